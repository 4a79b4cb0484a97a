// A sensor smoother: each reading becomes a tensor that is handed to two npm
// packages the analyzer cannot see: tensor-meter only reads it, tensor-ring
// keeps it for a moving window. Shapes: package function that keeps its
// argument next to one that does not; leaked per-reading intermediates.
const tf = require('@tensorflow/tfjs');
const {TensorRing} = require('tensor-ring');
const meter = require('tensor-meter');

const READINGS = [[0.1, 0.5, 0.9], [0.2, 0.4, 1.1], [0.0, 0.6, 0.8], [0.3, 0.5, 1.0], [0.1, 0.7, 0.9]];

async function main() {
  await tf.setBackend('cpu');
  const ring = new TensorRing(3);
  for (const values of READINGS) {
    const raw = tf.tensor1d(values);
    const calibrated = raw.mul(10).sub(1);
    const stats = meter.measure(calibrated);
    ring.push(calibrated);
    console.log('reading', stats.min.toFixed(2), stats.max.toFixed(2), stats.mean.toFixed(4));
  }
  const smoothed = ring.window().mean(0);
  console.log('window', ring.length, 'smoothed', Array.from(smoothed.dataSync(), (v) => v.toFixed(4)).join(' '));
  console.log('measured', meter.count());
  console.log('numTensors', tf.memory().numTensors);
}

main();
