import * as tf from '@tensorflow/tfjs';

// Another module's helper the sketch calls every frame.
export function frameTensor(pixels) {
  return tf.browser.fromPixels(pixels);
}
