// Simulates a webcam loop: five frames are generated, converted to grayscale,
// thresholded and summarised, one call per frame. Every intermediate leaks once
// per frame. Shapes: per-frame function in a 5-iteration loop
// (requestAnimationFrame style); plain leaks that are safe to dispose.
const tf = require('@tensorflow/tfjs');

const GRAY = [0.299, 0.587, 0.114];

function captureFrame(t) {
  const values = [];
  for (let i = 0; i < 4 * 4 * 3; i++) values.push((i * 11 + t * 37) % 256);
  return tf.tensor3d(values, [4, 4, 3], 'int32');
}

function processFrame(t) {
  const frame = captureFrame(t);
  const gray = frame.toFloat().mul(tf.tensor1d(GRAY)).sum(-1);
  const mask = gray.greater(128);
  const coverage = mask.toFloat().mean().dataSync()[0];
  const brightest = gray.max().dataSync()[0];
  console.log('frame', t, 'coverage', coverage.toFixed(4), 'brightest', brightest.toFixed(2));
}

async function main() {
  await tf.setBackend('cpu');
  for (let t = 0; t < 5; t++)
    processFrame(t);
  console.log('numTensors', tf.memory().numTensors);
}

main();
