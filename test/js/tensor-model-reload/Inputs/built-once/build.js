// A helper of another file that builds a model per call.
import * as tf from '@tensorflow/tfjs';

export function buildModel(units) {
  const m = tf.sequential();
  m.add(tf.layers.dense({units, inputShape: [1]}));
  return m;
}
