// A CommonJS module: its functions are its own too.
const tf = require('@tensorflow/tfjs');

function oldHandler() {
  const o = tf.ones([12]);
  // LIB: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return o.dataSync();
}

module.exports = { version: 1 };
