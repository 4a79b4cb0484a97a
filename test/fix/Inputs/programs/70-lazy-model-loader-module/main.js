// Embeds queries with a lazily loaded model from a loader module and finds the nearest
// class prototype; the loader caches both the model promise and the prototype tensor and
// returns the same objects on every call. Shapes: a tensor returned from another module
// that keeps it (not owned by the caller); async model loading; leaked per-query tensors.
const tf = require('@tensorflow/tfjs');
const loader = require('./loader');

async function nearest(query) {
  const model = await loader.loadModel();
  const protos = loader.getPrototypes();
  const emb = model.predict(tf.tensor2d([query]));
  const dists = protos.sub(emb).square().sum(1);
  const best = dists.argMin().dataSync()[0];
  return {best, dist: dists.dataSync()[best]};
}

async function main() {
  await tf.setBackend('cpu');
  for (const q of [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 1], [1, 1, 1, 1]]) {
    const {best, dist} = await nearest(q);
    console.log(q.join(''), 'prototype', best, 'distance', dist.toFixed(4));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
