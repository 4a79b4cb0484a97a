import * as tf from '@tensorflow/tfjs';
import { classify } from './loaders.js';
import * as loaders from './loaders.js';

const cache = new Map();

class Detector {
  async detect(url, img) {
    const model = await tf.loadGraphModel(url);
    return model.predict(img);
  }
}

const detector = new Detector();

async function inStage(url, img) {
  const model = await tf.loadLayersModel(url);
  return model.predict(img);
}

async function apply(stage, url, img) {
  return stage(url, img);
}

// A cache by what names the model: each model is loaded once.
async function cachedClassify(url, img) {
  if (!cache.has(url)) {
    cache.set(url, await tf.loadLayersModel(url));
  }
  return cache.get(url).predict(img);
}

document.getElementById('go').addEventListener('click', async () => {
  const img = tf.zeros([1, 4]);
  await classify('model.json', img);
  await loaders.score('graph/model.json', img);
  await detector.detect('detector/model.json', img);
  await apply(inStage, 'stage/model.json', img);
  await cachedClassify('model.json', img);
});
