// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s | FileCheck %s --implicit-check-not=warning:
// Several methods each declare a callback under one name (`sampleFunc`) and
// hand it on: each call passes its own method's function, which runs where
// the method it reaches runs it (inside the tidy of evaluate, through
// nextWith; outside any in raw).
import * as tf from '@tensorflow/tfjs';

function sampleLogits(logits: tf.Tensor1D, temperature: number) {
  const scaled = tf.div(logits, tf.scalar(temperature));
  return tf.argMax(scaled);
}

export class Genie {
  next(button: number, temperature: number) {
    const sampleFunc = (logits: tf.Tensor1D) => sampleLogits(logits, temperature);
    return this.nextWith(button, sampleFunc);
  }

  nextFromKeys(button: number, keys: number[]) {
    const sampleFunc = (logits: tf.Tensor1D) => {
      const subset = tf.tensor1d(keys, 'int32');
      logits = tf.gather(logits, subset);
      return sampleLogits(logits, 0.5);
    };
    return this.nextWith(button, sampleFunc);
  }

  peek(button: number) {
    const sampleFunc = (logits: tf.Tensor1D) => {
      // CHECK: same-named-callbacks.ts:[[@LINE+1]]:17: warning: tensor returned by 'tf.abs' is never disposed
      const a = tf.abs(logits);
      return a.dataSync()[0];
    };
    return this.raw(button, sampleFunc);
  }

  nextWith(button: number, sampleFunc: (l: tf.Tensor1D) => tf.Tensor) {
    return this.evaluate(button, sampleFunc);
  }

  private evaluate(button: number, sampleFunc: (l: tf.Tensor1D) => tf.Tensor) {
    return tf.tidy(() => {
      const logits = tf.ones([8]).mul(button) as tf.Tensor1D;
      return sampleFunc(logits).dataSync()[0];
    });
  }

  private raw(button: number, sampleFunc: (l: tf.Tensor1D) => number) {
    // CHECK: same-named-callbacks.ts:[[@LINE+1]]:20: warning: intermediate tensor from 'tf.ones' is never bound
    const logits = tf.ones([8]).mul(button) as tf.Tensor1D;
    const out = sampleFunc(logits);
    logits.dispose();
    return out;
  }
}
