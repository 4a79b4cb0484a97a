// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
function run(n) {
  for (let i = 0; i < n; i++) {
    const y = tf.ones([1]);
    y.print();
  }
}

// The const in the loop body dies at the end of each iteration.
// CHECK: function "run"
// CHECK: bb1: -> [[BODY:bb[0-9]+]] bb2
// CHECK: [[BODY]]: loop -> [[INC:bb[0-9]+]]
// CHECK-NEXT: 5:15 create %1 api="tf.ones"
// CHECK-NEXT: 6:5 use %1 api="y.print"
// CHECK-NEXT: 7:3 kill %1
