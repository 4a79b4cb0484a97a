import * as tf from '@tensorflow/tfjs';
import { batchOf } from './data.js';

// A module variable's arrow returning a record of tensors.
const split = (x) => ({ left: tf.slice(x, 0, 1), right: tf.slice(x, 1) });

function pair(n) {
  return [tf.scalar(n), tf.scalar(n * 2)];
}

async function build() {
  const model = tf.sequential();
  model.add(tf.layers.dense({ units: 1, inputShape: [1] }));
  return { model, inputs: tf.zeros([1, 1]) };
}

export class Trainer {
  prepare(n) {
    return [tf.ones([n]), tf.zeros([n])];
  }

  steps(sizes) {
    for (const n of sizes) {
      // CHECK: ./app.js:[[@LINE+1]]:14: warning: tensor returned by 'this.prepare' is never disposed; it leaks once per loop iteration [tensor-undisposed]
      const [a, b] = this.prepare(n);
      a.print();
      b.print();
      b.dispose();
    }
  }
}

export function train(model, batches) {
  for (const rows of batches) {
    // CHECK: ./app.js:[[@LINE+2]]:12: warning: tensor returned by 'batchOf' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    // CHECK: ./app.js:[[@LINE+1]]:16: warning: tensor returned by 'batchOf' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const [xs, ys] = batchOf(rows);
    xs.print();
    ys.print();
  }
}

export function halves(xs) {
  for (const x of xs) {
    // CHECK: ./app.js:[[@LINE+1]]:13: warning: tensor returned by 'split' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const { left, right } = split(x);
    left.print();
    right.print();
    right.dispose();
  }
}

export function perItem(items) {
  items.forEach((n) => {
    // CHECK: ./app.js:[[@LINE+1]]:15: warning: tensor returned by 'pair' is never disposed; it leaks every time the 'forEach' callback runs [tensor-undisposed]
    const [s, t] = pair(n);
    s.print();
    t.print();
    tf.dispose(s);
  });
}

// Disposed together, or kept: no finding.
const kept = [];
export function clean(items) {
  for (const n of items) {
    const [s, t] = pair(n);
    s.print();
    t.print();
    tf.dispose([s, t]);
    const [u, v] = pair(n);
    u.print();
    v.print();
    u.dispose();
    kept.push(v);
  }
}

// A model destructured from a record stays the model it is used as.
export async function predictOnce(x) {
  const { model, inputs } = await build();
  const y = model.predict(x);
  y.print();
  y.dispose();
  inputs.print();
  inputs.dispose();
}
