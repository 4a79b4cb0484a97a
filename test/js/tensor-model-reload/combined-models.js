// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/combined | FileCheck %s --implicit-check-not=warning:
// A sequential model that another model is added to as a layer
// (`combined.add(base)`, to save a trained head with its base) holds that
// model's layers: it makes no weights of its own from them (the API models'
// `builds_from_arg`), so building it on every click leaves nothing behind.
// Through a module variable, a class's field, another file's helper, a
// promise's callback, and a loop over a module array of models. A sequential of
// fresh layers built on every click still leaves its weights behind.
import * as tf from '@tensorflow/tfjs';
import {exportCombined} from './Inputs/combined/export.js';

let base;
let head;
tf.loadLayersModel('base/model.json').then((m) => { base = m; });

document.getElementById('save').addEventListener('click', async () => {
  const combined = tf.sequential();
  combined.add(base);
  combined.add(head);
  await combined.save('downloads://model');
});

document.getElementById('export').addEventListener('click', () => {
  exportCombined(base, head);
});

const parts = [];
tf.loadLayersModel('part/model.json').then((m) => parts.push(m));

document.getElementById('stack').addEventListener('click', async () => {
  const stacked = tf.sequential();
  for (let i = 0; i < parts.length; i++)
    stacked.add(parts[i]);
  console.log(stacked.countParams());
});

const headPromise = tf.loadLayersModel('head/model.json');
document.getElementById('join').addEventListener('click', () => {
  headPromise.then(async (loaded) => {
    const joined = tf.sequential();
    joined.add(loaded);
    await joined.save('downloads://joined');
  });
});

export class Exporter {
  constructor(model) {
    this.model = model;
  }
  wrap() {
    const wrapper = tf.sequential();
    wrapper.add(this.model);
    return wrapper.countParams();
  }
}
const exporter = new Exporter(base);
document.getElementById('wrap').addEventListener('click', () => exporter.wrap());

document.getElementById('train').addEventListener('click', async () => {
  // CHECK: :[[@LINE+1]]:17: warning: model built by 'tf.sequential' every time the 'addEventListener' callback runs is never disposed; each run leaves its weights in memory: dispose it when done, or build it once and reuse it [tensor-model-reload]
  const fresh = tf.sequential();
  fresh.add(tf.layers.dense({units: 4, inputShape: [2]}));
  await fresh.save('downloads://fresh');
});

document.getElementById('layer').addEventListener('click', async () => {
  const dense = tf.layers.dense({units: 1, inputShape: [2]});
  // A layer the handler makes is fresh whatever holds it.
  // CHECK: :[[@LINE+1]]:17: warning: model built by 'tf.sequential'
  const model = tf.sequential();
  model.add(dense);
  await model.save('downloads://layer');
});
