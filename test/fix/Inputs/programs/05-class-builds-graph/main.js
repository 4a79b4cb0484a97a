// A bag-of-words sentiment classifier written as a class that wires its
// functional graph in the constructor and keeps the SymbolicTensors in
// fields, later building a feature model from them. Shapes: class that
// builds the graph in its constructor; a leaked encoded input per call.
const tf = require('@tensorflow/tfjs');

const VOCAB = ['good', 'great', 'fun', 'bad', 'awful', 'boring', 'movie', 'plot'];

class SentimentNet {
  constructor() {
    const input = tf.input({shape: [VOCAB.length], name: 'bow'});
    const hidden = tf.layers.dense({units: 4, activation: 'relu', name: 'features',
      kernelInitializer: tf.initializers.glorotUniform({seed: 31})}).apply(input);
    const output = tf.layers.dense({units: 1, activation: 'sigmoid',
      kernelInitializer: tf.initializers.glorotUniform({seed: 32})}).apply(hidden);
    this.model = tf.model({inputs: input, outputs: output});
    this.input = input;
    this.hidden = hidden;
    this.model.compile({optimizer: tf.train.adam(0.1), loss: 'binaryCrossentropy'});
    this.featureModel = null;
  }

  encode(text) {
    const words = text.split(' ');
    return tf.tensor2d([VOCAB.map((w) => (words.includes(w) ? 1 : 0))]);
  }

  async train(texts, labels) {
    const xs = tf.concat(texts.map((t) => this.encode(t)));
    const ys = tf.tensor2d(labels, [labels.length, 1]);
    await this.model.fit(xs, ys, {epochs: 30, batchSize: texts.length, shuffle: false, verbose: 0});
    xs.dispose();
    ys.dispose();
  }

  score(text) {
    const x = this.encode(text);
    return this.model.predict(x).dataSync()[0];
  }

  features(text) {
    if (this.featureModel === null)
      this.featureModel = tf.model({inputs: this.input, outputs: this.hidden});
    const x = this.encode(text);
    return Array.from(this.featureModel.predict(x).dataSync());
  }
}

async function main() {
  await tf.setBackend('cpu');
  const net = new SentimentNet();
  await net.train(
    ['good movie', 'great fun', 'bad plot', 'awful boring movie', 'fun plot', 'boring'],
    [1, 1, 0, 0, 1, 0]);
  for (const text of ['great movie', 'awful plot', 'good fun', 'boring bad'])
    console.log(text, '->', net.score(text).toFixed(4));
  console.log('features', net.features('good plot').map((v) => v.toFixed(3)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
