// An application class with a method named as a library model's
// (`predict`): what its helper makes is freed by the tidy its callers run
// it in (posenet.js, detector.js), through a field that holds it.
import * as tf from '@tensorflow/tfjs';

export class MobileNet {
  constructor(weights) {
    this.weights = weights;
  }
  predict(input) {
    const x = tf.cast(input, 'float32');
    return this.weights.reduce((y, w) => this.conv(y, w), x);
  }
  conv(x, w) {
    return x.conv2d(w, 1, 'same').add(1).relu();
  }
}
