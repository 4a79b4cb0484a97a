import * as tf from '@tensorflow/tfjs';

export default class Prep {
  constructor(data) {
    this.data = data;
    this.min = tf.scalar(1).add(0);
  }

  normalize() {
    this.features = tf.tensor1d(this.data).div(2);
  }

  normalizeNew(t) {
    return t.sub(this.min).div(2);
  }
}
