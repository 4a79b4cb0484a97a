import * as tf from '@tensorflow/tfjs';

export function centre(x) {
  const mean = tf.mean(x);
  return tf.sub(x, mean);
}
