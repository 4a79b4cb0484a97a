// A backup copy nothing imports, names or starts: none of it runs.
import * as tf from '@tensorflow/tfjs';

// An exported function.
export function perClick() {
  const t = tf.ones([2]);
  return t.sum().dataSync()[0];
}

// A method.
export class Trainer {
  step() {
    const g = tf.randomNormal([4]);
    return g.mean().dataSync()[0];
  }
}

// A callback.
export function every(ms) {
  setInterval(() => {
    const tick = tf.zeros([3]);
    console.log(tick.dataSync());
  }, ms);
}

// A module variable.
export const evaluate = () => {
  const e = tf.scalar(1);
  return e.add(1).dataSync()[0];
};

// A container.
export const actions = {
  predict() {
    const p = tf.tensor1d([1, 2]);
    return p.max().dataSync()[0];
  },
};
