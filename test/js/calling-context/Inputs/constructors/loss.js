// A class of another file whose constructor makes tensors it does not
// free: fine when every `new` runs inside tf.tidy, a leak per `new` else.
import * as tf from '@tensorflow/tfjs';

export class Loss {
  constructor(pred, truth) {
    const diff = tf.sub(pred, truth);
    this.value = tf.tidy(() => diff.square().mean());
  }
}

export class Scaler {
  constructor(x) {
    // CHECK: loss.js:[[@LINE+1]]:18: warning: tensor returned by 'tf.max' is never disposed; it leaks every time 'constructor' runs (called from 'addEventListener' callback) [tensor-undisposed]
    const peak = tf.max(x);
    this.scale = peak.dataSync()[0];
  }
}
