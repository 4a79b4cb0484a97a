// Loaded by main.js's computed import of its folder.
import * as tf from '@tensorflow/tfjs';

export function run() {
  const f = tf.ones([3]);
  return f.dataSync();
}
