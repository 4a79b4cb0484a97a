// A model loader of a Node server (akhyar1649/coba-capstone's
// services/load-model.js): nothing wrong in itself.
const tf = require('@tensorflow/tfjs-node');

async function loadModel(path) {
  const model = tf.loadLayersModel(path);
  return model;
}

module.exports = { loadModel };
