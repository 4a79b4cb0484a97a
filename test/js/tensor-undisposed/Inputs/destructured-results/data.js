import * as tf from '@tensorflow/tfjs';

// Another file's helper: its summary says it returns fresh tensors.
export function batchOf(rows) {
  const xs = tf.tensor2d(rows);
  const ys = tf.oneHot(tf.tensor1d(rows.map((r) => r[0]), 'int32'), 2);
  return [xs, ys];
}
