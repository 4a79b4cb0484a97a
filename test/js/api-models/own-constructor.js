// RUN: not %tensorlint --report-unproven-repetition --api %S/Inputs/acme.yaml --checks='-*,tensor-*' %s \
// RUN:   | FileCheck %s --implicit-check-not=warning:
// A library's class (`constructor: true` in its model) creates its resource
// with `new`, under the namespace or a named import; the library's
// `untyped_receivers` say what a value of unknown type is when code calls
// one of their methods on it. All of it from acme.yaml, no C++.
import * as acme from 'acme-tensors';
import { Buffer } from 'acme-tensors';

export function constructed(n) {
  // CHECK: :[[@LINE+2]]:13: warning: buffer returned by 'new acme.Buffer' is never disposed [tensor-undisposed]
  // CHECK: note: call 'b.free()' after its last use
  const b = new acme.Buffer(n);
  return b.sum();
}

export function imported(n) {
  // CHECK: :[[@LINE+1]]:3: warning: intermediate buffer from 'new Buffer' is never bound and cannot be disposed [tensor-chained-temporary]
  new Buffer(n).sum();
}

export function freed(n) {
  const b = new Buffer(n);
  const s = b.sum();
  b.free();
  return s;
}

// A class of the application, not of the model: nothing is created.
class Local {}
export function notModelled() {
  const l = new Local();
  return l;
}

// `b` has no type; calling `scale`, a method of the library's untyped
// receiver, says it is a buffer, so `c` is a fresh buffer. Without
// `untyped_receivers` in acme.yaml nothing would be reported here.
export function scaledSum(b) {
  // CHECK: :[[@LINE+1]]:13: warning: buffer returned by 'b.scale' is never disposed [tensor-undisposed]
  const c = b.scale(2);
  return c.sum();
}
