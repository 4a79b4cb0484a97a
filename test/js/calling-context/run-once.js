// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// Code that runs once (a page's start-up listener, a script's top level, a
// listener asked to run once, and what only such code calls) leaks nothing
// per run: what it drops is dropped once. A loop in it still leaks per
// iteration; a helper that repeating code calls too, or that the module
// exports for others, is reported.
import * as tf from '@tensorflow/tfjs';

function prepare(rows) {
  const xs = tf.tensor2d(rows);
  return xs.sub(xs.mean(0));
}

function shared(model, x) {
  // CHECK: :[[@LINE+2]]:10: warning: intermediate tensor from 'model.predict' is never bound and cannot be disposed; it leaks every time 'shared' runs (called from 'addEventListener' callback) [tensor-chained-temporary]
  // CHECK: :[[@LINE+1]]:27: warning: intermediate tensor from 'argMax' is never bound and cannot be disposed; it leaks every time 'shared' runs (called from 'addEventListener' callback) [tensor-chained-temporary]
  return model.predict(x).argMax(-1).dataSync();
}

async function run() {
  const data = prepare([[1, 2], [3, 4]]);
  const check = prepare([[5, 6]]);
  const model = await tf.loadLayersModel('model.json');
  console.log(shared(model, data), shared(model, check));
  for (let epoch = 0; epoch < 5; epoch++) {
    // CHECK: :[[@LINE+1]]:19: warning: tensor returned by 'tf.randomNormal' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const noise = tf.randomNormal([2, 2]);
    // CHECK: :[[@LINE+1]]:17: warning: intermediate tensor from 'noise.sum' is never bound and cannot be disposed; it leaks once per loop iteration [tensor-chained-temporary]
    console.log(noise.sum().dataSync());
  }
  document.getElementById('again').addEventListener('click', () => {
    console.log(shared(model, data));
  });
}
document.addEventListener('DOMContentLoaded', run);

window.onload = function () {
  const warm = tf.zeros([1, 4]);
  console.log(warm.dataSync());
};

window.addEventListener('load', () => {
  const probe = tf.ones([2]);
  console.log(probe.dataSync());
});

document.getElementById('start').addEventListener('click', () => {
  const first = tf.ones([2]);
  console.log(first.dataSync());
}, {once: true});

(async () => {
  const boot = tf.scalar(1);
  console.log(boot.dataSync());
})();

export function normalize(rows) {
  // CHECK: :[[@LINE+1]]:14: warning: tensor returned by 'tf.tensor2d' is never disposed [tensor-undisposed]
  const xs = tf.tensor2d(rows);
  // CHECK: :[[@LINE+2]]:10: warning: intermediate tensor from 'xs.div' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK: :[[@LINE+1]]:17: warning: intermediate tensor from 'xs.max' is never bound and cannot be disposed [tensor-chained-temporary]
  return xs.div(xs.max()).dataSync();
}
normalize([[1, 2]]);
