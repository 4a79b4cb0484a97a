// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/built-over | FileCheck %s --implicit-check-not=warning:
// A functional model built over another model's graph tensors (`tf.model(
// {inputs: base.inputs, ...})`, transfer learning) holds that model's layers
// and owns them: the model it reads is handed over, not dropped. So a model
// replaced by one built over it, and a head merged into the next model, are
// no reload. Through a module variable, a class's field, another file's
// helper, a callback, and an array of inputs. A model built over fresh
// inputs (`tf.input()`) that replaces the previous one still leaks it.
import * as tf from '@tensorflow/tfjs';
import {withHead} from './Inputs/built-over/heads.js';

let model;
tf.loadLayersModel('base/model.json').then((m) => { model = m; });

document.getElementById('transfer').addEventListener('click', async () => {
  const cutoff = model.layers[3].output;
  const dense = tf.layers.dense({units: 3, activation: 'softmax'});
  const transfer = tf.model({inputs: model.inputs, outputs: dense.apply(cutoff)});
  await transfer.fit(tf.zeros([2, 4]), tf.zeros([2, 3]));
  model = tf.model({
    inputs: model.inputs,
    outputs: model.outputs.concat(transfer.outputs),
  });
});

document.getElementById('head').addEventListener('click', () => {
  const tuned = withHead(model, 5);
  model = tf.model({inputs: model.inputs, outputs: [model.outputs[0], tuned.outputs[0]]});
});

export class FineTuner {
  constructor(base) {
    this.base = base;
  }
  tune() {
    const dense = tf.layers.dense({units: 2});
    // CHECK: :[[@LINE+1]]:18: warning: model built by 'tf.model' every time 'tune' runs (called from 'addEventListener' callback) is never disposed; each run leaves its weights in memory: dispose it when done, or build it once and reuse it [tensor-model-reload]
    const head = tf.model({inputs: this.base.inputs, outputs: dense.apply(this.base.outputs[0])});
    console.log(head.countParams());
  }
  merge() {
    const dense = tf.layers.dense({units: 2});
    const head = tf.model({inputs: this.base.inputs, outputs: dense.apply(this.base.outputs[0])});
    this.merged = tf.model({inputs: [this.base.inputs[0]], outputs: [head.outputs[0]]});
  }
}
const tuner = new FineTuner(model);
document.getElementById('tune').addEventListener('click', () => tuner.tune());
document.getElementById('merge').addEventListener('click', () => tuner.merge());

let left;
let right;
document.getElementById('pair').addEventListener('click', () => {
  const joined = tf.layers.concatenate().apply([left.outputs[0], right.outputs[0]]);
  left = tf.model({inputs: [left.inputs[0], right.inputs[0]], outputs: joined});
});

let fresh;
document.getElementById('fresh').addEventListener('click', () => {
  const input = tf.input({shape: [4]});
  // CHECK: :[[@LINE+1]]:11: warning: model built by 'tf.model' into 'fresh' every time the 'addEventListener' callback runs replaces the previous model without disposing it; dispose the old one first, or build it once [tensor-model-reload]
  fresh = tf.model({inputs: input, outputs: tf.layers.dense({units: 1}).apply(input)});
});
