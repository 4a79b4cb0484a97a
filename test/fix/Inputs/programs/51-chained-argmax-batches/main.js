// Labels a stream of small batches with a trained digit-like classifier using the
// one-liner model.predict(x).argMax(-1).dataSync(), whose intermediates (prediction
// and argMax result) leak on every batch. Shapes: chained intermediates outside
// tf.tidy in a loop (wrapping the statement in tf.tidy is correct here).
const tf = require('@tensorflow/tfjs');

const PROTOTYPES = [[1, 1, 0, 0, 0, 0], [0, 0, 1, 1, 0, 0], [0, 0, 0, 0, 1, 1]];

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [6], units: 3, activation: 'softmax', kernelInitializer: tf.initializers.glorotUniform({seed: 141})}),
  ]});
  model.compile({optimizer: tf.train.adam(0.1), loss: 'categoricalCrossentropy'});
  const xs = tf.tensor2d(PROTOTYPES);
  const ys = tf.oneHot(tf.tensor1d([0, 1, 2], 'int32'), 3);
  await model.fit(xs, ys, {epochs: 30, batchSize: 3, shuffle: false, verbose: 0});

  const stream = [
    [[0.9, 0.8, 0, 0.1, 0, 0], [0, 0.1, 0.9, 1, 0, 0]],
    [[0, 0, 0, 0.2, 0.8, 0.9], [1, 0.7, 0.1, 0, 0, 0]],
    [[0.1, 0, 0.6, 0.7, 0.3, 0]],
  ];
  for (const rows of stream) {
    const x = tf.tensor2d(rows);
    const labels = model.predict(x).argMax(-1).dataSync();
    console.log('labels', Array.from(labels).join(','));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
