// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// Fresh tensors written in an array or object literal that is bound to a
// name live as long as the name (declared in an outer block, as long as
// the declaration): released through it (tf.dispose(parts),
// parts.forEach(t => t.dispose())) or returned with it, they are not
// leaks; dropped with it, they are.
import * as tf from '@tensorflow/tfjs';

export function disposed(a, b, i) {
  const parts = [a.gather(i), b.gather(i)];
  console.log(parts.length);
  tf.dispose(parts);
}

export function returned(x) {
  const parts = {sq: x.square(), ab: x.abs()};
  return parts;
}

export function forEachDisposed(x) {
  const parts = [x.square(), x.abs()];
  console.log(parts.length);
  parts.forEach(t => t.dispose());
}

export function leaked(x) {
  // CHECK: :[[@LINE+2]]:18: warning: intermediate tensor from 'x.square' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK: :[[@LINE+1]]:30: warning: intermediate tensor from 'x.abs' is never bound and cannot be disposed [tensor-chained-temporary]
  const parts = [x.square(), x.abs()];
  console.log(parts.length);
}

// Assigned in a block, the array is the variable's where it is declared:
// released after the block, its tensors are released.
export function assignedInBlock(x, flag) {
  let outs = [];
  if (flag) {
    outs = [x.square(), x.abs()];
  }
  console.log(outs.length);
  tf.dispose(outs);
}

export function assignedInBlockDropped(x, flag) {
  let outs = [];
  if (flag) {
    // CHECK: :[[@LINE+2]]:13: warning: intermediate tensor from 'x.square' is never bound and cannot be disposed [tensor-chained-temporary]
    // CHECK: :[[@LINE+1]]:25: warning: intermediate tensor from 'x.abs' is never bound and cannot be disposed [tensor-chained-temporary]
    outs = [x.square(), x.abs()];
  }
  console.log(outs.length);
}
