// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s | FileCheck %s --implicit-check-not=warning:
// A field declared with a class of this file (`private rnn: Lstm;`) holds
// that class's instances: `this.rnn.setWeights(...)` calls Lstm's method,
// even where a library's model has a method of that name, and runs where
// its caller runs it (inside build's tidy). A helper the method declares
// in parentheses (`const reorder = ((w) => ...)`) is a function of that
// name, called where the method calls it. `this.net.predict(x)` with Net a
// class of this file returns what Net.predict returns (numbers), not a
// model's tensor.
import * as tf from '@tensorflow/tfjs';

class Lstm {
  private readonly model = tf.sequential();

  setWeights(vars: tf.NamedTensorMap, scope: string) {
    const reorderGates = ((weights: tf.Tensor, forgetBias = 0) => {
      const [i, c, f, o] = tf.split(weights, 4, -1);
      return tf.concat([i, f.add(tf.scalar(forgetBias)), c, o], -1);
    });
    this.model.setWeights([reorderGates(vars[scope + '/kernel'], 1.0)]);
  }

  rebuild(vars: tf.NamedTensorMap) {
    const halve = ((w: tf.Tensor) => {
      // CHECK: field-classes.ts:[[@LINE+1]]:20: warning: intermediate tensor from 'tf.scalar' is never bound
      return w.div(tf.scalar(2));
    });
    this.model.setWeights([halve(vars['kernel'])]);
  }
}

export class Net {
  predict(xs: number[]): number[] {
    return tf.tidy(() => Array.from(tf.tensor1d(xs).relu().dataSync()));
  }
}

export class Transcriber {
  private rnn: Lstm;
  private net: Net;

  constructor() {
    this.rnn = new Lstm();
    this.net = new Net();
  }

  build(vars: tf.NamedTensorMap) {
    tf.tidy(() => {
      this.rnn = new Lstm();
      this.rnn.setWeights(vars, 'onsets');
    });
  }

  refresh(vars: tf.NamedTensorMap) {
    this.rnn.rebuild(vars);
  }

  score(xs: number[]) {
    return this.net.predict(xs).length;
  }
}
