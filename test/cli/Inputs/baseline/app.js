import * as tf from '@tensorflow/tfjs';

export function show(values) {
  const t = tf.tensor(values);
  t.print();
}

export function twice(values) {
  const a = tf.tensor(values);
  a.print();
  const b = tf.tensor(values);
  b.print();
}
