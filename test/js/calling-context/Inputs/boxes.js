import * as tf from '@tensorflow/tfjs';

// Called only from inside tf.tidy in helpers.js: its temporaries are the
// scope's.
export function scaleBoxes(boxes, s) {
  const scaled = tf.mul(boxes, s);
  return tf.round(scaled);
}
