// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
function f(c) {
  const t = tf.ones([1]);
  try {
    if (c) throw new Error('x');
  } finally {
    t.dispose();
  }
}

// The finally body is copied onto the throw path and the normal path.
// CHECK: function "f"
// CHECK: 8:5 release %1 api="t.dispose"
// CHECK: throw@6:12 -> [[EXIT:bb[0-9]+]]
// CHECK-NEXT: 8:5 release %1 api="t.dispose"
// CHECK: [[EXIT]]: exit
