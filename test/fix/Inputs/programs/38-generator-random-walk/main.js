// A particle simulation written as a generator: it yields its position tensor each tick and
// keeps using the same tensor on the next tick, while a second generator yields fresh
// mini-batches. Shapes: function* yielding a tensor it still owns (the consumer must not
// dispose it) next to one yielding tensors the consumer owns; leaked per-tick intermediates.
const tf = require('@tensorflow/tfjs');

function* walk(steps) {
  let position = tf.tensor1d([0, 0]);
  const drift = tf.tensor1d([0.5, -0.25]);
  for (let i = 0; i < steps; i++) {
    yield position;
    const next = position.add(drift.mul(i % 2 === 0 ? 1 : -0.5));
    position = next;
  }
}

function* batches(xs, size) {
  for (let start = 0; start < xs.shape[0]; start += size)
    yield xs.slice(start, Math.min(size, xs.shape[0] - start));
}

async function main() {
  await tf.setBackend('cpu');
  let tick = 0;
  for (const pos of walk(5)) {
    const dist = pos.norm();
    console.log('tick', tick++, 'pos', Array.from(pos.dataSync()).join(','), 'dist', dist.dataSync()[0].toFixed(4));
  }
  const xs = tf.range(0, 10);
  for (const batch of batches(xs, 4))
    console.log('batch sum', batch.sum().dataSync()[0]);
  console.log('numTensors', tf.memory().numTensors);
}

main();
