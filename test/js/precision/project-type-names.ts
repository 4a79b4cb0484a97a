// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-*' %s %S/Inputs/own-tensor/tensor.ts | FileCheck %s --implicit-check-not=warning:
// A type the project imports from its own file is its own, even when the
// library has a type of that name: `t: Tensor` with Tensor from
// './tensor' is the project's wrapper, whose max() returns a number (in a
// function, a method, a callback, an arrow a module variable holds).
// Control: the library's Tensor, imported under another name.
import * as tf from '@tensorflow/tfjs-core';
import {Tensor as TfTensor} from '@tensorflow/tfjs-core';
import {Tensor} from './Inputs/own-tensor/tensor';

export function peakToPeak(t: Tensor): number {
  return t.max() - t.min();
}

export class Stats {
  range(ts: Tensor[]): number[] {
    return ts.map((t: Tensor) => t.max() - t.min());
  }
}

export const spread = (t: Tensor) => t.max() - t.min();

export function libraryRange(t: TfTensor): number {
  // CHECK: project-type-names.ts:[[@LINE+2]]:10: warning: intermediate tensor from 't.max' is never bound
  // CHECK: project-type-names.ts:[[@LINE+1]]:34: warning: intermediate tensor from 't.min' is never bound
  return t.max().dataSync()[0] - t.min().dataSync()[0];
}

document.body.onclick = () => {
  const t = new Tensor(tf.ones([3]));
  const x = tf.ones([3]);
  console.log(peakToPeak(t), new Stats().range([t]), spread(t), libraryRange(x));
  t.dispose();
  x.dispose();
};
