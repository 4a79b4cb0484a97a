import * as tf from '@tensorflow/tfjs';

export default class Holder {
  fill() {
    this.t = tf.ones([4]).mul(4);
  }
}
