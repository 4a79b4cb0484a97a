// Lazily builds (as if loading) the model once and caches the class
// prototypes; both are shared with every caller, who must not dispose them.
const tf = require('@tensorflow/tfjs');

let modelPromise = null;
let prototypes = null;

function loadModel() {
  if (modelPromise === null) {
    modelPromise = new Promise((resolve) => setTimeout(resolve, 3)).then(() => {
      const model = tf.sequential({layers: [
        tf.layers.dense({inputShape: [4], units: 2, kernelInitializer: tf.initializers.glorotUniform({seed: 231}), biasInitializer: 'zeros'}),
      ]});
      return model;
    });
  }
  return modelPromise;
}

function getPrototypes() {
  if (prototypes === null) prototypes = tf.tensor2d([[1, 0], [0, 1], [-1, -1]]);
  return prototypes;
}

module.exports = {loadModel, getPrototypes};
