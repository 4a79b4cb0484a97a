// Inference shapes seen in applications: results kept in arrays and
// closures, outputs that are arrays or records, a helper's tensor from
// another file, per-item loops.
const tf = require('@tensorflow/tfjs');
const {makeInput} = require('./helper');

function stats(x) {
  const parts = tf.split(x, 2, 1);
  console.log('parts', parts.length, parts[0].shape.join('x'));
  const m = tf.moments(x);
  console.log('mean', m.mean.dataSync()[0].toFixed(3));
  const kept = [x.square(), x.abs()];
  const total = tf.addN(kept);
  console.log('total', total.sum().dataSync()[0]);
  return kept;
}

function pair(x) {
  const a = x.add(1);
  const b = x.sub(1);
  return [a, b];
}

function record(x) {
  return {low: x.min(), high: x.max()};
}

function perItem(items) {
  const results = [];
  for (const v of items) {
    const t = tf.scalar(v);
    const y = t.mul(2);
    results.push(y.dataSync()[0]);
  }
  return results;
}

async function main() {
  await tf.setBackend('cpu');
  const x = makeInput(4);
  console.log('input', x.dataSync().join(','));
  const kept = stats(x);
  console.log('kept', kept.length);
  console.log('items', perItem([1, 2, 3]).join(','));
  const p = pair(x);
  console.log('pair', p.length, p[1].dataSync().join(','));
  const r = record(x);
  console.log('range', r.low.dataSync()[0], r.high.dataSync()[0]);
  const later = x.add(1);
  await new Promise((resolve) => setTimeout(() => {
    console.log('later', later.dataSync().join(','));
    resolve();
  }, 1));
  const scaled = tf.tidy(() => x.mul(3));
  console.log('scaled', scaled.dataSync().join(','));
  const batch = [scaled, x];
  const stacked = tf.stack(batch);
  console.log('stacked', stacked.shape.join('x'));
  x.dispose();
  console.log('numTensors', tf.memory().numTensors);
}

// Exported: other code may run it again and again.
module.exports = {main};
main();
