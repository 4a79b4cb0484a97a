// A classifier service with an async classify() that awaits the probabilities and keeps
// the last probability tensor in a field so that explain() can show the runner-up
// later. Shapes: model.predict in an async method followed by await data(), with the
// result also stored in this.last (kept beyond the call); leaked inputs and logits.
const tf = require('@tensorflow/tfjs');

class ClassifierService {
  constructor(model, labels) {
    this.model = model;
    this.labels = labels;
    this.last = null;
  }

  async classify(values) {
    const input = tf.tensor2d([values]);
    const probs = this.model.predict(input).softmax();
    const data = await probs.data();
    if (this.last !== null) this.last.dispose();
    this.last = probs;
    const best = data.indexOf(Math.max(...data));
    return this.labels[best];
  }

  explain() {
    const {values, indices} = tf.topk(this.last, 2);
    const v = values.dataSync();
    const i = indices.dataSync();
    return `${this.labels[i[0]]} ${v[0].toFixed(4)}, then ${this.labels[i[1]]} ${v[1].toFixed(4)}`;
  }
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [3], units: 4, kernelInitializer: tf.initializers.glorotUniform({seed: 13})}),
  ]});
  const service = new ClassifierService(model, ['spam', 'ham', 'promo', 'social']);
  for (const v of [[1, 0, 0], [0, 2, 1], [1, 1, 3]]) {
    const label = await service.classify(v);
    console.log(v.join(','), '->', label, '|', service.explain());
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
