// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// The limits of the escapes in escapes-clean.ts: these still leak.
import * as tf from '@tensorflow/tfjs';
import {Tensor, tidy} from '@tensorflow/tfjs';

export function tensorConcat(a: Tensor, b: Tensor): number {
  // A Tensor (not `Tensor | Tensor[]`): concat makes a new tensor.
  // CHECK: :[[@LINE+1]]:16: warning: tensor returned by 'a.concat' is never disposed [tensor-undisposed]
  const both = a.concat(b);
  return both.size;
}

export function later(x: Tensor) {
  return tidy(() => {
    // A timer callback runs after the tidy scope has closed (as often as
    // 'later' runs: unknown to this file).
    setTimeout(() => {
      // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'tf.square' is never disposed [tensor-undisposed]
      const sq = tf.square(x);
      console.log(sq.shape);
    }, 10);
    return tf.neg(x);
  });
}
