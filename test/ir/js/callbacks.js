// RUN: %tensorlint --dump-ir %s | FileCheck %s
// Functions passed as arguments (Op::Callbacks) and parameters called or
// handed to a scope API (FunctionAttrs::ParamCalls), for calling context.
import * as tf from '@tensorflow/tfjs';

// CHECK: function "scoped" @[[@LINE+1]]:1 freq=unknown scopes-param=@[[SCOPED:[0-9]+]].p0@[[@LINE+2]]:10
function scoped(fn) {
  return tf.tidy(fn);
}
// CHECK: function "twice" @[[@LINE+1]]:1 freq=unknown calls-param=@[[TWICE:[0-9]+]].p1@[[@LINE+2]]:3/bb{{[0-9]+}} calls-param=@[[TWICE]].p1@[[@LINE+3]]:10
function twice(n, fn) {
  fn();
  return fn();
}
// CHECK: function "onward" @[[@LINE+1]]:1
function onward(fn) {
  // CHECK: call _ args=({{.*}}) api="scoped" callee=@[[SCOPED]] callback0=@{{[0-9]+}}.p0
  return scoped(fn);
}
function square(x) {
  return x.square();
}
export function use(x) {
  // CHECK: call _ args=(_, _) api="twice" callee=@[[TWICE]] callback1=@{{[0-9]+}}
  twice(1, () => x.square());
  // CHECK: call _ args=(_) api="scoped" callee=@[[SCOPED]] callback0=@{{[0-9]+}}
  return scoped(square);
}
