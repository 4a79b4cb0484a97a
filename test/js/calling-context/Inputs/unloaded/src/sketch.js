// Its only import was commented out (main.js:6): it never runs.
import * as tf from '@tensorflow/tfjs';

export function sketch() {
  const s = tf.ones([8]);
  return s.dataSync();
}
