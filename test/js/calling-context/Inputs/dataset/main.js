import * as tf from '@tensorflow/tfjs';
import { toFeatures } from './features.js';

class Pipeline {
  normalize({ xs, ys }) {
    const mean = xs.mean();
    return { xs: xs.sub(mean), ys };
  }

  async train(model, rows) {
    // Another file's helper and a method, by name.
    const ds = tf.data.array(rows).map(toFeatures).map((e) => this.normalize(e));
    await model.fitDataset(ds.batch(32), { epochs: 5 });
  }
}

// A module variable holding the dataset; filter's predicate is scoped too.
const csv = tf.data.csv('data.csv');
const kept = csv.filter((row) => tf.tensor(row.xs).sum().arraySync() > 0);

// A container of steps, each handed to map by the loop that walks it:
// scoped too.
const steps = [(e) => ({ xs: tf.tensor(e.xs).square(), ys: e.ys })];

export async function fit(model, rows) {
  let ds = kept.map(({ xs, ys }) => ({ xs: tf.tensor(Object.values(xs)).abs(), ys }));
  for (const step of steps) ds = ds.map(step);
  await model.fitDataset(ds.batch(8), { epochs: 1 });
  await new Pipeline().train(model, rows);
}

// Controls: Array.prototype.map, mapAsync (may await: no scope) and
// forEachAsync run their callbacks outside any scope.
export function plain(rows) {
  return rows.map((r) => tf.tensor(r).square().dataSync());
  // CHECK: main.js:[[@LINE-1]]:26: warning: intermediate tensor from 'tf.tensor' is never bound
  // CHECK: main.js:[[@LINE-2]]:39: warning: intermediate tensor from 'square' is never bound
}

export async function loose(rows) {
  const ds = tf.data.array(rows).mapAsync(async (r) => tf.tensor(r).square().arraySync());
  // CHECK: main.js:[[@LINE-1]]:56: warning: intermediate tensor from 'tf.tensor' is never bound
  // CHECK: main.js:[[@LINE-2]]:69: warning: intermediate tensor from 'square' is never bound
  await ds.forEachAsync((e) => console.log(tf.tensor(e).sum().dataSync()));
  // CHECK: main.js:[[@LINE-1]]:44: warning: intermediate tensor from 'tf.tensor' is never bound
  // CHECK: main.js:[[@LINE-2]]:57: warning: intermediate tensor from 'sum' is never bound
}

// tf.data.array and tf.data.zip keep what they are given for the dataset's
// elements (keeps_args) and never free it: the tensors leak per iteration,
// but a release right after tf.data.array would break the training, so no
// fix is offered there (dataset-callbacks.test runs --fix-dry-run).
export async function fitTensors(model, n) {
  for (let i = 0; i < n; i++) {
    const xs = tf.randomNormal([4, 2]);
    // CHECK: main.js:[[@LINE-1]]:16: warning: tensor returned by 'tf.randomNormal' is never disposed; it leaks once per loop iteration
    const ys = tf.zeros([4, 1]);
    // CHECK: main.js:[[@LINE-1]]:16: warning: tensor returned by 'tf.zeros' is never disposed; it leaks once per loop iteration
    const ds = tf.data.zip({ xs: tf.data.array([xs]), ys: tf.data.array([ys]) });
    await model.fitDataset(ds.batch(4), { epochs: 1 });
  }
}
