import * as tf from '@tensorflow/tfjs';

// Last use inside a nested block: inserting after it would be wrong.
export function nested(model, x) {
  const a = model.predict(x);
  if (x) {
    a.print();
  }
}

// Created outside the loop, used inside it.
export function loop(xs) {
  const b = tf.zeros([2]);
  for (const x of xs) {
    console.log(b.dataSync(), x);
  }
}

// Escapes on some path (not exported: an exported op is its callers' to scope).
function escapes(c) {
  const d = tf.ones([2]);
  d.print();
  if (c) return d;
  return null;
}

// A return between creation and last use.
export function early(c) {
  const e = tf.ones([2]);
  if (c) return 1;
  e.print();
  return 0;
}

// The statement's result is stored: wrapping would free it.
export function pushes(arr, model, x) {
  arr.push(model.predict(x).add(1));
}

// The statement's result is a tensor (not exported, as escapes).
function bound(model, x) {
  const y = model.predict(x).argMax();
  return y;
}

// Reassigned before it is disposed.
export function reassigned() {
  let f = tf.ones([2]);
  f.print();
  f = tf.zeros([2]);
  f.dispose();
}
