import * as tf from '@tensorflow/tfjs';

async function byVariable(url, img) {
  const model = await tf.loadLayersModel(url);
  return model.predict(img);
}

async function inContainer(url, img) {
  const model = await tf.loadLayersModel(url);
  return model.predict(img);
}

const run = byVariable;
const stages = { inContainer };

window.addEventListener('message', async () => {
  await run('v/model.json', null);
  await stages.inContainer('c/model.json', null);
});
