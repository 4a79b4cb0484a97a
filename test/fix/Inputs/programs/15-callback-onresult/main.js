// Runs a classifier over a list of inputs and reports each probability
// tensor through an onResult callback; the caller's callback keeps the
// tensors and stacks them afterwards. Shapes: a tensor handed to a callback
// parameter (onResult(t)) that stores it; leaked logits inside the runner.
const tf = require('@tensorflow/tfjs');

function buildModel() {
  const model = tf.sequential();
  model.add(tf.layers.dense({inputShape: [3], units: 3, kernelInitializer: 'identity', biasInitializer: 'zeros'}));
  return model;
}

function runInference(model, inputs, onResult) {
  inputs.forEach((values, i) => {
    const x = tf.tensor2d([values]);
    const logits = model.predict(x);
    const probs = logits.softmax();
    onResult(probs, i);
  });
}

async function main() {
  await tf.setBackend('cpu');
  const model = buildModel();
  const results = [];
  runInference(model, [[1, 2, 3], [3, 2, 1], [0, 5, 0], [2, 2, 2]], (probs, i) => {
    results.push(probs);
    console.log('result', i, 'ready');
  });
  const all = tf.concat(results);
  const top = all.argMax(-1).dataSync();
  console.log('top classes', Array.from(top).join(','));
  console.log('max prob', all.max().dataSync()[0].toFixed(4));
  tf.dispose(results);
  console.log('numTensors', tf.memory().numTensors);
}

main();
