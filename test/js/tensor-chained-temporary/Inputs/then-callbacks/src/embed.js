import * as tf from '@tensorflow/tfjs';

let model;

// Resolves to a tensor the caller owns.
export async function embed(x) {
  if (!model) model = await tf.loadGraphModel('/models/embed/model.json');
  return model.predict(x);
}

export class Detector {
  async detect(img) {
    return tf.tidy(() => tf.browser.fromPixels(img).toFloat().div(255));
  }
}
