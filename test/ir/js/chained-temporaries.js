// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
export function classify(model, x) {
  const y = tf.add(x, 1).square();
  return y;
}

// CHECK: module "{{.*}}chained-temporaries.js" javascript
// CHECK: function "classify" @3:8 freq=unknown export="{{.*}}chained-temporaries.js#classify"
// Every parameter has a value, in order (non-tensors are `other`).
// CHECK-NEXT: value %0 "model" other param @3:26
// CHECK-NEXT: value %1 "x" other param @3:33
// CHECK-NEXT: value %2 "$t0" tensor temp @4:13
// CHECK-NEXT: value %3 "y" tensor local @4:9
// CHECK: 4:13 create %2 api="tf.add"
// CHECK-NEXT: 4:13 use %2 api="tf.add(...).square"
// CHECK-NEXT: 4:13 create %3 api="tf.add(...).square" release="{}.dispose()"
// CHECK-NEXT: 4:3 kill %2
// CHECK-NEXT: 5:3 escape %3 to=return
