// RUN: not %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
// Models loaded again and again: in loops, request handlers, event listeners,
// timers and animation frames, and helpers that load and free per call.
import * as tf from '@tensorflow/tfjs';
import express from 'express';

const MODEL_URL = 'https://example.com/mobilenet/model.json';

export async function evaluateAll(images) {
  const results = [];
  for (const image of images) {
    // CHECK: :[[@LINE+1]]:25: warning: model loaded by 'tf.loadGraphModel' inside a loop; {{.+}} [tensor-model-reload]
    const model = await tf.loadGraphModel(MODEL_URL);
    results.push(await model.executeAsync(image));
  }
  return results;
}

const app = express();
app.post('/predict', async (req, res) => {
  // CHECK: :[[@LINE+1]]:23: warning: model loaded by 'tf.loadLayersModel' every time {{('[^']+' runs \(.+\)|the .+ runs)}}; load it once and reuse it{{.*}} [tensor-model-reload]
  const model = await tf.loadLayersModel('file://./model/model.json');
  const y = model.predict(tf.tensor2d(req.body.rows));
  res.json(await y.array());
});

document.getElementById('run').addEventListener('click', async () => {
  // CHECK: :[[@LINE+1]]:23: warning: model loaded by 'tf.loadGraphModel' every time {{('[^']+' runs \(.+\)|the .+ runs)}}; load it once and reuse it{{.*}} [tensor-model-reload]
  const model = await tf.loadGraphModel(MODEL_URL);
  console.log(model.inputs);
});

setInterval(async () => {
  // CHECK: :[[@LINE+1]]:19: warning: model loaded by 'tf.loadGraphModel' every time {{('[^']+' runs \(.+\)|the .+ runs)}}; load it once and reuse it{{.*}} [tensor-model-reload]
  const m = await tf.loadGraphModel(MODEL_URL);
  console.log('model still serves', m.modelVersion);
}, 60000);

async function classifyOnce(image) {
  // CHECK: :[[@LINE+1]]:23: warning: model loaded by 'tf.loadGraphModel' is released in the same call of 'classifyOnce', which runs repeatedly ({{.+}}); {{.+}} [tensor-model-reload]
  const model = await tf.loadGraphModel(MODEL_URL);
  const out = model.predict(image);
  model.dispose();
  return out;
}

export async function classifyFiles(images) {
  const outs = [];
  for (const image of images) {
    outs.push(await classifyOnce(image));
  }
  return outs;
}

function frame(video, ctx) {
  // CHECK: :[[@LINE+1]]:3: warning: model loaded by 'tf.loadGraphModel' every time 'frame' runs ({{.+}}); load it once and reuse it{{.*}} [tensor-model-reload]
  tf.loadGraphModel(MODEL_URL).then((model) => {
    ctx.fillText(String(model.outputs.length), 0, 0);
    requestAnimationFrame(() => frame(video, ctx));
  });
}
requestAnimationFrame(() => frame(document.querySelector('video'), null));
