// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s | FileCheck %s --implicit-check-not=warning:
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s %S/Inputs/unseen-callers/train.js | FileCheck %s --check-prefixes=CHECK,CALLED --implicit-check-not=warning:
// A test calling the ops outside any tidy says nothing of how the product
// calls them: only the test's own leak is reported.
// RUN: rm -rf %t && mkdir -p %t/test && cp %s %t/ops.js && cp %S/Inputs/unseen-callers/ops.test.js %t/test/ && echo '{"name": "@demo/ops"}' > %t/package.json
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %t | FileCheck %s --check-prefixes=CHECK,TESTED --implicit-check-not=warning:
// An op of a package's own: an export that returns a tensor it makes, which
// no code of the run calls. Its callers run it as they run the library's
// ops, inside their tidy or not (a loss handed to model.compile runs inside
// the library's): what it drops is theirs to free, and the run cannot see
// them. Not reported. Once the run calls it (Inputs/unseen-callers/train.js,
// per batch, outside any tidy), it is analysed where it runs. Through
// another file, a method (of an exported class, of an exported object), a
// callback (the loss handed to model.compile) and a module variable (the
// constant it reads).
import * as tf from '@tensorflow/tfjs';

const epsilon = 1e-7;

export function normalize(xs) {
  // CALLED: :[[@LINE+1]]:15: warning: tensor returned by 'xs.min' is never disposed; it leaks every time 'normalize' runs (called inside a loop at line 7 of train.js) [tensor-undisposed]
  const low = xs.min();
  // CALLED: :[[@LINE+2]]:17: warning: intermediate tensor from 'xs.max' is never bound and cannot be disposed; it leaks every time 'normalize' runs (called inside a loop at line 7 of train.js) [tensor-chained-temporary]
  // CALLED: :[[@LINE+1]]:17: warning: tensor returned by 'xs.max(...).sub' is never disposed; it leaks every time 'normalize' runs (called inside a loop at line 7 of train.js) [tensor-undisposed]
  const range = xs.max().sub(low);
  // CALLED: :[[@LINE+1]]:10: warning: intermediate tensor from 'xs.sub' is never bound and cannot be disposed; it leaks every time 'normalize' runs (called inside a loop at line 7 of train.js) [tensor-chained-temporary]
  return xs.sub(low).div(range);
}

// Calls the ops below: all run in the scope its callers decide.
export function diceLoss(yTrue, yPred) {
  const weights = scaled(yTrue);
  return dice(yTrue, yPred).mul(weights).mean();
}

// A helper of the module's own, called by the op above only.
function scaled(x) {
  const top = x.max();
  return x.div(top);
}

// Returns no tensor: its own callers may run it anywhere, so the op that
// calls it does not bring it into a scope.
export function logStats(x) {
  // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'x.mean' is never disposed
  const avg = x.mean();
  console.log(avg.dataSync());
}

export function withStats(x) {
  logStats(x);
  return x.square();
}

export function dice(yTrue, yPred) {
  const intersection = tf.sum(tf.mul(yTrue, yPred));
  const union = tf.add(tf.sum(yTrue), tf.sum(yPred));
  return tf.scalar(1).sub(intersection.mul(2).add(epsilon).div(union.add(epsilon)));
}

export class Scaler {
  transform(xs) {
    const mean = xs.mean();
    return xs.sub(mean);
  }
}

export const losses = {
  squared(a, b) {
    const diff = a.sub(b);
    return diff.square().mean();
  },
};

// Frees some of what it makes: it manages its memory itself, and what it
// forgets is a leak whoever calls it.
export function halfManaged(xs) {
  const sq = xs.square();
  // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'sq.sum' is never disposed
  const total = sq.sum();
  sq.dispose();
  return total.mul(2);
}

// Returns no tensor: whatever calls it, what it drops is lost.
export function report(xs) {
  // CHECK: :[[@LINE+1]]:16: warning: tensor returned by 'xs.mean' is never disposed
  const mean = xs.mean();
  console.log(mean.dataSync());
}

export function compileWith(model) {
  model.compile({optimizer: 'adam', loss: dice});
}

// The test's own leak (Inputs/unseen-callers/ops.test.js, in a test folder):
// TESTED: test/ops.test.js:10:12: warning: intermediate tensor from 'dice' is never bound and cannot be disposed; it leaks once per loop iteration [tensor-chained-temporary]
