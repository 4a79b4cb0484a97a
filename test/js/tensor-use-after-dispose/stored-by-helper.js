// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint %s %S/Inputs/memory.ts | FileCheck %s --implicit-check-not=warning:
// The replay-memory bug through helpers (issue 17 item 3): a helper of this
// file or of another stores its parameter in a longer-lived container, so
// the caller's dispose frees what the memory still holds.
const tf = require('@tensorflow/tfjs');
const {addSample} = require('./Inputs/memory');

const memory = [];
function remember(state) {
  memory.push(state);
}

function step(env) {
  const state = tf.tensor(env.state);
  remember(state);
  // CHECK: :[[@LINE+2]]:3: warning: tensor 'state' is disposed while the container it was stored in still holds it [tensor-use-after-dispose]
  // CHECK-NEXT: :[[@LINE-2]]:3: note: stored here
  state.dispose();
}

function stepAcrossFiles(env) {
  const state = tf.tensor(env.state);
  const next = tf.tensor(env.next);
  addSample(state, next);
  // CHECK: :[[@LINE+1]]:3: warning: tensor 'state' is disposed while the container it was stored in still holds it [tensor-use-after-dispose]
  state.dispose();
}

function kept(env) {
  // The memory owns it now: not a leak either.
  const state = tf.tensor(env.state);
  remember(state);
}

module.exports = {step, stepAcrossFiles, kept};
