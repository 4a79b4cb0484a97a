import * as tf from '@tensorflow/tfjs';

export default class Clicker {
  step() {
    this.v = tf.ones([2]).mul(2);
  }

  twice() {
    this.w = tf.ones([2]).mul(3);
  }
}
