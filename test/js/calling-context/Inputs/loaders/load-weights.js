// A helper of another file that returns the model it loads.
import * as tf from '@tensorflow/tfjs';

export async function loadWeights(url) {
  return tf.loadGraphModel(url);
}
