// Splits a batch of stereo audio frames into channels with destructuring, computes
// per-channel energy and a mid/side mix, and frees some parts with tf.dispose([a,
// b]) while others leak. Shapes: destructuring `const [a, b] = tf.split(x, 2,
// axis)`, tf.dispose([...]) of some parts, leaks next to disposed tensors.
const tf = require('@tensorflow/tfjs');

function channelEnergy(frames) {
  const [left, right] = tf.split(frames, 2, 1);
  const eLeft = left.square().mean().dataSync()[0];
  const eRight = right.square().mean().dataSync()[0];
  const mid = left.add(right).div(2);
  const side = left.sub(right).div(2);
  const ratio = side.abs().sum().div(mid.abs().sum().add(1e-6)).dataSync()[0];
  tf.dispose([left, right]);
  return {eLeft, eRight, ratio};
}

async function main() {
  await tf.setBackend('cpu');
  const blocks = [
    [[0.5, 0.4], [0.1, 0.2], [-0.3, -0.2], [0.0, 0.1]],
    [[0.9, -0.9], [0.5, -0.4], [0.2, -0.2], [0.0, 0.0]],
  ];
  for (const block of blocks) {
    const frames = tf.tensor2d(block);
    const {eLeft, eRight, ratio} = channelEnergy(frames);
    console.log('energy L', eLeft.toFixed(4), 'R', eRight.toFixed(4), 'side/mid', ratio.toFixed(4));
    frames.dispose();
  }
  const [first, rest] = tf.split(tf.range(0, 6), [2, 4]);
  console.log('first', Array.from(first.dataSync()).join(','), 'rest', Array.from(rest.dataSync()).join(','));
  console.log('numTensors', tf.memory().numTensors);
}

main();
