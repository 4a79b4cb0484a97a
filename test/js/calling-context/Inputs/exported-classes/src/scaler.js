import * as tf from '@tensorflow/tfjs';

export default class Scaler {
  scale() {
    this.s = tf.ones([1]).mul(3);
  }
}
