const tf = require('@tensorflow/tfjs');

function tune(x) {
  tf.abs(x).print();
}
module.exports = { tune };
