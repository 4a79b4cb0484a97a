// Runs inference steps inside try/finally blocks so the input is freed even
// when a step throws (one input is deliberately malformed). The output
// tensor of each successful step still leaks. Shapes: try/finally with
// dispose in finally, an async step with await y.data(); a caught error.
const tf = require('@tensorflow/tfjs');

async function runStep(model, rows) {
  const x = tf.tensor2d(rows);
  try {
    const y = model.predict(x);
    const values = await y.data();
    return Array.from(values, (v) => v.toFixed(4));
  } finally {
    x.dispose();
  }
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [3], units: 2, kernelInitializer: 'ones', biasInitializer: 'zeros', activation: 'relu'}),
  ]});
  const inputs = [[[1, 2, 3]], [[-1, -2, 0.5], [0.5, 0.5, 0.5]], [[1, 2]]];
  for (const rows of inputs) {
    try {
      const out = await runStep(model, rows);
      console.log('ok', out.join(' '));
    } catch (err) {
      console.log('failed:', err.message.split('.')[0]);
    }
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
