// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// A helper that keeps its argument on some paths only (`if (full) return;
// this.items.push(t)`) takes the decision from its caller, as one that
// frees it on some paths does: the call hands the tensor over. Through a
// method and a module function into a module variable. A helper that never
// keeps it leaves it to the caller.
import * as tf from '@tensorflow/tfjs';

class Replay {
  constructor(limit) {
    this.items = [];
    this.limit = limit;
  }
  add(t) {
    if (this.items.length >= this.limit) return;
    this.items.push(t);
  }
}

const recent = [];
function remember(t) {
  if (!t.size) return;
  recent.push(t);
}

function measure(t) {
  return t.size;
}

export function step(replay, frames) {
  for (const f of frames) {
    replay.add(tf.tensor(f));
    remember(tf.tensor(f));
    // Kept on some paths by the function itself, not by a callee: the
    // other paths lose it.
    [f].forEach((x) => {
      // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'tf.tensor' is not disposed on every path; it leaks every time the 'forEach' callback runs [tensor-undisposed]
      const t = tf.tensor(x);
      if (x.length > 1) recent.push(t);
    });
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.tensor' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const m = tf.tensor(f);
    console.log(measure(m));
  }
}
export const replay = new Replay(100);
