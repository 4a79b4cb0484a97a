// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
function f() {
  const a = tf.ones([1]), b = tf.zeros([1]);
  tf.dispose([a, b]);
  a.dispose();
}

// Each element of the array is released at its own position.
// CHECK: 5:15 release %0 api="tf.dispose"
// CHECK-NEXT: 5:18 release %1 api="tf.dispose"
// CHECK-NEXT: 6:3 release %0 api="a.dispose"
