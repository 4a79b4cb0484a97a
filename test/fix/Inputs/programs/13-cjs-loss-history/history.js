// Keeps the loss tensors of a training run so they can be summarised at the
// end without a GPU sync in every step.
const tf = require('@tensorflow/tfjs');

const losses = [];

function record(loss) {
  losses.push(loss);
}

function summary() {
  const all = tf.stack(losses);
  const result = {count: losses.length, first: all.dataSync()[0], last: all.dataSync()[losses.length - 1], mean: all.mean().dataSync()[0]};
  all.dispose();
  return result;
}

function clear() {
  tf.dispose(losses);
  losses.length = 0;
}

module.exports = {record, summary, clear};
