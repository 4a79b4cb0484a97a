import * as tf from '@tensorflow/tfjs';
import {buildDeeper, buildPair, buildRegressor, sharedRegressor, train,
        trainKeepingBest, trainThenDispose} from './models.js';

const xs = tf.tensor2d([[1, 2, 3, 4]]);
const ys = tf.tensor2d([[1]]);

// An event callback: a model built by another file's helper on every click,
// trained and dropped.
document.getElementById('train').addEventListener('click', async () => {
  // CHECK: page.js:[[@LINE+1]]:17: warning: model built by 'buildRegressor' every time the 'addEventListener' callback runs is never disposed; each run leaves its weights in memory: dispose it when done, or build it once and reuse it [tensor-model-reload]
  const model = buildRegressor(4);
  await train(model, xs, ys);
});

// A method, through a builder that calls another builder.
class Lab {
  async run() {
    // CHECK: page.js:[[@LINE+1]]:19: warning: model built by 'buildDeeper' every time 'run' runs (called from 'addEventListener' callback) is never disposed; each run leaves its weights in memory: dispose it when done, or build it once and reuse it [tensor-model-reload]
    const model = buildDeeper(4);
    await train(model, xs, ys);
    return model.countParams();
  }
}
const lab = new Lab();
document.getElementById('deeper').addEventListener('click', () => lab.run());

// A module variable: each click replaces the model it held.
let current;
document.getElementById('retrain').addEventListener('click', async () => {
  // CHECK: page.js:[[@LINE+1]]:13: warning: model built by 'buildRegressor' into 'current' every time the 'addEventListener' callback runs replaces the previous model without disposing it; dispose the old one first, or build it once [tensor-model-reload]
  current = buildRegressor(4);
  await train(current, xs, ys);
});

// Controls. The old model disposed first; one model kept per name in a
// container; a model disposed when done; one shared model; an array of
// models; a model a training callback keeps or disposes.
let swapped;
const byName = new Map();
document.getElementById('swap').addEventListener('click', async (e) => {
  if (swapped) swapped.dispose();
  swapped = buildRegressor(4);
  byName.set(e.target.value, buildRegressor(4));
  const tried = buildRegressor(4);
  await train(tried, xs, ys);
  tried.dispose();
  await train(sharedRegressor(), xs, ys);
  const pair = buildPair();
  console.log(pair.length);
  const kept = buildRegressor(4);
  await trainKeepingBest(kept, xs, ys);
  const disposed = buildRegressor(4);
  await trainThenDispose(disposed, xs, ys);
});
