// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// Methods keep `async` behind modifiers (`private async`), and a method
// passed by name (`tf.tidy(this.step)`) is the callback (issue 17 item 8).
import * as tf from '@tensorflow/tfjs';

export class Detector {
  run() {
    return tf.tidy(this.step);
  }

  // CHECK: :[[@LINE+1]]:3: warning: async function passed to 'tf.tidy' escapes its scope
  private async step() {
    return tf.zeros([1]);
  }

  syncRun() {
    return tf.tidy(this.syncStep);
  }

  protected syncStep() {
    return tf.ones([1]);
  }

  async main(x: tf.Tensor) {
    // CHECK: :[[@LINE+1]]:22: warning: intermediate tensor from 'this.load' is never bound and cannot be disposed [tensor-chained-temporary]
    const y = (await this.load()).add(x);
    y.print();
    y.dispose();
  }

  private async load() {
    return tf.ones([1]);
  }
}
