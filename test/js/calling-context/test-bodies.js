// RUN: rm -rf %t && mkdir -p %t/src %t/lib/__tests__ && echo '{"name": "@demo/suite", "main": "src/index.js"}' > %t/package.json
// RUN: cp %s %t/src/model_test.js && cp %S/Inputs/test-bodies/fixtures.js %t/src/
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %t | FileCheck %s --implicit-check-not=warning:
// In an application (a private package) the fixtures' exports are called
// only by the run's code: here, by tests alone, which says nothing of how
// the product calls them; it never does, so makeBatch never runs. A method
// is not taken for dead code (calls through untyped receivers are not all
// resolved): Fixture.build is reported as any method of unknown frequency.
// RUN: echo '{"name": "suite", "private": true}' > %t/package.json
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %t | FileCheck %s --check-prefixes=CHECK,APP --implicit-check-not=warning:
// APP: fixtures.js:12:15: warning: tensor returned by 'tf.zeros' is never disposed
// The same file as a spec in a __tests__ folder: the same findings.
// RUN: rm %t/src/model_test.js %t/src/fixtures.js && cp %s %t/lib/__tests__/model.js && cp %S/Inputs/test-bodies/fixtures.js %t/lib/__tests__/
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %t | sed 's#lib/__tests__/model.js#src/model_test.js#' | FileCheck %s --implicit-check-not=warning:
// The same code in a file of the product: every test body is a function a
// runner may call again and again, as far as the product is concerned.
// RUN: rm -r %t/lib && cp %s %t/src/model.js && cp %S/Inputs/test-bodies/fixtures.js %t/src/
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %t | FileCheck %s --check-prefix=PRODUCT
// PRODUCT-DAG: fixtures.js:6:14: warning: tensor returned by 'tf.ones' is never disposed
// PRODUCT-DAG: fixtures.js:12:15: warning: tensor returned by 'tf.zeros' is never disposed
//
// A test body runs once per run of the suite (it, test, describe, their
// .only/.skip, beforeAll/afterAll): what it leaks does not grow, and neither
// does what a callback handed to a helper of the suite leaks, nor a module
// container it fills. A loop in a test, and a beforeEach hook (once per
// test), still repeat. (The fixtures of a published package, which only
// tests call, are ops its users may scope: unseen-callers.js.)
import * as tf from '@tensorflow/tfjs';
import {makeBatch, Fixture} from './fixtures';


let shared;
const kept = [];

function withInput(fn) {
  return fn(tf.tensor1d([1, 2]));
}

describe('model', () => {
  beforeAll(() => {
    shared = tf.ones([2]).add(1);
  });

  beforeEach(() => {
    // CHECK: model_test.js:[[@LINE+1]]:19: warning: tensor returned by 'tf.ones' is never disposed
    const extra = tf.ones([3]);
    extra.print();
  });

  it('adds', () => {
    // PRODUCT-DAG: model.js:[[@LINE+1]]:15: warning: tensor returned by 'tf.tensor1d' is never disposed
    const a = tf.tensor1d([1, 2]);
    expect(a.add(shared).dataSync()).toEqual([3, 4]);
  });

  it.only('batches', () => {
    kept.push(makeBatch(2));
    expect(new Fixture().build().shape).toEqual([2, 2]);
    // PRODUCT-DAG: model.js:[[@LINE+1]]:22: warning: intermediate tensor from 't.square'
    withInput((t) => t.square().sum().dataSync());
  });

  test('loops', () => {
    for (let i = 0; i < 3; i++) {
      // CHECK: model_test.js:[[@LINE+1]]:17: warning: tensor returned by 'tf.scalar' is never disposed; it leaks once per loop iteration
      const s = tf.scalar(i);
      s.dataSync();
    }
  });
});
