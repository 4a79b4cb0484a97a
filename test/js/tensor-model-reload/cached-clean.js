// RUN: %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// Models loaded once: at module level, at startup, or cached behind a guard.
import * as tf from '@tensorflow/tfjs-node';
import express from 'express';
import i18next from 'i18next';

const MODEL_URL = 'file://./model/model.json';
let modelPromise = null;
let cached;

export function getModel() {
  if (!modelPromise) {
    modelPromise = tf.loadLayersModel(MODEL_URL);
  }
  return modelPromise;
}

const app = express();
app.post('/predict', async (req, res) => {
  const model = await getModel();
  const y = model.predict(tf.tensor2d(req.body.rows));
  res.json(await y.array());
  y.dispose();
});

app.post('/score', async (req, res) => {
  cached ??= await tf.loadGraphModel(MODEL_URL);
  res.json({ inputs: cached.inputs.length });
});

let labels = null;
document.addEventListener('keydown', async () => {
  if (!labels) {
    labels = await tf.loadGraphModel('/labels/model.json');
  }
  await i18next.loadNamespaces(['common']);
});

async function main(files) {
  const model = await tf.loadGraphModel(MODEL_URL);
  for (const f of files) {
    const out = model.predict(tf.node.decodeImage(f));
    console.log(out.shape);
    out.dispose();
  }
  app.listen(3000);
}

main(process.argv.slice(2));
