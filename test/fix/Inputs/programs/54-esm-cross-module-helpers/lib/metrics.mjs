// Metric helpers: they read tensors and return numbers.
import * as tf from '@tensorflow/tfjs';

export function accuracy(labels, predictions) {
  return tf.tidy(() => labels.argMax(-1).equal(predictions.argMax(-1)).mean().dataSync()[0]);
}

export const meanAbsoluteError = (a, b) => a.sub(b).abs().mean().dataSync()[0];
