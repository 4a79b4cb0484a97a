// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-chained-temporary' %s | FileCheck %s --implicit-check-not=warning:
// TypeScript: chains in loops, in class methods and on annotated tensors.
import * as tf from '@tensorflow/tfjs';
import { tensor1d, scalar } from '@tensorflow/tfjs';

export function accuracy(preds: tf.Tensor2D, labels: tf.Tensor2D): number {
  // CHECK-DAG: :[[@LINE+4]]:15: warning: intermediate tensor from 'preds.argMax' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK-DAG: :[[@LINE+3]]:38: warning: intermediate tensor from 'labels.argMax' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK-DAG: :[[@LINE+2]]:{{15|32}}: warning: intermediate tensor from 'equal' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK-DAG: :[[@LINE+1]]:{{15|57}}: warning: intermediate tensor from 'mean' is never bound and cannot be disposed [tensor-chained-temporary]
  const acc = preds.argMax(-1).equal(labels.argMax(-1)).mean().dataSync()[0];
  return acc;
}

export class Smoother {
  private state: tf.Tensor1D;
  constructor(n: number) {
    this.state = tf.zeros([n]);
  }
  push(sample: number[]): void {
    // CHECK-DAG: :[[@LINE+2]]:39: warning: intermediate tensor from 'scalar' is never bound and cannot be disposed [tensor-chained-temporary]
    // CHECK-DAG: :[[@LINE+1]]:18: warning: intermediate tensor from 'tensor1d' is never bound and cannot be disposed [tensor-chained-temporary]
    const next = tensor1d(sample).mul(scalar(0.1));
    this.state.dispose();
    this.state = next;
  }
}

export function logLosses(losses: tf.Scalar[]): void {
  for (const l of losses) {
    // CHECK: :[[@LINE+1]]:17: warning: intermediate tensor from 'l.mul' is never bound and cannot be disposed; it leaks once per loop iteration [tensor-chained-temporary]
    console.log(l.mul(100).arraySync());
  }
}
