// A helper module: its tensors belong to the caller.
const tf = require('@tensorflow/tfjs');

function makeInput(n) {
  return tf.range(0, n).reshape([1, n]);
}

module.exports = {makeInput};
