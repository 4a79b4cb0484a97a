import * as tf from '@tensorflow/tfjs';
import Prep from './prep.js';

export function process(data) {
  const dp = new Prep(data);
  dp.normalize();
  return dp;
}

export function predict(dp, x) {
  return tf.tidy(() => dp.normalizeNew(tf.tensor1d(x)).dataSync());
}
