import * as tf from '@tensorflow/tfjs';

export function makeInput(pixels) {
  return tf.browser.fromPixels(pixels).toFloat();
}

export function predictOn(model, x) {
  return model.predict(x);
}
