import * as tf from '@tensorflow/tfjs';
export function frame(video) {
  const pixels = tf.browser.fromPixels(video);
  return pixels.shape;
}
