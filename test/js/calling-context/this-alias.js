// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A method reached only from inside tf.tidy runs in its scope, also when
// the call goes through an alias of `this`: `var _this = this;` (what
// TypeScript and Babel emit for arrow functions, shape from
// justadudewhohacks/tfjs-tiny-yolov2's build) or `const self = this`, in a
// prototype method or a class.
import * as tf from '@tensorflow/tfjs';

function Net(params) {
  this.params = params;
}
Net.prototype.run = function (x) {
  var out = tf.maxPool(x, [2, 2], [2, 2], 'same');
  out = tf.relu(out);
  return tf.conv2d(out, this.params.filter, 1, 'same');
};
Net.prototype.forward = function (input) {
  var _this = this;
  return tf.tidy(function () {
    var batch = input.toFloat().div(tf.scalar(256));
    return _this.run(batch);
  });
};

export class Detector {
  constructor(filter) {
    this.filter = filter;
  }
  head(x) {
    // Run from outside a scope too (detectLeaky): its own temporary leaks.
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.relu' is never disposed [tensor-undisposed]
    const y = tf.relu(x);
    return y.mul(2);
  }
  detect(input) {
    const self = this;
    return tf.tidy(() => self.head(input.toFloat()));
  }
  // Called from outside any scope too: the leak is this caller's.
  detectLeaky(input) {
    const self = this;
    // CHECK: :[[@LINE+1]]:20: warning: tensor returned by 'self.head' is never disposed [tensor-undisposed]
    const scores = self.head(input);
    return scores.dataSync()[0];
  }
}

export {Net};
