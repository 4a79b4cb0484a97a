// A hand-written two-layer network: createParams() makes tf.variables from seeded random tensors
// and returns them, a Network class keeps them in a field and trains them with minimize. Shapes:
// tf.variable(...) that must outlive the function that made it; the seeded initial-value tensors
// leak (a careful developer disposes them); leaked outputs in forward passes.
const tf = require('@tensorflow/tfjs');

function createParams(inputs, hidden, outputs) {
  const w1 = tf.variable(tf.randomNormal([inputs, hidden], 0, 0.5, 'float32', 7), true, 'w1');
  const b1 = tf.variable(tf.zeros([hidden]), true, 'b1');
  const w2 = tf.variable(tf.randomNormal([hidden, outputs], 0, 0.5, 'float32', 8), true, 'w2');
  const b2 = tf.variable(tf.zeros([outputs]), true, 'b2');
  return {w1, b1, w2, b2};
}

class Network {
  constructor(params) {
    this.params = params;
    this.optimizer = tf.train.adam(0.05);
  }
  forward(x) {
    const {w1, b1, w2, b2} = this.params;
    return x.matMul(w1).add(b1).relu().matMul(w2).add(b2);
  }
  trainStep(xs, ys) {
    const cost = this.optimizer.minimize(() => tf.losses.meanSquaredError(ys, this.forward(xs)), true);
    const value = cost.dataSync()[0];
    cost.dispose();
    return value;
  }
}

async function main() {
  await tf.setBackend('cpu');
  const net = new Network(createParams(2, 6, 1));
  const xs = tf.tensor2d([[0, 0], [0, 1], [1, 0], [1, 1]]);
  const ys = tf.tensor2d([[0], [1], [1], [2]]);
  let value = 0;
  for (let i = 0; i < 80; i++) value = net.trainStep(xs, ys);
  console.log('loss', value.toFixed(4));
  const out = net.forward(tf.tensor2d([[1, 1], [0.5, 0.5]]));
  console.log('out', Array.from(out.dataSync(), (v) => v.toFixed(3)).join(' '));
  console.log('params', Object.keys(net.params).join(','), net.params.w1.shape.join('x'));
  console.log('numTensors', tf.memory().numTensors);
}

main();
