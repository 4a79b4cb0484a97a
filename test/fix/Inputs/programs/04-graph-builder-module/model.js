// Builds the regression network. Everything made here is a graph value
// (SymbolicTensor) or a model; the caller owns the models.
const tf = require('@tensorflow/tfjs');

function denseBlock(x, units, name, seed) {
  const y = tf.layers.dense({units, name, activation: 'relu',
    kernelInitializer: tf.initializers.glorotUniform({seed})}).apply(x);
  return tf.layers.dropout({rate: 0.0}).apply(y);
}

function createRegressor(inputSize) {
  const input = tf.input({shape: [inputSize]});
  let x = denseBlock(input, 8, 'block1', 21);
  x = denseBlock(x, 4, 'block2', 22);
  const embedding = x;
  const output = tf.layers.dense({units: 1, kernelInitializer: tf.initializers.glorotUniform({seed: 23})}).apply(x);
  const model = tf.model({inputs: input, outputs: output});
  const embedder = tf.model({inputs: input, outputs: embedding});
  model.compile({optimizer: tf.train.adam(0.02), loss: 'meanSquaredError'});
  return {model, embedder};
}

module.exports = {createRegressor};
