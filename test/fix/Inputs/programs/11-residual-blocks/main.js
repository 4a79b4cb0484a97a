// A small residual MLP: a helper adds a dense layer and a skip connection
// with tf.layers.add(), and the loop that stacks blocks rebinds `x` to the
// newest SymbolicTensor. Shapes: SymbolicTensors reassigned in a loop and
// merged with tf.layers.add().apply([x, h]); leaked evaluation tensors.
const tf = require('@tensorflow/tfjs');

let seed = 70;
function residualBlock(x, units) {
  const h = tf.layers.dense({units, activation: 'relu', kernelInitializer: tf.initializers.glorotUniform({seed: seed++})}).apply(x);
  const h2 = tf.layers.dense({units, kernelInitializer: tf.initializers.glorotUniform({seed: seed++})}).apply(h);
  return tf.layers.add().apply([x, h2]);
}

async function main() {
  await tf.setBackend('cpu');
  const input = tf.input({shape: [4]});
  let x = tf.layers.dense({units: 4, kernelInitializer: 'identity'}).apply(input);
  for (let i = 0; i < 3; i++)
    x = residualBlock(x, 4);
  const output = tf.layers.dense({units: 1, kernelInitializer: tf.initializers.glorotUniform({seed: 99})}).apply(x);
  const model = tf.model({inputs: input, outputs: output});
  model.compile({optimizer: tf.train.adam(0.01), loss: 'meanSquaredError'});
  console.log('layers', model.layers.length);

  const xs = tf.tensor2d([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [1, 1, 0, 0], [0, 0, 1, 1]]);
  const ys = tf.tensor2d([[1], [2], [3], [4], [3], [7]]);
  await model.fit(xs, ys, {epochs: 50, batchSize: 6, shuffle: false, verbose: 0});
  const mse = model.evaluate(xs, ys);
  console.log('mse', mse.dataSync()[0].toFixed(4));
  const preds = model.predict(xs).squeeze().dataSync();
  console.log('preds', Array.from(preds, (v) => v.toFixed(2)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
