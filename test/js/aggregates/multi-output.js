// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// A call that returns several tensors (a multi-output model, tf.split) is
// released one by one with outputs.forEach(t => t.dispose()) or
// outputs.map(t => t.dispose()).
import * as tf from '@tensorflow/tfjs';

export async function warmup(model) {
  const dummy = tf.zeros([1, 300, 300, 3], 'int32');
  const result = await model.executeAsync(dummy);
  result.map(async (t) => await t.data());
  result.map(async (t) => t.dispose());
  tf.dispose(dummy);
}

export function halves(x) {
  const parts = tf.split(x, 2);
  console.log(parts.length);
  parts.forEach((p) => p.dispose());
}

export async function forgotten(model, x) {
  // CHECK: :[[@LINE+1]]:22: warning: tensor returned by 'model.executeAsync' is never disposed [tensor-undisposed]
  const outs = await model.executeAsync(x);
  outs.map((t) => t.shape);
}

export function firstHalf(x) {
  // An element of an unbound call's tensors is a tensor: split() on it
  // makes two more (one finding for the statement's two).
  // CHECK: :[[@LINE+2]]:18: warning: intermediate tensor from 'x.unstack' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'x.unstack(...).split' is never disposed [tensor-undisposed]
  const [a, b] = x.unstack()[0].split(2);
  console.log(a.shape, b.shape);
}
