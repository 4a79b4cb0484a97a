// Helpers of another file: one makes a tensor, one frees what it is
// given, one keeps it in a module-level container.
import * as tf from '@tensorflow/tfjs';

const kept = [];

export function makeInput(n) {
  return tf.ones([n]);
}

export function show(t) {
  console.log(t.dataSync());
  t.dispose();
}

export function keep(t) {
  kept.push(t);
}
