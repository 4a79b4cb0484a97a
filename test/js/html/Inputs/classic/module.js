// An ES module: its top-level names are its own, not the page's globals.
import * as tf from '@tensorflow/tfjs';

export async function train() {
  const model = await tf.loadLayersModel('model.json');
  return model;
}
