// The getting-started example: fit y = 2x - 1 with a one-unit dense model,
// then predict a few values one at a time. Shapes: training loop with
// model.fit; plain leaks (training data, per-value predictions in a loop)
// where disposing after the last use is correct.
const tf = require('@tensorflow/tfjs');

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential();
  model.add(tf.layers.dense({units: 1, inputShape: [1], kernelInitializer: 'zeros', biasInitializer: 'zeros'}));
  model.compile({loss: 'meanSquaredError', optimizer: 'sgd'});

  const xs = tf.tensor2d([-1, 0, 1, 2, 3, 4], [6, 1]);
  const ys = tf.tensor2d([-3, -1, 1, 3, 5, 7], [6, 1]);
  const history = await model.fit(xs, ys, {epochs: 100, shuffle: false, verbose: 0});
  console.log('loss', history.history.loss[99].toFixed(4));

  for (const v of [10, 20, -5]) {
    const input = tf.tensor2d([v], [1, 1]);
    const output = model.predict(input);
    console.log('f(' + v + ') =', output.dataSync()[0].toFixed(3));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
