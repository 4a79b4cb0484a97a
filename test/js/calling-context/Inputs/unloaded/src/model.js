import * as tf from '@tensorflow/tfjs';

export function perClick() {
  const t = tf.ones([2]);
  return t.sum().dataSync()[0];
}
