// Classifies inputs in an async function that calls model.predict and then
// awaits probs.data(), the way browser code avoids dataSync(). The logits
// and probabilities leak. Shapes: model.predict(x) inside an async function
// with `await y.data()` after it; here disposing after the await is safe.
const tf = require('@tensorflow/tfjs');

const CLASSES = ['cat', 'dog', 'bird'];

async function classify(model, values) {
  const x = tf.tensor2d([values]);
  const logits = model.predict(x);
  const probs = logits.softmax();
  const data = await probs.data();
  let best = 0;
  for (let i = 1; i < data.length; i++) if (data[i] > data[best]) best = i;
  return {label: CLASSES[best], p: data[best]};
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [4], units: 3, kernelInitializer: tf.initializers.glorotUniform({seed: 111}), biasInitializer: 'zeros'}),
  ]});
  for (const v of [[1, 0, 0, 2], [0, 3, 1, 0], [2, 2, 0, 0], [0, 0, 3, 1]]) {
    const r = await classify(model, v);
    console.log(v.join(','), r.label, r.p.toFixed(4));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
