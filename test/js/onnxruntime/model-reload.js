// RUN: not %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// onnxruntime-node in an Express server (CommonJS): a session is a model
// load, in the library's word "session".
const ort = require('onnxruntime-node');
const express = require('express');
const app = express();

app.post('/predict', async (req, res) => {
  // CHECK: :[[@LINE+1]]:25: warning: session loaded by 'ort.InferenceSession.create' every time the 'app.post' handler runs; load it once and reuse it {{.*}} [tensor-model-reload]
  const session = await ort.InferenceSession.create('./model.onnx');
  const out = await session.run({ input: new ort.Tensor('float32', req.body.x, [1, 4]) });
  res.json(Array.from(out.output.data));
});

// Created once per process and reused: fine.
let cached;
app.post('/cached', async (req, res) => {
  cached = cached || (await ort.InferenceSession.create('./model.onnx'));
  const out = await cached.run({ input: new ort.Tensor('float32', req.body.x, [1, 4]) });
  res.json(Array.from(out.output.data));
});

const ready = ort.InferenceSession.create('./model.onnx');
app.post('/promise', async (req, res) => {
  const session = await ready;
  const out = await session.run({ input: new ort.Tensor('float32', req.body.x, [1, 4]) });
  res.json(Array.from(out.output.data));
});

// Several models, each loaded once into its own entry: not a reload.
const models = { unet: { url: 'unet.onnx' }, vae: { url: 'vae.onnx' } };
async function loadAll(opt) {
  for (const [name, model] of Object.entries(models))
    models[name].sess = await ort.InferenceSession.create(model.url, opt);
  for (const m of Object.values(models))
    m.sess = await ort.InferenceSession.create(m.url, opt);
}

// The same entry every iteration: each load replaces the last.
async function retry(opt) {
  for (const attempt of [1, 2, 3])
    // CHECK: :[[@LINE+1]]:25: warning: session loaded by 'ort.InferenceSession.create' inside a loop; load it once before the loop and reuse it [tensor-model-reload]
    models.main = await ort.InferenceSession.create('main.onnx', { attempt });
}

loadAll({}).then(() => retry({})).then(() => app.listen(3000));
