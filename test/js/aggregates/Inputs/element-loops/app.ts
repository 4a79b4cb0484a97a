import * as tf from '@tensorflow/tfjs';
import { disposeAll, disposeEach, disposeSmall } from './release';
import * as rel from './release';

let history: tf.Tensor[] = [];

export class Runner {
  outs: tf.Tensor[] = [];

  viaHelper(x: tf.Tensor) {
    const parts = tf.split(x, 2);
    disposeAll(parts);
  }

  viaNamespace(x: tf.Tensor) {
    const parts = tf.unstack(x);
    rel.disposeEach(parts);
    const more = tf.unstack(x);
    rel.releaseAll(more);
  }

  notAll(x: tf.Tensor) {
    // CHECK: app.ts:[[@LINE+1]]:19: warning: tensor returned by 'tf.split' is never disposed
    const parts = tf.split(x, 2);
    disposeSmall(parts);
  }

  // The field's previous tensors, released before it takes new ones.
  replace(x: tf.Tensor) {
    for (const t of this.outs) t.dispose();
    this.outs = tf.split(x, 2);
  }
}

export function inCallback(x: tf.Tensor) {
  const parts = tf.unstack(x);
  setTimeout(() => {
    for (const p of parts) p.dispose();
  }, 0);
}

export function moduleVariable(x: tf.Tensor) {
  for (const h of history) h.dispose();
  history = tf.unstack(x);
}

export function byIndex(x: tf.Tensor) {
  const parts = tf.unstack(x);
  for (let i = 0; i < parts.length; i++) {
    console.log(parts[i].shape);
    parts[i].dispose();
  }
}

export function literalArray(x: tf.Tensor) {
  const parts = [x.square(), x.abs()];
  for (const p of parts) tf.dispose(p);
}

export function onlySome(x: tf.Tensor) {
  // CHECK: app.ts:[[@LINE+1]]:17: warning: tensor returned by 'tf.unstack' is never disposed
  const parts = tf.unstack(x);
  for (const p of parts) {
    if (p.size > 3) p.dispose();
  }
}

export function leftEarly(x: tf.Tensor) {
  // CHECK: app.ts:[[@LINE+1]]:17: warning: tensor returned by 'tf.unstack' is never disposed
  const parts = tf.unstack(x);
  for (const p of parts) {
    if (p.size > 3) break;
    p.dispose();
  }
}

export function onlyRead(x: tf.Tensor) {
  // CHECK: app.ts:[[@LINE+1]]:17: warning: tensor returned by 'tf.unstack' is never disposed
  const parts = tf.unstack(x);
  for (const p of parts) console.log(p.dataSync());
}

export function otherIndex(x: tf.Tensor) {
  // CHECK: app.ts:[[@LINE+1]]:17: warning: tensor returned by 'tf.unstack' is not disposed on every path
  const parts = tf.unstack(x);
  for (let i = 0; i < parts.length; i++) parts[0].dispose();
}
