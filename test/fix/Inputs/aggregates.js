import * as tf from '@tensorflow/tfjs';

function pair() {
  const a = tf.ones([1]);
  const b = tf.zeros([1]);
  return [a, b];
}

function halves(x) {
  return tf.split(x, 2);
}

function either(c) {
  const a = tf.ones([1]);
  if (c) return a;
  return tf.zeros([1]);
}

export function f(x, c) {
  const p = pair();
  console.log(p.length);
  const s = halves(x);
  console.log(s.length);
  const e = either(c);
  console.log(e.shape);
}
