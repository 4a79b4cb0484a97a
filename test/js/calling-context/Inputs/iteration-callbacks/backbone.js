// A class another file holds in a field of unknown type: `this.backbone`
// is assigned a constructor's parameter, and `predict` is also a library
// model's method.
import * as tf from '@tensorflow/tfjs';

export class Backbone {
  constructor(weights) {
    this.weights = weights;
  }
  predict(input) {
    const x = tf.cast(input, 'float32');
    return this.weights.reduce((y, w) => this.conv(y, w), x);
  }
  conv(x, w) {
    return x.conv2d(w, 1, 'same').add(1).clipByValue(0, 6);
  }
}
