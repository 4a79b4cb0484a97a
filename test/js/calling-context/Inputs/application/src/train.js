// The application's helpers: exported, and called by main.js (see
// application-exports.test). In an application (ALL,APP) only the leaks
// that repeat are reported; in a published package (ALL,LIB) every export
// may be called again by code the run does not see.
import * as tf from '@tensorflow/tfjs';

// Called once, from main.js's start-up (a named import).
export function prepare(rows) {
  // LIB: train.js:[[@LINE+1]]:14: warning: tensor returned by 'tf.tensor2d' is never disposed [tensor-undisposed]
  const xs = tf.tensor2d(rows);
  console.log(xs.dataSync());
}

// Called once through a namespace import (`steps.evaluate()`).
export function evaluate(rows) {
  // LIB: train.js:[[@LINE+1]]:14: warning: tensor returned by 'tf.tensor1d' is never disposed [tensor-undisposed]
  const ys = tf.tensor1d(rows);
  console.log(ys.dataSync());
}

// A method of an exported object, called once.
export const trainer = {
  fit(rows) {
    // LIB: train.js:[[@LINE+1]]:19: warning: tensor returned by 'tf.tensor2d' is never disposed [tensor-undisposed]
    const batch = tf.tensor2d(rows);
    console.log(batch.dataSync());
  },
};

// Handed to timing.js's `timed`, which calls its callback once.
export function summarize() {
  // LIB: train.js:[[@LINE+1]]:17: warning: tensor returned by 'tf.scalar' is never disposed [tensor-undisposed]
  const total = tf.scalar(3);
  console.log(total.dataSync());
}

// Called once through a module variable of main.js (`const done = finish`).
export function finish() {
  // LIB: train.js:[[@LINE+1]]:16: warning: tensor returned by 'tf.scalar' is never disposed [tensor-undisposed]
  const last = tf.scalar(4);
  console.log(last.dataSync());
}

// Called once by a method of main.js's class (`new App().start()`).
export function report() {
  // LIB: train.js:[[@LINE+1]]:17: warning: tensor returned by 'tf.scalar' is never disposed [tensor-undisposed]
  const shown = tf.scalar(5);
  console.log(shown.dataSync());
}

// Called once through an object main.js keeps it in (`jobs.archive()`).
export function archive() {
  // LIB: train.js:[[@LINE+1]]:16: warning: tensor returned by 'tf.scalar' is never disposed [tensor-undisposed]
  const kept = tf.scalar(6);
  console.log(kept.dataSync());
}

// Called every second by main.js: a leak per call, whatever the package.
export function tick() {
  // ALL: train.js:[[@LINE+1]]:16: warning: tensor returned by 'tf.scalar' is never disposed; it leaks every time 'tick' runs ('setInterval' callback in main.js) [tensor-undisposed]
  const beat = tf.scalar(7);
  console.log(beat.dataSync());
}

// Handed to timing.js's `forRows`, which calls its callback per row.
export function perRow(row) {
  // ALL: train.js:[[@LINE+1]]:15: warning: tensor returned by 'tf.tensor1d' is never disposed; it leaks every time 'perRow' runs (called inside a loop at line 11 of timing.js) [tensor-undisposed]
  const one = tf.tensor1d(row);
  console.log(one.dataSync());
}
