// RUN: not %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A record of temporaries (`const t = {}; t.diff = ...`) disposed entry by
// entry: the owner disposes its own entries, nothing else still holds them.
// Disposing through another name what a longer-lived owner still holds is
// the replay-memory bug and is still reported.
import * as tf from '@tensorflow/tfjs';

export async function compare(input1: tf.Tensor, input2: tf.Tensor) {
  const t: Record<string, tf.Tensor> = {};
  t.input1 = tf.clone(input1);
  t.diff = tf.sub(t.input1, input2);
  t.squared = tf.mul(t.diff, t.diff);
  const sum = await t.squared.data();
  tf.dispose([t.input1, t.diff, t.squared]);
  return sum[0];
}

const state: Record<string, tf.Tensor> = {};
export function step(input: tf.Tensor) {
  state.src = tf.div(input, 255);
  const out = tf.mul(state.src, 2);
  tf.dispose(state.src);
  return out;
}

const memory: tf.Tensor[] = [];
export function remember(x: tf.Tensor) {
  const copy = tf.clone(x);
  memory.push(copy);
  // CHECK: :[[@LINE+1]]:3: warning: tensor 'copy' is disposed while the container it was stored in still holds it [tensor-use-after-dispose]
  copy.dispose();
}
