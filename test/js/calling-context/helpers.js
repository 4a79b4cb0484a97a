// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s %S/Inputs/boxes.js | FileCheck %s --implicit-check-not=warning:
// Calling context: a helper whose every call in the run happens inside a
// freeing scope (a tf.tidy callback, startScope/endScope, or a helper that
// itself runs in one) runs in that scope: its intermediates are not leaks.
// A helper also called outside any scope, and an exported function with no
// caller in the run, are checked as before.
import * as tf from '@tensorflow/tfjs';
import {scaleBoxes} from './Inputs/boxes.js';

function decodeBounds(raw) {
  const half = tf.div(tf.slice(raw, [0, 2], [-1, 2]), 2);
  const centers = tf.slice(raw, [0, 0], [-1, 2]);
  return tf.concat([tf.sub(centers, half), tf.add(centers, half)], 1);
}

function normalize(x) {
  return tf.div(tf.sub(x, tf.mean(x)), 255);
}

// Only called from normalizeAll, which runs in a scope: in the scope too.
function clip(x) {
  const lo = tf.maximum(x, 0);
  return tf.minimum(lo, 1);
}

function normalizeAll(x) {
  return clip(normalize(x));
}

export function detect(model, img) {
  return tf.tidy(() => {
    const raw = model.predict(normalizeAll(img));
    return scaleBoxes(decodeBounds(raw), 2);
  });
}

function square(x) {
  const y = tf.square(x);
  return tf.sum(y);
}

export function manual(x) {
  tf.engine().startScope();
  const s = square(x);
  console.log(s.dataSync());
  tf.engine().endScope();
}

function leakyHelper(x) {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.abs' is never disposed [tensor-undisposed]
  const y = tf.abs(x);
  return tf.sum(y);
}

export function mixed(x) {
  const a = tf.tidy(() => leakyHelper(x));
  const b = leakyHelper(x);
  return [a, b];
}

export function noCaller(x) {
  // An op of its own that no code of the run calls (unseen-callers.js).
  const t = tf.exp(x);
  return tf.sum(t);
}

// Recursion alone is no scope: a function that only calls itself, and what
// it calls, are not in one.
function predictNested(x, depth) {
  if (depth > 0)
    return predictNested(x, depth - 1);
  return leaf(x);
}

function leaf(x) {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.log' is never disposed [tensor-undisposed]
  const l = tf.log(x);
  return l.dataSync();
}
