// RUN: %tensorlint --checks='-*,tensor-double-dispose' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// Every tensor released once: branches, loops, reassignment between the
// releases, null guards, and dispose() methods of other objects.
import * as tf from '@tensorflow/tfjs';

export function eitherBranch(flag, x) {
  const y = x.neg();
  if (flag) {
    y.dispose();
  } else {
    tf.dispose(y);
  }
}

export function reassigned(frames) {
  let t = tf.browser.fromPixels(frames[0]);
  t.dispose();
  t = tf.browser.fromPixels(frames[1]);
  t.dispose();
}

export function perIteration(xs) {
  for (const x of xs) {
    const y = tf.square(x);
    console.log(y.dataSync());
    y.dispose();
  }
}

export function guarded(state) {
  if (state.last) {
    state.last.dispose();
    state.last = null;
  }
  if (state.last) {
    state.last.dispose();
  }
}

export function distinct(a, b) {
  const s = tf.add(a, b);
  const d = tf.sub(a, b);
  s.dispose();
  d.dispose();
}

export function disposeAll(list) {
  for (const t of list) {
    t.dispose();
  }
  list.length = 0;
}

class Pool {
  dispose() { this.items = []; }
}
export function pools() {
  const p = new Pool();
  p.dispose();
  p.dispose();
}

export function disposables(vscode, context) {
  const d = vscode.window.onDidChangeActiveTextEditor(() => {});
  d.dispose();
  d.dispose();
  context.subscriptions.forEach((s) => s.dispose());
}
