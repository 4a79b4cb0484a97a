// RUN: not %tensorlint --report-unproven-repetition --api %S/Inputs/devices.yaml --checks='-*,tensor-*' %s \
// RUN:   | FileCheck %s --implicit-check-not=warning:
// `variants` in devices.yaml: the options argument chooses what alloc()
// makes, written in the call, in a const it names, or per part.
import * as dev from 'device-buffers';

export function host(n) {
  // CHECK: :[[@LINE+1]]:13: warning: host buffer returned by 'dev.alloc' is never disposed [tensor-undisposed]
  const b = dev.alloc(n);
  return b.length;
}

export function onDevice(n) {
  // CHECK: :[[@LINE+1]]:13: warning: device buffer returned by 'dev.alloc' is never disposed [tensor-undisposed]
  const b = dev.alloc(n, { device: true });
  return b.length;
}

export function named(n) {
  const opts = { device: 'gpu' };
  // CHECK: :[[@LINE+1]]:13: warning: device buffer returned by 'dev.alloc' is never disposed [tensor-undisposed]
  const b = dev.alloc(n, opts);
  return b.length;
}

export function perPart(n) {
  // CHECK: :[[@LINE+1]]:13: warning: device buffer returned by 'dev.alloc' is never disposed [tensor-undisposed]
  const b = dev.alloc(n, { device: { weights: 'gpu', bias: false } });
  return b.length;
}

export function notChosen(n) {
  // CHECK: :[[@LINE+1]]:13: warning: host buffer returned by 'dev.alloc' is never disposed [tensor-undisposed]
  const b = dev.alloc(n, { device: false, label: 'gpu' });
  return b.length;
}
