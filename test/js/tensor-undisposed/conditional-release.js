// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s %S/Inputs/conditional-release/imageResult.js | FileCheck %s --implicit-check-not=warning:
// A helper that frees its argument on some paths only (unless its options
// ask for the tensor back, in the record it returns) takes the decision
// from its caller: which path runs, the options decide, and the run cannot
// prove the caller still owns the tensor. The call hands it over, as a call
// of code the run cannot see does. Through another file's default export, a
// method, a module variable's options and a record (the tensor handed back
// inside it). A helper that never frees it leaves it to the caller.
import * as tf from '@tensorflow/tfjs';
import imageResult from './Inputs/conditional-release/imageResult.js';

const defaults = {returnTensors: false};

export class Generator {
  constructor(model) {
    this.model = model;
    this.config = defaults;
  }

  async generate() {
    const res = tf.tidy(() => this.model.predict(tf.ones([1, 16])).squeeze());
    const {raw} = await imageResult(res, {returnTensors: false});
    return raw;
  }

  async cartoon(img) {
    const result = tf.tidy(() => this.model.predict(img));
    return imageResult(result, this.config);
  }

  keepOrFree(t, keep) {
    if (keep) {
      return t;
    }
    t.dispose();
    return null;
  }

  async sample() {
    const t = this.model.predict(tf.zeros([1, 16]));
    return this.keepOrFree(t, defaults.returnTensors);
  }

  inspect(t) {
    console.log(t.shape);
  }

  async peek() {
    // CHECK: conditional-release.js:[[@LINE+1]]:15: warning: tensor returned by 'this.model.predict' is never disposed
    const t = this.model.predict(tf.zeros([1, 16]));
    this.inspect(t);
  }
}
