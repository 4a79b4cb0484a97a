import * as tf from '@tensorflow/tfjs';

export function toInput(values) {
  return tf.tensor2d([values]);
}
