// A per-frame function that leaks its intermediates, a class that keeps
// its state in a field, and an optimizer loop.
const tf = require('@tensorflow/tfjs');

class Tracker {
  constructor() {
    this.state = tf.zeros([2]);
  }
  update(v) {
    const delta = tf.tensor1d([v, -v]);
    const next = this.state.add(delta);
    this.state.dispose();
    this.state = next;
  }
}

function frame(i, tracker) {
  const t = tf.scalar(i);
  const y = t.square().add(1);
  console.log('frame', i, y.dataSync()[0]);
  tracker.update(i);
}

async function main() {
  await tf.setBackend('cpu');
  const tracker = new Tracker();
  for (let i = 0; i < 3; i++)
    frame(i, tracker);
  console.log('state', tracker.state.dataSync().join(','));
  const w = tf.variable(tf.scalar(1));
  const opt = tf.train.sgd(0.1);
  for (let step = 0; step < 3; step++)
    opt.minimize(() => w.sub(3).square());
  console.log('w', w.dataSync()[0].toFixed(4));
  console.log('numTensors', tf.memory().numTensors);
}

// Exported: other code may run it again and again.
module.exports = {main};
main();
