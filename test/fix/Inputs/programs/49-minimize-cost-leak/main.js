// Finds the minimum of a 2-D bowl function with optimizer.minimize, logging
// the returned cost each step. The cost tensors (returnCost = true) leak on
// every step. Shapes: optimizer.minimize loop over a variable; a leak that
// is safe to dispose right after it is read.
const tf = require('@tensorflow/tfjs');

async function main() {
  await tf.setBackend('cpu');
  const point = tf.variable(tf.tensor1d([3, -2]), true, 'point');
  const target = tf.tensor1d([1, 0.5]);
  const optimizer = tf.train.momentum(0.05, 0.8);
  for (let step = 1; step <= 30; step++) {
    const cost = optimizer.minimize(() => point.sub(target).square().mul(tf.tensor1d([1, 3])).sum(), true);
    if (step % 10 === 0) console.log('step', step, 'cost', cost.dataSync()[0].toFixed(5));
  }
  console.log('point', Array.from(point.dataSync(), (v) => v.toFixed(4)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
