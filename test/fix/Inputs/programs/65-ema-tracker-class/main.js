// A statistics tracker class keeps exponential moving averages of gradient norms in
// tensor fields (old values disposed on update) while a training loop computes
// gradients with tf.variableGrads. Shapes: class fields that own tensors across calls
// (kept), tf.dispose(grads) of a map of tensors, leaked per-step intermediates.
const tf = require('@tensorflow/tfjs');

class EmaTracker {
  constructor(decay) {
    this.decay = decay;
    this.mean = tf.scalar(0);
  }
  update(value) {
    const next = this.mean.mul(this.decay).add(value.mul(1 - this.decay));
    this.mean.dispose();
    this.mean = next;
  }
  read() {
    return this.mean.dataSync()[0];
  }
}

async function main() {
  await tf.setBackend('cpu');
  const w = tf.variable(tf.tensor1d([2, -1, 0.5]));
  const target = tf.tensor1d([0, 1, 0]);
  const tracker = new EmaTracker(0.8);
  for (let step = 0; step < 15; step++) {
    const {value, grads} = tf.variableGrads(() => w.sub(target).square().sum());
    const g = grads[w.name];
    const norm = g.norm();
    tracker.update(norm);
    w.assign(w.sub(g.mul(0.1)));
    if (step % 5 === 4) console.log('step', step, 'loss', value.dataSync()[0].toFixed(4), 'ema grad norm', tracker.read().toFixed(4));
    tf.dispose(grads);
  }
  console.log('w', Array.from(w.dataSync(), (v) => v.toFixed(4)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
