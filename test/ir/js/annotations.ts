// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
function f(x: tf.Tensor, m: tf.LayersModel): tf.Tensor {
  const y = m.predict(x) as tf.Tensor;
  x.dispose();
  return y;
}

// CHECK: module "{{.*}}annotations.ts" typescript
// CHECK: value %0 "x" tensor param @3:12
// CHECK-NEXT: value %1 "m" model param @3:26
// CHECK-NEXT: value %2 "y" tensor local @4:9
// CHECK: 4:13 use %1 api="m.predict"
// CHECK-NEXT: 4:13 use %0 api="m.predict"
// CHECK-NEXT: 4:13 create %2 api="m.predict"
// CHECK-NEXT: 5:3 release %0 api="x.dispose"
// CHECK-NEXT: 6:3 escape %2 to=return
