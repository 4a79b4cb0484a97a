import * as tf from '@tensorflow/tfjs';

export function makeInput(n) {
  return tf.ones([n]);
}
