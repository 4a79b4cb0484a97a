// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A generator hands what it yields to whoever iterates it (a
// tf.data.generator's dataset, a for-of loop), as a function hands what it
// returns: yielded tensors, alone or in a record, are no leak of the
// generator's (shape from alfredanyan/toxicity-detector-tensorflow-js). What
// it makes and does not yield is.
import * as tf from '@tensorflow/tfjs';

export function dataset(rows, labels) {
  function* features() {
    for (const row of rows) {
      yield tf.tensor2d([row], [1, row.length]);
    }
  }
  function* samples() {
    for (let i = 0; i < rows.length; i++) {
      const xs = tf.tensor2d([rows[i]]);
      const ys = tf.tensor2d([[labels[i]]]);
      yield {xs, ys};
    }
  }
  function* leaky() {
    for (const row of rows) {
      // CHECK: :[[@LINE+1]]:23: warning: tensor returned by 'tf.tensor1d' is never disposed; it leaks once per loop iteration [tensor-undisposed]
      const scratch = tf.tensor1d(row);
      // CHECK: :[[@LINE+1]]:13: warning: intermediate tensor from 'scratch.sum' is never bound and cannot be disposed; it leaks once per loop iteration [tensor-chained-temporary]
      yield scratch.sum().dataSync()[0];
    }
  }
  return [tf.data.generator(features), tf.data.generator(samples), leaky];
}
