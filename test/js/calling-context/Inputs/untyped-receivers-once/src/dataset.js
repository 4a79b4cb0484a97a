const tf = require('@tensorflow/tfjs-node');

// Loaded once per run by the trainer: what it keeps is its own, and what
// it drops is dropped once.
exports.MnistClass = class MnistDataset {
  async load(pixels, labels) {
    this.xs = tf.tensor(pixels).reshape([-1, 28, 28, 1]).div(255);
    this.ys = tf.oneHot(tf.tensor1d(labels, 'int32'), 10);
  }

  // Called in a loop: each call drops its intermediates.
  batch(i) {
    return this.xs.slice(i * 32, 32).add(tf.scalar(0));
  }

  // Called per click, through a module variable.
  preview(i) {
    return this.xs.slice(i, 1).mul(255);
  }
};
