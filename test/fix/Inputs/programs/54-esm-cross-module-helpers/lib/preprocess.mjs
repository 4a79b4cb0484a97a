// Preprocessing helpers: each returns a new tensor the caller owns.
import * as tf from '@tensorflow/tfjs';

export function toBatch(rows) {
  return tf.tensor2d(rows);
}

export function standardize(x) {
  const {mean, variance} = tf.moments(x, 0);
  return x.sub(mean).div(variance.sqrt().add(1e-3));
}
