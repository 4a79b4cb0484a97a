const tf = require('@tensorflow/tfjs');

class Legacy {
  fit() {
    this.w = tf.ones([2]).mul(2);
  }
}

module.exports = Legacy;
