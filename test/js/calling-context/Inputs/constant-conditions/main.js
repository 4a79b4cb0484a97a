import * as tf from '@tensorflow/tfjs';
import { SHARED_MODE } from './config.js';

const OUTPUT_FORMAT = 'onehot';
const DEBUG = false;
let mutable = false;

// A helper that leaks, called per iteration only from code that never
// runs: nothing says it repeats.
function decode(x) {
  const e = tf.ones([2]).add(x);
  // CHECK: main.js:[[@LINE-1]]:13: warning: intermediate tensor from 'tf.ones' is never bound
  // CHECK: main.js:[[@LINE-2]]:13: warning: tensor returned by 'tf.ones(...).add' is never disposed [tensor-undisposed]
  return e.dataSync();
}

export class Decoder {
  // A method: the branch a module constant rules out is left out.
  run(x) {
    if (OUTPUT_FORMAT === 'embedding') {
      const a = tf.ones([2]);
      console.log(a.dataSync());
    } else {
      const b = tf.ones([2]);
      // CHECK: main.js:[[@LINE-1]]:17: warning: tensor returned by 'tf.ones' is never disposed
      console.log(b.dataSync());
    }
    return x;
  }
}

// A loop that never runs, around calls of a helper in a loop.
export function train(xs) {
  while (false) {
    for (const x of xs) decode(x);
  }
  // A function-local constant and `!`, `&&`, `!==`.
  const verbose = 0;
  if (!DEBUG && OUTPUT_FORMAT !== 'embedding' && verbose) {
    console.log(tf.ones([1]).dataSync());
  }
  if (true) {
    console.log(xs.length);
  } else {
    console.log(tf.zeros([1]).dataSync());
  }
}

// A callback: the dead branch of each call.
export function each(xs) {
  xs.forEach((x) => {
    if (DEBUG) console.log(tf.tensor(x).dataSync());
  });
}

// Controls: neither a `let` nor another module's constant is fixed.
export function controls(xs) {
  if (mutable) {
    const c = tf.ones([2]);
    // CHECK: main.js:[[@LINE-1]]:15: warning: tensor returned by 'tf.ones' is never disposed
    console.log(c.dataSync());
  }
  if (SHARED_MODE === 'on') {
    const d = tf.ones([2]);
    // CHECK: main.js:[[@LINE-1]]:15: warning: tensor returned by 'tf.ones' is never disposed
    console.log(d.dataSync());
  }
  mutable = xs.length > 0;
}
