// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
export function classify(model, x) {
  const y = tf.add(x, 1).square();
  return y;
}

// CHECK: module "{{.*}}chained-temporaries.js" javascript
// CHECK: function "classify" @3:8 freq=unknown export="{{.*}}chained-temporaries.js#classify"
// CHECK-NEXT: value %0 "$t0" tensor temp @4:13
// CHECK-NEXT: value %1 "y" tensor local @4:9
// CHECK: 4:13 create %0 api="tf.add"
// CHECK-NEXT: 4:13 use %0 api="tf.add(...).square"
// CHECK-NEXT: 4:13 create %1 api="tf.add(...).square" release="{}.dispose()"
// CHECK-NEXT: 4:3 kill %0
// CHECK-NEXT: 5:3 escape %1 to=return
