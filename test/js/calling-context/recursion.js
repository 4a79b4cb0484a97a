// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// A function that calls itself reads its own summary: the round that changes
// that summary must analyse it again, or the recursive call's tensor would
// be checked against the summary of before (where 'g' returned nothing).
import * as tf from '@tensorflow/tfjs';

export function g(n) {
  if (n > 0) {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'g' is never disposed [tensor-undisposed]
    const t = g(n - 1);
    console.log(t.shape);
  }
  return tf.zeros([1]);
}

// Mutual recursion: each reads the other's summary.
export function even(n) {
  if (n > 0) {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'odd' is never disposed [tensor-undisposed]
    const t = odd(n - 1);
    console.log(t.shape);
  }
  return tf.ones([1]);
}

export function odd(n) {
  if (n > 0)
    return even(n - 1);
  return tf.zeros([1]);
}
