// RUN: not %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// A script's top-level code runs once: what it keeps lives as long as the
// program. A top-level loop that drops a tensor on every iteration leaks.
import * as tf from '@tensorflow/tfjs-node';

const weights = tf.randomNormal([4, 4]);

for (let step = 0; step < 100; step++) {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.matMul' is never disposed; it leaks once per loop iteration [tensor-undisposed]
  const y = tf.matMul(weights, weights);
  console.log(step, y.shape);
}

for (let step = 0; step < 100; step++) {
  const y = tf.matMul(weights, weights);
  console.log(step, y.shape);
  y.dispose();
}

// The last tensor of the loop is kept for good: not a leak.
let last = null;
for (let step = 0; step < 100; step++) {
  last?.dispose();
  last = tf.matMul(weights, weights);
}
console.log(last.shape);

// Loop-carried in a function: the previous iteration's tensor is disposed
// before the variable takes the next one.
export function smooth(frames) {
  let prev = null;
  for (const frame of frames) {
    if (prev) prev.dispose();
    const next = tf.mul(frame, 0.5);
    prev = next;
  }
  return prev;
}

function forgetsThePrevious(frames) {
  let prev = null;
  for (const frame of frames) {
    // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'tf.mul' is not disposed before 'prev' is reassigned at line [[@LINE+2]]; it leaks once per loop iteration [tensor-undisposed]
    const next = tf.mul(frame, 0.5);
    prev = next;
  }
  return prev;
}
