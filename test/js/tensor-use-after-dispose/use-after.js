// RUN: not %tensorlint --checks='-*,tensor-use-after-dispose' %s | FileCheck %s --implicit-check-not=warning:
// Reads of tensors whose memory was already freed.
import * as tf from '@tensorflow/tfjs';

export function logAfterDispose(model, x) {
  const y = model.predict(x);
  y.dispose();
  // CHECK: :[[@LINE+2]]:3: warning: tensor 'y' is used after it was disposed [tensor-use-after-dispose]
  // CHECK-NEXT: :[[@LINE-2]]:3: note: disposed here
  y.print();
}

export function disposedByTfDispose(a, b) {
  const sum = tf.add(a, b);
  const prod = tf.mul(a, b);
  const total = sum.dataSync()[0];
  tf.dispose([sum, prod]);
  // CHECK: :[[@LINE+1]]:18: warning: tensor 'prod' is used after it was disposed [tensor-use-after-dispose]
  return total + prod.dataSync()[0];
}

export function aliasDisposed(video) {
  const frame = tf.browser.fromPixels(video);
  const current = frame;
  frame.dispose();
  // CHECK: :[[@LINE+1]]:10: warning: tensor 'current' is used after it was disposed [tensor-use-after-dispose]
  return current.expandDims(0);
}

export function disposeInLoopThenRead(xs) {
  const t = tf.tensor(xs);
  for (let i = 0; i < 3; i++) {
    console.log(i);
  }
  t.dispose();
  // CHECK: :[[@LINE+1]]:{{13|21}}: warning: tensor 't' is used after it was disposed [tensor-use-after-dispose]
  const m = tf.mean(t);
  return m;
}
