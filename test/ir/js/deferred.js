// RUN: %tensorlint --dump-ir %s | FileCheck %s
// Callbacks scheduled once (FunctionAttrs::DeferredBy) name the function
// whose run schedules them; a method of a top-level object literal is a
// call that only dispatches (Op::OtherCallees, printed "or=").
import * as tf from '@tensorflow/tfjs';

const steps = {
  // CHECK: @1 function "seed" @[[@LINE+1]]:3 freq=unknown{{$}}
  seed() {
    return tf.ones([2]);
  },
};
// CHECK: @2 function "<arrow@[[@LINE+2]]:{{[0-9]+}}>" {{.*}} freq=unknown ('setTimeout' callback) deferred-by=@0{{$}}
// CHECK: call _ api="steps.seed" or=@1
setTimeout(() => steps.seed(), 0);
// CHECK: @3 function "train" {{.*}} freq=unknown unreferenced{{$}}
function train() {
  requestAnimationFrame(tick);
  // CHECK: @4 function "<arrow@[[@LINE+1]]:{{[0-9]+}}>" {{.*}} freq=unknown ('then' callback) deferred-by=@3 parent=@3
  fetch('/x').then(() => tf.zeros([1]).print());
  // CHECK: @5 function "<arrow@[[@LINE+2]]:{{[0-9]+}}>" {{.*}} freq=per-iteration ('setTimeout' callback registered in a loop) parent=@3
  for (let i = 0; i < 3; i++)
    setTimeout(() => tf.zeros([1]).print(), i);
}
// CHECK: @6 function "tick" {{.*}} freq=unknown deferred-by=@3 deferred-by=@0{{$}}
function tick() {}
requestAnimationFrame(tick);
