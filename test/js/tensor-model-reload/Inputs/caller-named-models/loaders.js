import * as tf from '@tensorflow/tfjs';

export async function classify(url, img) {
  const model = await tf.loadLayersModel(url);
  return model.predict(img);
}

export async function score(url, img) {
  const model = await tf.loadGraphModel(url);
  return model.predict(img);
}
