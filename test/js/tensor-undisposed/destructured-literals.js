// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s %S/Inputs/make-pair.js | FileCheck %s --implicit-check-not=warning:
// Destructuring an array or object literal binds each element to the name
// in its place, as separate declarations would: what the names dispose is
// not lost, what they do not is reported at its element. In a function, a
// method, a callback, at module level, with a helper of another file, and
// with an element kept in a container.
import * as tf from '@tensorflow/tfjs';
import {makeInput} from './Inputs/make-pair.js';

export function inFunction(data) {
  const [xs, ys] = [tf.tensor(data.x), tf.tensor(data.y)];
  const {mean, sd} = {mean: xs.mean(), sd: ys.sum()};
  console.log(mean.dataSync(), sd.dataSync());
  tf.dispose([xs, ys, mean, sd]);
}

export function oneForgotten() {
  // CHECK: :[[@LINE+1]]:51: warning: tensor returned by 'tf.zeros' is never disposed [tensor-undisposed]
  const {kept, lost} = {kept: tf.ones([2]), lost: tf.zeros([2])};
  kept.dispose();
}

export function unnamedElement() {
  // An element no name takes is lost where it is made.
  // CHECK: :[[@LINE+1]]:30: warning: intermediate tensor from 'tf.zeros' is never bound and cannot be disposed [tensor-chained-temporary]
  const [a] = [tf.ones([2]), tf.zeros([2])];
  a.dispose();
}

class Batcher {
  next(n) {
    const {input: x, label: y} = {input: makeInput(n), 'label': tf.zeros([n])};
    const total = x.add(y);
    tf.dispose([x, y]);
    return total;
  }
}
export const batcher = new Batcher();

setInterval(() => {
  const [a, b] = [makeInput(2), tf.ones([2])];
  // CHECK: :[[@LINE+1]]:15: warning: intermediate tensor from 'tf.add' is never bound and cannot be disposed
  console.log(tf.add(a, b).dataSync());
  tf.dispose([a, b]);
}, 100);

const [moduleA, moduleB] = [tf.ones([2]), tf.zeros([2])];
export const pair = [moduleA, moduleB];

export function kept(store) {
  const [x, y] = [tf.ones([2]), tf.zeros([2])];
  store.push(x);
  y.dispose();
}
