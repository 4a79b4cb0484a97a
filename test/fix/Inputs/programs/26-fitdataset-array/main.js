// Trains with model.fitDataset on a tf.data.array of {xs, ys} tensor pairs
// built by a helper; the data set holds the tensors and reads them again
// in every epoch. Shapes: dataset tf.data.array([...]) that holds tensors
// after the helper returns; leaked validation tensors.
const tf = require('@tensorflow/tfjs');

function makeDataset() {
  const pairs = [];
  for (let i = 0; i < 8; i++) {
    const x = tf.tensor1d([i / 8, (8 - i) / 8]);
    const y = tf.tensor1d([i < 4 ? 0 : 1]);
    pairs.push({xs: x, ys: y});
  }
  return {dataset: tf.data.array(pairs).batch(4), pairs};
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [2], units: 4, activation: 'relu', kernelInitializer: tf.initializers.glorotUniform({seed: 101})}),
    tf.layers.dense({units: 1, activation: 'sigmoid', kernelInitializer: tf.initializers.glorotUniform({seed: 102})}),
  ]});
  model.compile({optimizer: tf.train.adam(0.05), loss: 'binaryCrossentropy'});
  const {dataset, pairs} = makeDataset();
  const h = await model.fitDataset(dataset, {epochs: 15, verbose: 0});
  console.log('epochs', h.history.loss.length, 'loss', h.history.loss[14].toFixed(4));
  const valX = tf.tensor2d([[0.1, 0.9], [0.9, 0.1]]);
  console.log('val', Array.from(model.predict(valX).dataSync(), (v) => v.toFixed(4)).join(' '));
  tf.dispose(pairs.map((p) => [p.xs, p.ys]));
  console.log('numTensors', tf.memory().numTensors);
}

main();
