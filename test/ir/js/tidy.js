// RUN: %tensorlint --dump-ir %s | FileCheck %s
const tf = require('@tensorflow/tfjs-node');
function f(x) {
  const y = tf.tidy(() => tf.ones([2]).mul(2));
  return y;
}

// CHECK: function "f"
// CHECK: 4:13 scoped-call api="tf.tidy" callee=@2
// CHECK-NEXT: 4:13 create %1 api="tf.tidy"
// CHECK-NEXT: 5:3 escape %1 to=return
// CHECK: @2 function "<arrow@4:21>" @4:21 freq=unknown scope-callback parent=@1
// CHECK: create %1 api="tf.ones(...).mul"
// CHECK-NEXT: escape %1 to=return
