// A recorder that writes processed frames to an npm "frame-sink" package the analyzer
// cannot see; write() returns a promise and the package keeps the tensor until flush().
// Shapes: `await write(t)` to an opaque package whose body is not visible (it keeps and
// later disposes its argument); leaked per-frame intermediates in a 5-frame loop.
const tf = require('@tensorflow/tfjs');
const sink = require('frame-sink');

function renderFrame(i) {
  return tf.tidy(() => tf.linspace(0, 1, 6).reshape([2, 3]).mul(i + 1));
}

async function main() {
  await tf.setBackend('cpu');
  for (let i = 0; i < 5; i++) {
    const frame = renderFrame(i);
    const graded = frame.clipByValue(0, 2).mul(0.5);
    const queued = await sink.write(graded);
    console.log('frame', i, 'queued', queued, 'peak', frame.max().dataSync()[0].toFixed(2));
  }
  const sums = await sink.flush();
  console.log('encoded', sums.map((s) => s.toFixed(3)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
