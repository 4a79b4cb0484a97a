// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-use-after-dispose' %s | FileCheck %s --implicit-check-not=warning:
// A variable disposed and then given a value whose type nothing says (a
// record's field, an unknown call's result, a method's result) names that
// value afterwards: its uses are no uses of the disposed tensor. (Shape
// from ironmanciti/TensorflowJS-ML: `x.dispose(); x = normed.tensor;`.)
import * as tf from '@tensorflow/tfjs';
import {scale} from 'some-scaler';

export function fromRecordField(x, scaler) {
  let t = tf.tensor1d(x);
  const normed = scaler.normalize(t);
  t.dispose();
  t = normed.tensor;
  return t.sum();
}

export function fromUnknownCall(x) {
  let t = tf.tensor1d(x);
  const u = scale(t);
  t.dispose();
  t = u;
  return t.sum();
}

export function fromMethod(x, it) {
  let t = tf.tensor1d(x);
  t.dispose();
  t = it.next().value;
  return t.sum();
}

export function stillDisposed(x) {
  let t = tf.tensor1d(x);
  t.dispose();
  // CHECK: :[[@LINE+1]]:10: warning: tensor 't' is used after it was disposed [tensor-use-after-dispose]
  return t.sum();
}
