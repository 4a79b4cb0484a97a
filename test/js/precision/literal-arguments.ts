// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// Fresh tensors written right in an array given to the application's own
// code (a replay memory's addSample) are that code's to keep: they have no
// other name to be freed by. Given to a library function, they are still
// reported. Shape from daylonblakely/tfjs-catch.
import * as tf from '@tensorflow/tfjs';
import { Memory } from './memory';

export class Agent {
  memory: Memory;
  constructor(memory: Memory) {
    this.memory = memory;
  }
  remember(state: number[], action: number, reward: number, next: number[]) {
    this.memory.addSample([tf.tensor2d([state]), action, reward, tf.tensor2d([next])]);
  }
  async dataset(values: number[]) {
    // CHECK: :[[@LINE+1]]:49: warning: intermediate tensor from 'tf.tensor1d' is never bound and cannot be disposed [tensor-chained-temporary]
    const ds = tf.data.array([{ xs: values, ys: tf.tensor1d(values) }]);
    await ds.forEachAsync((x) => console.log(x));
  }
}
