import * as tf from '@tensorflow/tfjs';

// Run by Dataset.map for each element, inside tf.tidy: the intermediate
// tensors are freed there.
export function toFeatures(row) {
  const v = tf.tensor1d(row.values);
  return { xs: v.div(255), ys: tf.oneHot(row.label, 10) };
}
