// RUN: not %tensorlint --report-unproven-repetition --api %S/Inputs/other-tensors.yaml --checks='-*,tensor-*' %s \
// RUN:   | FileCheck %s --implicit-check-not=warning:
// Two libraries each have a `Tensor` (other-tensors.yaml and TF.js): a type
// means the resource of the namespace it names or the library it was
// imported from, and each library's entries make its own resource. Only
// TF.js has a scope, so only its findings advise tf.tidy().
import * as tf from '@tensorflow/tfjs';
import * as other from 'other-tensors';
import { Tensor } from 'other-tensors';

export function qualified(t: other.Tensor) {
  t.release();
  // CHECK: :[[@LINE+1]]:3: warning: frame 't' is disposed twice [tensor-double-dispose]
  t.release();
}

export function tfQualified(t: tf.Tensor) {
  t.dispose();
  // CHECK: :[[@LINE+1]]:3: warning: tensor 't' is disposed twice [tensor-double-dispose]
  t.dispose();
}

export function imported(t: Tensor) {
  t.release();
  // CHECK: :[[@LINE+1]]:3: warning: frame 't' is disposed twice [tensor-double-dispose]
  t.release();
}

export function made() {
  // CHECK: :[[@LINE+2]]:13: warning: frame returned by 'other.make' is never disposed [tensor-undisposed]
  // CHECK-NEXT: note: call 'o.release()' after its last use (line [[@LINE+5]]){{$}}
  const o = other.make();
  const x = tf.ones([1]);
  // CHECK: :[[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed [tensor-undisposed]
  // CHECK-NEXT: note: call 'x.dispose()' after its last use (line [[@LINE+1]]), or run the function inside tf.tidy()
  return o.read() + x.dataSync()[0];
}
