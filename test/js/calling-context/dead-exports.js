// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/utils.js && cp %S/Inputs/dead-exports/src/*.js %t/src/
// RUN: echo '{"name": "clicker", "private": true}' > %t/package.json
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %t | FileCheck %s --implicit-check-not=warning:
// A module that imports neverCalled to hand it on: it may run.
// RUN: cp %S/Inputs/dead-exports/values.js %t/src/
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %t | FileCheck %s --check-prefixes=CHECK,LIB --implicit-check-not=warning:
// RUN: rm %t/src/values.js
// The same calls through a namespace import: what it reads is what it calls.
// RUN: cp %t/src/main.js %t/main.js.orig && cp %S/Inputs/dead-exports/variants/namespace-main.js %t/src/main.js
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %t | FileCheck %s --implicit-check-not=warning:
// A namespace handed on whole, or a module that re-exports neverCalled by
// name or wholesale: it may run.
// RUN: cp %S/Inputs/dead-exports/variants/namespace-whole.js %t/src/
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %t | FileCheck %s --check-prefixes=CHECK,LIB --implicit-check-not=warning:
// RUN: rm %t/src/namespace-whole.js && cp %S/Inputs/dead-exports/variants/re-export.js %t/src/
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %t | FileCheck %s --check-prefixes=CHECK,LIB --implicit-check-not=warning:
// RUN: rm %t/src/re-export.js && cp %S/Inputs/dead-exports/variants/re-export-all.js %t/src/
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %t | FileCheck %s --check-prefixes=CHECK,LIB --implicit-check-not=warning:
// RUN: rm %t/src/re-export-all.js && mv %t/main.js.orig %t/src/main.js
// A published library: any export may be called by its users.
// RUN: echo '{"name": "@demo/clicker", "main": "src/main.js"}' > %t/package.json
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %t | FileCheck %s --check-prefixes=CHECK,LIB,PUB --implicit-check-not=warning:
//
// An application's export that the run's code never calls, in a module the
// run imports, never runs: what it would leak is not reported. The ones
// main.js calls per click, per iteration, or through the container it
// imports, are.
import * as tf from '@tensorflow/tfjs';

// Inputs/dead-exports/src/orphan.js: no module imports or names it, and
// its top level only declares: it never runs in the application
// (unloaded-modules.test); a library's user may import it.
// PUB: orphan.js:6:13: warning: tensor returned by 'tf.tensor1d' is never disposed

let last;

export function perClick() {
  // CHECK: utils.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  const t = tf.ones([2]);
  last = t.sum().dataSync()[0];
}

export function normalize(n) {
  // CHECK: utils.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.scalar' is never disposed
  const s = tf.scalar(n);
  return s.div(2).dataSync()[0];
}

function score() {
  // CHECK: utils.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.zeros' is never disposed
  const z = tf.zeros([3]);
  return z.mean().dataSync()[0];
}
export const actions = {score};

// Called by nobody: never runs in the application; a library's user may
// call it.
export function neverCalled() {
  // LIB: utils.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  const u = tf.ones([4]);
  return u.max().dataSync()[0];
}

export class Store {
  // A method is not taken for dead code: calls through receivers the run
  // cannot type are not all resolved.
  refresh() {
    // CHECK: utils.js:[[@LINE+1]]:15: warning: tensor returned by 'tf.ones' is never disposed
    const o = tf.ones([5]);
    this.v = o.sum().dataSync();
  }
}
