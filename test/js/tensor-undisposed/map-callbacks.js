// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s %S/Inputs/map-callbacks/segment.js | FileCheck %s --implicit-check-not=warning:
// `parts.map(cb)`, `parts.forEach(cb)` on tensors: each element goes to the
// callback, which may keep it, hand it on or free it, as its summary says:
// wrapped by a constructor, by a helper of another file, by a method, kept
// in a module variable. Control: a callback that only reads them.
import * as tf from '@tensorflow/tfjs';
import {Segment, toSegment} from './Inputs/map-callbacks/segment.js';

const kept = [];

class Splitter {
  wrap(t) {
    return new Segment(t);
  }
  split(x) {
    const parts = tf.split(x, 2);
    return parts.map((p) => this.wrap(p));
  }
}

export function byConstructor(x) {
  const parts = tf.split(x, 2);
  return parts.map((p) => new Segment(p));
}

export function byHelper(x) {
  const parts = tf.unstack(x);
  return parts.map(toSegment);
}

export function intoModuleList(x) {
  const parts = tf.split(x, 2);
  parts.forEach((p) => kept.push(p));
}

export function onlyRead(x) {
  // CHECK: map-callbacks.js:[[@LINE+1]]:17: warning: tensor returned by 'tf.split' is never disposed
  const parts = tf.split(x, 2);
  return parts.map((p) => p.shape[0]);
}

document.getElementById('go').addEventListener('click', () => {
  const x = tf.ones([4]);
  const segments = [
    ...byConstructor(x), ...byHelper(x), ...new Splitter().split(x)];
  intoModuleList(x);
  onlyRead(x);
  segments.forEach((s) => s.dispose());
  x.dispose();
});
