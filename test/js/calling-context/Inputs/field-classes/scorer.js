import * as tf from '@tensorflow/tfjs';

// The application's own model wrappers: predict gives a plain number;
// forward gives a fresh tensor its caller owns.
export default class Scorer {
  constructor(model) {
    this.model = model;
  }
  predict(x) {
    return tf.tidy(() => this.model.predict(x).dataSync()[0]);
  }
}

export class Net {
  constructor(model) {
    this.model = model;
  }
  forward(x) {
    return tf.tidy(() => this.model.predict(x).softmax());
  }
}
