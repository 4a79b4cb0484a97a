// A project's own wrappers of tf.tidy, used by ../scope-wrappers.js.
import * as tf from '@tensorflow/tfjs';

// Hands its callback to tf.tidy: the callback runs in the scope.
export function scoped(fn) {
  return tf.tidy(fn);
}

// Calls it inside a tidy of its own, after a name argument.
export function named(name, fn) {
  return tf.tidy(name, () => fn());
}

// Passes it on to another wrapper: still in the scope.
export function timed(fn) {
  const start = Date.now();
  const out = scoped(fn);
  console.log(Date.now() - start);
  return out;
}

// Calls it outside any scope: what it makes is the caller's to free.
export function plain(fn) {
  return fn();
}

// Calls it once in a scope and once outside: outside wins.
export function twice(fn) {
  tf.tidy(fn);
  return fn();
}

// Keeps it for later: nothing here runs it in a scope.
export function later(fn) {
  setTimeout(fn, 100);
}

export const ops = {
  tidy: (fn) => tf.tidy(fn),
};

export class Engine {
  run(fn) {
    return tf.tidy(fn);
  }
}
