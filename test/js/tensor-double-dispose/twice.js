// RUN: not %tensorlint --checks='-*,tensor-double-dispose' %s | FileCheck %s --implicit-check-not=warning:
// The same tensor released twice, through one name or through aliases.
import * as tf from '@tensorflow/tfjs';

export function twice(model, x) {
  const y = model.predict(x);
  y.print();
  y.dispose();
  // CHECK: :[[@LINE+2]]:3: warning: tensor 'y' is disposed twice [tensor-double-dispose]
  // CHECK-NEXT: :[[@LINE-2]]:3: note: first disposed here
  y.dispose();
}

export function mixed(a, b) {
  const c = tf.add(a, b);
  c.dispose();
  console.log('done');
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: warning: tensor 'c' is disposed twice [tensor-double-dispose]
  tf.dispose(c);
}

export function alias(video) {
  const frame = tf.browser.fromPixels(video);
  const last = frame;
  frame.dispose();
  // CHECK: :[[@LINE+1]]:3: warning: tensor 'last' is disposed twice [tensor-double-dispose]
  last.dispose();
}

export function finallyAndBody(model, x) {
  const y = model.predict(x);
  try {
    console.log(y.dataSync());
    y.dispose();
  } finally {
    // CHECK: :[[@LINE+1]]:5: warning: tensor 'y' is disposed twice [tensor-double-dispose]
    y.dispose();
  }
}

function release(t) {
  t.dispose();
}

export function viaHelper(xs) {
  const t = tf.tensor(xs);
  release(t);
  // CHECK: :[[@LINE+1]]:3: warning: tensor 't' is disposed twice [tensor-double-dispose]
  t.dispose();
}

export function bothBranches(flag, x) {
  const y = x.neg();
  if (flag) {
    y.dispose();
  } else {
    tf.dispose(y);
  }
  // CHECK: :[[@LINE+1]]:3: warning: tensor 'y' is disposed twice [tensor-double-dispose]
  y.dispose();
}
