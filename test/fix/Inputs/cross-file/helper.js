const tf = require('@tensorflow/tfjs');
function makeInput(n) {
  return tf.ones([n]);
}
module.exports = {makeInput};
