import * as tf from '@tensorflow/tfjs';

export function twice(): void {
  const t = tf.zeros([3]);
  t.dispose();
  t.dispose();
}

export function leaky(): void {
  const u = tf.tensor([4]);
  console.log(u.shape);
}
