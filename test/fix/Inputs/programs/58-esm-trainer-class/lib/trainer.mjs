// A small training helper: it owns its model and optimizer, and leaves the
// batch tensors to the caller.
import * as tf from '@tensorflow/tfjs';

export class Trainer {
  constructor(units) {
    this.model = tf.sequential({layers: [
      tf.layers.dense({inputShape: [units], units: 1, kernelInitializer: 'zeros', biasInitializer: 'zeros'}),
    ]});
    this.model.compile({optimizer: tf.train.sgd(0.2), loss: 'meanSquaredError'});
    this.steps = 0;
  }

  async step(xs, ys) {
    this.steps++;
    return this.model.trainOnBatch(xs, ys);
  }

  predict(xs) {
    return this.model.predict(xs);
  }
}
