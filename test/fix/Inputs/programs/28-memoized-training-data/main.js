// Trains a linear model on data from a memoising loader module, then
// evaluates on the same (cached) data set loaded again. Shapes: model.fit(xs,
// ys) with xs made in a helper in another module that keeps and returns the
// same tensors on the next call; leaked evaluation result.
const tf = require('@tensorflow/tfjs');
const {loadTrainingData} = require('./data');

async function train(model) {
  const {xs, ys} = loadTrainingData();
  const h = await model.fit(xs, ys, {epochs: 30, batchSize: 4, shuffle: false, verbose: 0});
  return h.history.loss[29];
}

function evaluate(model) {
  const {xs, ys} = loadTrainingData();
  const result = model.evaluate(xs, ys, {batchSize: 12});
  return result.dataSync()[0];
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [tf.layers.dense({inputShape: [2], units: 1, kernelInitializer: 'zeros'})]});
  model.compile({optimizer: tf.train.sgd(0.3), loss: 'meanSquaredError'});
  console.log('train loss', (await train(model)).toFixed(4));
  console.log('eval mse', evaluate(model).toFixed(4));
  const w = model.getWeights();
  console.log('weights', Array.from(w[0].dataSync(), (v) => v.toFixed(3)).join(' '), w[1].dataSync()[0].toFixed(3));
  console.log('numTensors', tf.memory().numTensors);
}

main();
