// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A parameter whose type nothing says may be a tensor its caller owns: what
// the function does with it is its summary (stores it, releases it, hands
// it on), wherever it goes: a module array, a container parameter, a field,
// a closure that runs later.
import * as tf from '@tensorflow/tfjs';

const kept = [];
function remember(t) {
  kept.push(t);
}
function put(cache, key, t) {
  cache.set(key, t);
}
class Holder {
  hold(t) {
    this.t = t;
  }
}
function later(t) {
  setTimeout(() => console.log(t.dataSync()), 10);
}
function release(t) {
  t.dispose();
}
function show(t) {
  console.log(t.dataSync());
}

export function frames(n, cache, holder) {
  for (let i = 0; i < n; i++) {
    const a = tf.ones([2]);
    remember(a);
    const b = tf.ones([2]);
    put(cache, i, b);
    const c = tf.ones([2]);
    holder.hold(c);
    const d = tf.ones([2]);
    later(d);
    const e = tf.ones([2]);
    release(e);
    // Read only: still this function's to dispose.
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.ones' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const f = tf.ones([2]);
    show(f);
  }
}

export function useAfterRelease() {
  const g = tf.ones([2]);
  release(g);
  // CHECK: :[[@LINE+1]]:3: warning: tensor 'g' is used after it was disposed [tensor-use-after-dispose]
  show(g);
}
