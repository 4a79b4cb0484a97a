// Helpers another file runs inside its tidy, through the iteration
// callbacks of its own functions.
import * as tf from '@tensorflow/tfjs';

export function convBlock(x, w) {
  return x.conv2d(w, 1, 'same').add(1).relu();
}

// A helper of this file, run per layer from a reduce callback.
function pointwise(x, w) {
  return x.conv2d(w, 1, 'same').add(w.mean()).relu();
}

export function stack(input, weights) {
  return weights.reduce((x, w) => pointwise(x, w), tf.cast(input, 'float32'));
}

// A callback parameter run per element of a map.
export function eachLayer(weights, step) {
  return weights.map((w) => step(w));
}
