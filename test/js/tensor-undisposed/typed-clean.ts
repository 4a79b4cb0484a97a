// RUN: %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// TypeScript: annotated tensors disposed correctly, reassignment that frees
// the old value first, and look-alike APIs on non-tensors.
import * as tf from '@tensorflow/tfjs';
import moment from 'moment';
import BigNumber from 'bignumber.js';
import _ from 'lodash';

export function runningSum(batches: tf.Tensor1D[]): tf.Tensor1D {
  let acc: tf.Tensor1D = tf.zeros([batches[0].shape[0]]);
  for (const b of batches) {
    const next: tf.Tensor1D = acc.add(b);
    acc.dispose();
    acc = next;
  }
  return acc;
}

export function runningSumTidy(batches: tf.Tensor1D[]): tf.Tensor1D {
  return tf.tidy(() => {
    let acc: tf.Tensor1D = tf.zeros([batches[0].shape[0]]);
    for (const b of batches) {
      acc = acc.add(b);
    }
    return acc;
  });
}

export async function score(model: tf.GraphModel, x: tf.Tensor): Promise<number> {
  const y = (await model.executeAsync(x)) as tf.Tensor;
  const [s] = await y.data();
  y.dispose();
  return s;
}

export class Trainer {
  private weights: tf.Variable;
  constructor(shape: number[]) {
    const init = tf.randomNormal(shape);
    this.weights = tf.variable(init);
    init.dispose();
  }
  step(grad: tf.Tensor): void {
    const lr: tf.Scalar = tf.scalar(0.01);
    const update = grad.mul(lr);
    const next = this.weights.sub(update);
    this.weights.assign(next);
    tf.dispose([lr, update, next]);
  }
}

export function dates(start: string): string[] {
  const out: string[] = [];
  let d = moment(start);
  for (let i = 0; i < 7; i++) {
    d = d.add(1, 'day');
    out.push(d.format('YYYY-MM-DD'));
  }
  return out;
}

export function money(): string {
  const total = new BigNumber(1).add(2).mul(3);
  const parts = 'a,b,c'.split(',').slice(1).concat(['d']);
  return `${total.toFixed(2)} ${_.add(1, 2)} ${parts.join()}`;
}
