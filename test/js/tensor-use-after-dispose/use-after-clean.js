// RUN: %tensorlint --checks='-*,tensor-use-after-dispose' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// JavaScript: disposal at the right time, stored copies that are cloned,
// and objects with dispose() methods that are not tensors.
import * as tf from '@tensorflow/tfjs';

const history = [];

export function record(frame) {
  const copy = frame.clone();
  history.push(copy);
  frame.dispose();
}

export function loopReassign(model, xs) {
  let y = null;
  for (const x of xs) {
    if (y) y.dispose();
    y = model.predict(x);
  }
  return y;
}

export function disposeInFinally(model, x) {
  const y = model.predict(x);
  try {
    return y.arraySync();
  } finally {
    y.dispose();
  }
}

export function perIteration(images) {
  for (const img of images) {
    const t = tf.browser.fromPixels(img);
    console.log(t.shape);
    t.dispose();
  }
}

export function disposable(editor, monaco) {
  const model = monaco.editor.createModel('x', 'javascript');
  model.dispose();
  const listener = editor.onDidChange(() => {});
  listener.dispose();
  return model.isDisposed();
}
