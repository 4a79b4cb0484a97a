import * as tf from '@tensorflow/tfjs';
import { summarize } from './utils';

const tensors = {};

// Exported, but the page's bundler entry: nothing outside the application
// imports it, and only the start-up listener calls it.
export function arrayToTensor(rows) {
  tensors.x = tf.tensor2d(rows).div(tf.scalar(255));
  summarize(tensors.x);
}

export function predict(model) {
  return model.predict(tensors.x.mul(2));
}

document.addEventListener('DOMContentLoaded', () => {
  arrayToTensor([[1, 2]]);
});
document.getElementById('predict').addEventListener('click', () => {
  predict(window.model).dispose();
});
