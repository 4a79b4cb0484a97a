// Trains a small functional (tf.model) classifier on a fixed toy data set and
// prints the predicted classes of a few new samples. Shapes: layers-model
// graph values (tf.input and layer.apply give SymbolicTensors, not tensors)
// next to a chained model.predict(x).argMax(-1).dataSync() leak.
const tf = require('@tensorflow/tfjs');

const FEATURES = [
  [5.1, 3.5, 1.4, 0.2], [4.9, 3.0, 1.4, 0.2], [4.7, 3.2, 1.3, 0.2],
  [7.0, 3.2, 4.7, 1.4], [6.4, 3.2, 4.5, 1.5], [6.9, 3.1, 4.9, 1.5],
  [6.3, 3.3, 6.0, 2.5], [5.8, 2.7, 5.1, 1.9], [7.1, 3.0, 5.9, 2.1],
];
const LABELS = [0, 0, 0, 1, 1, 1, 2, 2, 2];

function buildModel() {
  const input = tf.input({shape: [4]});
  const hidden = tf.layers.dense({
    units: 8, activation: 'relu', name: 'hidden',
    kernelInitializer: tf.initializers.glorotUniform({seed: 1}),
  }).apply(input);
  const output = tf.layers.dense({
    units: 3, activation: 'softmax',
    kernelInitializer: tf.initializers.glorotUniform({seed: 2}),
  }).apply(hidden);
  console.log('graph', JSON.stringify(input.shape), JSON.stringify(hidden.shape), JSON.stringify(output.shape));
  const model = tf.model({inputs: input, outputs: output});
  model.compile({optimizer: tf.train.adam(0.05), loss: 'categoricalCrossentropy', metrics: ['accuracy']});
  return model;
}

async function main() {
  await tf.setBackend('cpu');
  const model = buildModel();
  const xs = tf.tensor2d(FEATURES);
  const ys = tf.oneHot(tf.tensor1d(LABELS, 'int32'), 3);
  const history = await model.fit(xs, ys, {epochs: 30, batchSize: 3, shuffle: false, verbose: 0});
  const last = history.history.loss.length - 1;
  console.log('loss', history.history.loss[last].toFixed(4), 'acc', history.history.acc[last].toFixed(4));

  const test = tf.tensor2d([[5.0, 3.4, 1.5, 0.2], [6.7, 3.1, 4.4, 1.4], [6.5, 3.0, 5.8, 2.2]]);
  const predicted = model.predict(test).argMax(-1).dataSync();
  console.log('classes', Array.from(predicted).join(','));
  console.log('numTensors', tf.memory().numTensors);
}

main();
