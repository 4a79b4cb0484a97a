// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s %S/Inputs/conditional-creation/store.js | FileCheck %s --implicit-check-not=warning:
// `let t = null; if (c) t = make();` names the tensor or nothing. Storing
// it (through a copy, into a field, a module variable, a container, a
// callback's map, another file's keeper) hands over the tensor wherever it
// exists: no leak. Only a copy that names it on every path keeps the hand-over
// weak (the last function). The same engine rule serves C and C++
// (test/cpp/conditional-creation.cpp).
import * as tf from '@tensorflow/tfjs';
import {keep} from './Inputs/conditional-creation/store.js';

let current = null;
const registry = [];
const byName = new Map();

export class Holder {
  setMaybe(c) {
    let t = null;
    if (c) t = tf.tensor([1, 2]);
    const copy = t;
    this.kept = copy;
  }
}

export function toModuleVariable(c) {
  let t = null;
  if (c) t = tf.ones([2]);
  const alias = t;
  current = alias;
}

export function toContainer(c) {
  let t = null;
  if (c) t = tf.ones([2]);
  const alias = t;
  registry.push(alias);
}

export function inCallback(names) {
  names.forEach((name) => {
    let t = null;
    if (name) t = tf.zeros([2]);
    const alias = t;
    byName.set(name, alias);
  });
}

export function toAnotherFile(c) {
  let t = null;
  if (c) t = tf.ones([2]);
  const alias = t;
  keep(alias);
}

export function copyOnEveryPath(c) {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is not disposed on the path through the 'return' at line [[@LINE+4]] [tensor-undisposed]
  const p = tf.ones([2]);
  const q = c ? p : null;
  current = q;
  return 1;
}
