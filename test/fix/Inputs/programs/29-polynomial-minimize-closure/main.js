// The classic TF.js "fit a curve" tutorial: coefficients a, b, c are tf.variables, the
// loss closure captures the training tensors, and optimizer.minimize runs it each step.
// Shapes: a loss closure defined before the loop that captures xs/ys (their last textual
// use is in the closure); variables that must outlive; leaked prediction tensors.
const tf = require('@tensorflow/tfjs');

let a, b, c;

function predict(x) {
  return tf.tidy(() => a.mul(x.square()).add(b.mul(x)).add(c));
}

function loss(predictions, labels) {
  return predictions.sub(labels).square().mean();
}

function generateData(count) {
  const x = [];
  const y = [];
  for (let i = 0; i < count; i++) {
    const v = -1 + (2 * i) / (count - 1);
    x.push(v);
    y.push(0.5 * v * v - 0.8 * v + 0.2);
  }
  return {xs: tf.tensor1d(x), ys: tf.tensor1d(y)};
}

async function main() {
  await tf.setBackend('cpu');
  a = tf.variable(tf.scalar(0.1));
  b = tf.variable(tf.scalar(0.2));
  c = tf.variable(tf.scalar(0.3));
  const {xs, ys} = generateData(11);
  const lossFn = () => loss(predict(xs), ys);
  const optimizer = tf.train.adam(0.1);
  for (let i = 0; i < 60; i++) {
    optimizer.minimize(lossFn);
    if (i % 20 === 19) console.log('iter', i + 1, 'a', a.dataSync()[0].toFixed(3), 'b', b.dataSync()[0].toFixed(3), 'c', c.dataSync()[0].toFixed(3));
  }
  const probe = tf.tensor1d([-0.5, 0, 0.5]);
  const curve = predict(probe);
  console.log('curve', Array.from(curve.dataSync(), (v) => v.toFixed(4)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
