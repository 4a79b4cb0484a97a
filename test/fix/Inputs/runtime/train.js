// A getting-started training program: the model holds its optimizer, the
// dataset holds its tensors, and the training data must live until training
// is done. A dispose inserted before any of those uses breaks the program.
const tf = require('@tensorflow/tfjs');

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential();
  model.add(tf.layers.dense({units: 1, inputShape: [1], kernelInitializer: 'ones', biasInitializer: 'zeros'}));
  const optimizer = tf.train.sgd(0.01);
  model.compile({loss: 'meanSquaredError', optimizer});
  const xs = tf.tensor2d([1, 2, 3, 4], [4, 1]);
  const ys = tf.tensor2d([1, 3, 5, 7], [4, 1]);
  await model.fit(xs, ys, {epochs: 5, verbose: 0, shuffle: false});
  const input = tf.tensor2d([5], [1, 1]);
  const out = model.predict(input);
  console.log('prediction', out.dataSync()[0].toFixed(4));
  const more = tf.tensor2d([6], [1, 1]);
  const ds = tf.data.array([{xs: more, ys: tf.tensor1d([11])}]).batch(1);
  await model.fitDataset(ds, {epochs: 1, verbose: 0});
  console.log('after dataset', model.predict(more).dataSync()[0].toFixed(4));
  const pos = tf.ones([2]);
  const neg = tf.zeros([2]);
  const both = tf.concat([pos, neg]);
  console.log('concat', both.dataSync().join(','));
  both.dispose();
  console.log('numTensors', tf.memory().numTensors);
}

// Exported: other code may run it again and again.
module.exports = {main};
main();
