// Fits y = x0 + 2*x1 - x2 with a network built by a helper module that
// wires SymbolicTensors and returns two models sharing layers. Shapes: a
// helper function that builds the graph and returns models (cross-module),
// and per-batch predictions leaked in a loop.
const tf = require('@tensorflow/tfjs');
const {createRegressor} = require('./model');

function makeData(n) {
  const rows = [];
  const targets = [];
  for (let i = 0; i < n; i++) {
    const r = [(i % 5) / 5, ((i * 3) % 7) / 7, ((i * 2) % 3) / 3];
    rows.push(r);
    targets.push([r[0] + 2 * r[1] - r[2]]);
  }
  return {xs: tf.tensor2d(rows), ys: tf.tensor2d(targets)};
}

async function main() {
  await tf.setBackend('cpu');
  const {model, embedder} = createRegressor(3);
  const {xs, ys} = makeData(24);
  await model.fit(xs, ys, {epochs: 20, batchSize: 8, shuffle: false, verbose: 0});
  const evalLoss = model.evaluate(xs, ys);
  console.log('mse', evalLoss.dataSync()[0].toFixed(4));

  const batches = [[[0.2, 0.4, 0.1]], [[0.8, 0.1, 0.5]], [[0.5, 0.5, 0.5]]];
  for (const rows of batches) {
    const input = tf.tensor2d(rows);
    const pred = model.predict(input);
    const emb = embedder.predict(input);
    console.log('pred', pred.dataSync()[0].toFixed(4), 'embedding', Array.from(emb.dataSync(), (v) => v.toFixed(3)).join(' '));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
