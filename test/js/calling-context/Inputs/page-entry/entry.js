// The page's entry module: exports, yet only the run's own code calls them.
import * as tf from '@tensorflow/tfjs';
import {setUp} from './ui.js';

export const tensors = {};

export function arraysToTensors(rows) {
  tensors.target = tf.tensor2d(rows);
}

// Called only from the start-up listener below: runs once.
export function computeBaseline() {
  // ALONE: :[[@LINE+1]]:15: warning: tensor returned by 'tensors.target.mean' is never disposed
  const avg = tensors.target.mean();
  console.log(avg.dataSync());
  const baseline = tensors.target.sub(avg).square().mean();
  console.log(baseline.dataSync());
}

// Called per click by ui.js (another file): leaks per click.
export function report(scores) {
  // CHECK: :[[@LINE+1]]:16: warning: tensor returned by 'tf.softmax' is never disposed; it leaks every time 'report' runs
  const prob = tf.softmax(scores);
  console.log(prob.dataSync());
}

// Called by nothing in the run: what calls it is unknown, so reported.
export function describe() {
  // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tensors.target.max' is never disposed
  const top = tensors.target.max();
  console.log(top.dataSync());
}

const ready = {
  // A method of a module-level object, called from start-up code only.
  start() {
    arraysToTensors([[1], [2]]);
    computeBaseline();
    setUp();
  },
};
document.addEventListener('DOMContentLoaded', () => ready.start());
