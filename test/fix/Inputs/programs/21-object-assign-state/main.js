// Logistic regression written against a plain state object: init() puts the
// weight and bias variables into it with Object.assign, and step() trains
// them in place. Shapes: Object.assign(state, {w, b}) keeps the tensors
// after init returns; leaked predictions in report().
const tf = require('@tensorflow/tfjs');

const state = {epoch: 0};

function init(features) {
  const w = tf.variable(tf.zeros([features, 1]), true, 'w');
  const b = tf.variable(tf.scalar(0), true, 'b');
  const optimizer = tf.train.sgd(0.5);
  Object.assign(state, {w, b, optimizer});
}

function predict(xs) {
  return xs.matMul(state.w).add(state.b).sigmoid();
}

function step(xs, ys) {
  const cost = state.optimizer.minimize(() => tf.losses.logLoss(ys, predict(xs)), true);
  state.epoch++;
  return cost.dataSync()[0];
}

function report(xs) {
  const p = predict(xs);
  console.log('probabilities', Array.from(p.dataSync(), (v) => v.toFixed(4)).join(' '));
}

async function main() {
  await tf.setBackend('cpu');
  init(2);
  const xs = tf.tensor2d([[0, 0], [0, 1], [1, 0], [1, 1], [2, 2], [0.5, 0]]);
  const ys = tf.tensor2d([[0], [0], [0], [1], [1], [0]]);
  let last = 0;
  for (let i = 0; i < 50; i++) last = step(xs, ys);
  console.log('epochs', state.epoch, 'loss', last.toFixed(4));
  report(xs);
  console.log('w', Array.from(state.w.dataSync(), (v) => v.toFixed(4)).join(' '), 'b', state.b.dataSync()[0].toFixed(4));
  console.log('numTensors', tf.memory().numTensors);
}

main();
