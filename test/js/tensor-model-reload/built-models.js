// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/built-once | FileCheck %s --implicit-check-not=warning:
// A model built in code (tf.sequential, tf.model) on a path that repeats and
// never disposed leaves a whole model's weights behind each time, as a
// reload does. Disposed, kept per object, returned, or built once: fine.
import * as tf from '@tensorflow/tfjs';
import {buildModel} from './Inputs/built-once/build.js';

let model;
document.getElementById('train').addEventListener('click', async () => {
  // CHECK: :[[@LINE+1]]:11: warning: model built by 'tf.sequential' into 'model' every time the 'addEventListener' callback runs replaces the previous model without disposing it; dispose the old one first, or build it once [tensor-model-reload]
  model = tf.sequential();
  model.add(tf.layers.dense({units: 1, inputShape: [1]}));
});

let swapped;
document.getElementById('retrain').addEventListener('click', () => {
  if (swapped) swapped.dispose();
  swapped = tf.sequential();
});

document.getElementById('try').addEventListener('click', () => {
  // CHECK: :[[@LINE+1]]:13: warning: model built by 'tf.sequential' every time the 'addEventListener' callback runs is never disposed; each run leaves its weights in memory: dispose it when done, or build it once and reuse it [tensor-model-reload]
  const m = tf.sequential();
  m.add(tf.layers.dense({units: 1, inputShape: [1]}));
  console.log(m.countParams());
});

document.getElementById('tidy').addEventListener('click', () => {
  const m = tf.sequential();
  m.add(tf.layers.dense({units: 1, inputShape: [1]}));
  console.log(m.countParams());
  m.dispose();
});

export function search(sizes) {
  for (const units of sizes) {
    const input = tf.input({shape: [4]});
    const output = tf.layers.dense({units}).apply(input);
    // CHECK: :[[@LINE+1]]:19: warning: model built by 'tf.model' inside a loop is never disposed; each iteration leaves its weights in memory: dispose it when done, or build it once [tensor-model-reload]
    const trial = tf.model({inputs: input, outputs: output});
    console.log(trial.countParams());
  }
}

// Returned to the caller, kept per object, or built once at start-up.
export function createModel() {
  const m = tf.sequential();
  m.add(tf.layers.dense({units: 1, inputShape: [1]}));
  return m;
}
export class Trainer {
  reset() {
    this.model = tf.sequential();
  }
}
const shared = tf.sequential();
shared.add(tf.layers.dense({units: 1, inputShape: [1]}));

// Built only while nothing is there yet (`if (!model)`, `??=`, an early
// return, a keyed cache), here, in a field, in a page's script or through a
// helper of another file: one model per owner, however often the handler
// runs.
let guarded;
document.getElementById('start').addEventListener('click', async () => {
  if (!guarded) {
    guarded = tf.sequential();
    guarded.add(tf.layers.dense({units: 1, inputShape: [1]}));
  }
});

let assigned;
document.getElementById('again').addEventListener('click', () => {
  assigned ??= tf.sequential();
});

let early;
document.getElementById('early').addEventListener('click', () => {
  if (early) return;
  early = tf.sequential();
});

const byName = {};
document.getElementById('named').addEventListener('click', (e) => {
  const key = e.target.id;
  if (!byName[key]) byName[key] = tf.sequential();
});

export class Screen {
  constructor() {
    document.getElementById('open').addEventListener('click', () => this.open());
  }
  open() {
    if (!this.model) this.model = buildModel(2);
  }
}

let helped;
document.getElementById('helped').addEventListener('click', () => {
  if (!helped) helped = buildModel(3);
});
