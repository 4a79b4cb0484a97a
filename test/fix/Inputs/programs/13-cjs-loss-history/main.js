// Fits a line with optimizer.minimize and hands each step's loss tensor to
// a CommonJS module that keeps it in a module-level array until summary().
// Shapes: tensor passed to a function in another module that stores it and
// reads it later; the step's prediction tensor also leaks.
const tf = require('@tensorflow/tfjs');
const history = require('./history');

async function main() {
  await tf.setBackend('cpu');
  const xs = tf.tensor1d([0, 1, 2, 3, 4]);
  const ys = tf.tensor1d([1, 3, 5, 7, 9]);
  const m = tf.variable(tf.scalar(0));
  const b = tf.variable(tf.scalar(0));
  const optimizer = tf.train.sgd(0.05);

  for (let step = 0; step < 40; step++) {
    const loss = optimizer.minimize(() => xs.mul(m).add(b).sub(ys).square().mean(), true);
    history.record(loss);
  }
  const s = history.summary();
  console.log('steps', s.count, 'first', s.first.toFixed(4), 'last', s.last.toFixed(4), 'mean', s.mean.toFixed(4));
  const prediction = xs.mul(m).add(b);
  console.log('fit', Array.from(prediction.dataSync(), (v) => v.toFixed(3)).join(' '));
  history.clear();
  console.log('m', m.dataSync()[0].toFixed(4), 'b', b.dataSync()[0].toFixed(4));
  console.log('numTensors', tf.memory().numTensors);
}

main();
