const tf = require('@tensorflow/tfjs-node');

class Augmenter {
  // Called once, through a container's element.
  prepare(images) {
    this.mean = images.mean(0).add(tf.scalar(1e-3));
  }
}
module.exports = { Augmenter };
