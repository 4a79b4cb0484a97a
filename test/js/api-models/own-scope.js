// RUN: not %tensorlint --report-unproven-repetition --api %S/Inputs/acme.yaml --api %S/Inputs/plain.yaml --checks='-*,tensor-*' %s \
// RUN:   | FileCheck %s --implicit-check-not=warning:
// RUN: not %tensorlint --report-unproven-repetition --api %S/Inputs/acme.yaml --api %S/Inputs/plain.yaml --checks='-*,tensor-*' --format=json %s \
// RUN:   | FileCheck %s --check-prefix=FIX
// A library added by one YAML file: its resource's noun, its release, its
// scope in the advice and in the fix, spelled with this file's name for its
// namespace. A library with no scope gets no scope advice.
import * as acme from 'acme-tensors';
import * as plain from 'plain-arrays';

export function leaks(n) {
  // CHECK: :[[@LINE+2]]:13: warning: buffer returned by 'acme.ones' is never disposed [tensor-undisposed]
  // CHECK: note: call 'b.free()' after its last use (line [[@LINE+2]]), or run the function inside acme.region()
  const b = acme.ones(n);
  return b.sum();
}

export function chained(n) {
  // CHECK: :[[@LINE+2]]:3: warning: intermediate buffer from 'acme.ones' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK: note: bind it to a variable and dispose it, or run the statement inside acme.region()
  acme.ones(n).sum();
  // FIX: "text": "acme.region(() => { "
}

export function scoped(n) {
  return acme.region(() => acme.ones(n).sum());
}

export function freed(n) {
  const b = acme.ones(n);
  const s = b.sum();
  b.free();
  return s;
}

export function plainLeaks(n) {
  // CHECK: :[[@LINE+2]]:13: warning: array returned by 'plain.alloc' is never disposed [tensor-undisposed]
  // CHECK: note: call 'a.close()' after its last use (line [[@LINE+2]]){{$}}
  const a = plain.alloc(n);
  return a.read();
}
