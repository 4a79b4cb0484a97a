// Builds a sequential XOR network with model.add() from a helper, inspects
// the symbolic output, and trains it with trainOnBatch. Shapes: sequential
// model.add(...) and model.outputs[0] (a SymbolicTensor), plus a training
// loop that leaks the tensors of each batch.
const tf = require('@tensorflow/tfjs');

function layer(units, activation, seed, extra = {}) {
  return tf.layers.dense(Object.assign({units, activation,
    kernelInitializer: tf.initializers.glorotUniform({seed}), biasInitializer: 'zeros'}, extra));
}

function buildXorModel() {
  const model = tf.sequential();
  model.add(layer(8, 'tanh', 41, {inputShape: [2]}));
  model.add(layer(8, 'tanh', 42));
  model.add(layer(1, 'sigmoid', 43));
  const out = model.outputs[0];
  console.log('output', out.name.replace(/_\d+/g, ''), JSON.stringify(out.shape));
  model.compile({optimizer: tf.train.adam(0.1), loss: 'binaryCrossentropy'});
  return model;
}

const XOR_X = [[0, 0], [0, 1], [1, 0], [1, 1]];
const XOR_Y = [[0], [1], [1], [0]];

async function main() {
  await tf.setBackend('cpu');
  const model = buildXorModel();
  let loss = 0;
  for (let step = 0; step < 60; step++) {
    const xs = tf.tensor2d(XOR_X);
    const ys = tf.tensor2d(XOR_Y);
    loss = await model.trainOnBatch(xs, ys);
    if (step % 20 === 19) console.log('step', step + 1, 'loss', loss.toFixed(4));
  }
  const probs = model.predict(tf.tensor2d(XOR_X)).dataSync();
  console.log('xor', Array.from(probs, (p) => Math.round(p)).join(','));
  console.log('numTensors', tf.memory().numTensors);
}

main();
