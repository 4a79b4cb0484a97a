// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary,tensor-model-reload' %s %S/Inputs/loaders/load-weights.js | FileCheck %s --implicit-check-not=warning:
// A loader runs once per model it loads: each run loads a model afresh
// (no `if (!model)` guards the load), so what it drops warming the model
// up is dropped once per model, not per use. Through a method, a helper
// of another file that returns the model it loads, a callback, a module
// variable and a container. Not when the load is guarded (the function is
// meant to run again and again), nor when it runs only on some paths, nor
// when repeating code calls the loader: then both the reload and the leak
// repeat.
import * as tf from '@tensorflow/tfjs';
import { loadWeights } from './Inputs/loaders/load-weights.js';

export class Detector {
  async load(url) {
    this.model = await tf.loadGraphModel(url);
    // Warm-up: compiles the shaders once.
    this.model.predict(tf.zeros([1, 224, 224, 3]));
  }

  // The model of another file's helper.
  async loadFrom(url) {
    this.model = await loadWeights(url);
    this.model.predict(tf.zeros([1, 224, 224, 3])).dataSync();
  }
}

let shared = null;
export async function init(url) {
  shared = await tf.loadLayersModel(url);
  const out = shared.predict(tf.ones([1, 4]));
  return out.shape;
}

const models = {};
export const register = async (name, url) => {
  models[name] = await tf.loadGraphModel(url);
  const warm = tf.zeros([1, 8]).square();
  await warm.data();
};

// Called per frame: the loader repeats, and so do the load and the leak.
let current = null;
export async function reloadEachFrame(url) {
  // CHECK: :[[@LINE+1]]:19: warning: model loaded by 'tf.loadLayersModel' into 'current' every time 'reloadEachFrame' runs (called inside a loop at line [[#@LINE+35]]) replaces the previous model without disposing it; dispose the old one first, or load it once [tensor-model-reload]
  current = await tf.loadLayersModel(url);
  // CHECK: :[[@LINE+2]]:15: warning: tensor returned by 'current.predict' is never disposed; it leaks every time 'reloadEachFrame' runs (called inside a loop at line [[#@LINE+33]]) [tensor-undisposed]
  // CHECK: :[[@LINE+1]]:31: warning: intermediate tensor from 'tf.ones' is never bound and cannot be disposed; it leaks every time 'reloadEachFrame' runs (called inside a loop at line 79) [tensor-chained-temporary]
  const out = current.predict(tf.ones([1, 4]));
  return out.shape;
}

export function onReady(url, start) {
  start(async () => {
    const m = await tf.loadGraphModel(url);
    m.predict(tf.zeros([1, 2]));
    return m;
  });
}

// Guarded: runs per call, and loads once.
let cached = null;
export async function classify(img) {
  if (!cached) cached = await tf.loadGraphModel('/m.json');
  // CHECK: :[[@LINE+2]]:10: warning: intermediate tensor from 'cached.predict' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK: :[[@LINE+1]]:25: warning: intermediate tensor from 'tf.browser.fromPixels' is never bound and cannot be disposed [tensor-chained-temporary]
  return cached.predict(tf.browser.fromPixels(img)).dataSync();
}

// Loads on one path only: what the other path drops is dropped per call.
export async function maybeReload(url, reload, x) {
  if (reload) shared = await tf.loadLayersModel(url);
  // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'shared.predict' is never disposed [tensor-undisposed]
  const out = shared.predict(x);
  return out.dataSync();
}

export async function loop(url) {
  for (;;)
    await reloadEachFrame(url);
}
