// Trains a classifier with a hand-written mini-batch loop: each step slices
// a batch out of the full data set and calls model.trainOnBatch. The slices
// leak on every step. Shapes: training loop with trainOnBatch; plain leaks
// in a loop where disposing after the step is correct.
const tf = require('@tensorflow/tfjs');

function makeData() {
  const xs = [];
  const ys = [];
  for (let i = 0; i < 16; i++) {
    const a = (i % 4) / 4;
    const b = Math.floor(i / 4) / 4;
    xs.push([a, b]);
    ys.push(a + b > 0.7 ? [0, 1] : [1, 0]);
  }
  return {xs: tf.tensor2d(xs), ys: tf.tensor2d(ys)};
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [2], units: 6, activation: 'relu', kernelInitializer: tf.initializers.glorotUniform({seed: 131})}),
    tf.layers.dense({units: 2, activation: 'softmax', kernelInitializer: tf.initializers.glorotUniform({seed: 132})}),
  ]});
  model.compile({optimizer: tf.train.adam(0.05), loss: 'categoricalCrossentropy', metrics: ['accuracy']});
  const data = makeData();
  const batchSize = 4;
  for (let epoch = 0; epoch < 12; epoch++) {
    let lossSum = 0;
    let accSum = 0;
    for (let start = 0; start < 16; start += batchSize) {
      const xb = data.xs.slice([start, 0], [batchSize, 2]);
      const yb = data.ys.slice([start, 0], [batchSize, 2]);
      const [loss, acc] = await model.trainOnBatch(xb, yb);
      lossSum += loss;
      accSum += acc;
    }
    if (epoch % 4 === 3) console.log('epoch', epoch + 1, 'loss', (lossSum / 4).toFixed(4), 'acc', (accSum / 4).toFixed(4));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
