// A data pipeline written with small classes: each Sample owns its input
// and label tensors, a Batch is built from {xs, ys}, and a model trains on
// the batches afterwards. Shapes: tensors passed to class constructors
// (new Sample(t, l), new Batch({xs, ys})) that keep them; leaked helpers.
const tf = require('@tensorflow/tfjs');

class Sample {
  constructor(input, label) {
    this.input = input;
    this.label = label;
  }
}

class Batch {
  constructor({xs, ys}) {
    this.xs = xs;
    this.ys = ys;
    this.size = xs.shape[0];
  }
  dispose() {
    tf.dispose([this.xs, this.ys]);
  }
}

function makeSamples(n) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const angle = tf.scalar(i * 0.5);
    const input = tf.stack([angle.sin(), angle.cos()]);
    const label = tf.tensor1d([i % 3 === 0 ? 1 : 0]);
    samples.push(new Sample(input, label));
  }
  return samples;
}

function toBatches(samples, size) {
  const batches = [];
  for (let i = 0; i < samples.length; i += size) {
    const chunk = samples.slice(i, i + size);
    const xs = tf.stack(chunk.map((s) => s.input));
    const ys = tf.stack(chunk.map((s) => s.label));
    batches.push(new Batch({xs, ys}));
  }
  return batches;
}

async function main() {
  await tf.setBackend('cpu');
  const samples = makeSamples(9);
  const batches = toBatches(samples, 3);
  const model = tf.sequential({layers: [tf.layers.dense({inputShape: [2], units: 1, activation: 'sigmoid', kernelInitializer: 'ones'})]});
  model.compile({optimizer: tf.train.sgd(0.3), loss: 'binaryCrossentropy'});
  for (let epoch = 0; epoch < 5; epoch++) {
    let total = 0;
    for (const batch of batches) total += await model.trainOnBatch(batch.xs, batch.ys);
    console.log('epoch', epoch, 'loss', (total / batches.length).toFixed(4));
  }
  console.log('first sample', Array.from(samples[0].input.dataSync(), (v) => v.toFixed(3)).join(','));
  batches.forEach((b) => b.dispose());
  console.log('numTensors', tf.memory().numTensors);
}

main();
