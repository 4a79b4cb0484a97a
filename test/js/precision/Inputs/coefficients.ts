import * as tf from '@tensorflow/tfjs';

export function createCoefficients() {
  return tf.tidy(() => ({
    a: tf.variable(tf.scalar(Math.random())),
    b: tf.variable(tf.scalar(Math.random())),
  }));
}
