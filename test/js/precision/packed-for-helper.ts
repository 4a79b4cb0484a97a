// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A tensor packed into a new record or list for a function of the
// application (here a closure a factory returned) is handed over: the
// replay memory keeps it. Shape from ScottyXIII/bigheaded.
import * as tf from '@tensorflow/tfjs';
import createMemory from './memory';

const { addSample } = createMemory(500);

export function run(inputs: number[]) {
  const state = tf.tensor2d([inputs]);
  addSample({ state, action: 1 });
  const next = tf.tensor2d([inputs]);
  addSample([next, 1]);
}

export function lends(inputs: number[]) {
  // A tensor passed as itself to code tensorlint cannot see (a closure a
  // factory of another module returned) may be kept there too: handed
  // over, no leak of this function's...
  const state = tf.tensor2d([inputs]);
  addSample(state);
}

export function lendsThenFrees(inputs: number[], again: boolean) {
  // ...unless this function frees it afterwards: then the call only
  // borrowed it, and the path that does not free it leaks.
  // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'tf.tensor2d' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  const state = tf.tensor2d([inputs]);
  addSample(state);
  if (again) return;
  state.dispose();
}

export function compiles(model: any) {
  // A method of an object of unknown type may be the library's, which only
  // reads what it is given: the optimizer is still this function's.
  // CHECK: :[[@LINE+1]]:15: warning: optimizer returned by 'tf.train.adam' is not disposed on every path [tensor-undisposed]
  const opt = tf.train.adam(0.01);
  if (!model) {
    opt.dispose();
    return;
  }
  model.compile({ optimizer: opt, loss: 'meanSquaredError' });
}
