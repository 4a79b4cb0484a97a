import * as tf from '@tensorflow/tfjs';
export function loadImage(pixels) {
  return tf.browser.fromPixels(pixels);
}
