// A motion detector over an async generator of video frames: the generator
// awaits each "capture", yields the frame, and keeps it as the previous
// frame to diff against the next one. Shapes: async function* yielding
// tensors it keeps using (for await ... of); leaked diff tensors.
const tf = require('@tensorflow/tfjs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function* frames(count) {
  let previous = null;
  for (let i = 0; i < count; i++) {
    await sleep(2);
    const frame = tf.tensor2d([[i % 2, 0.5], [0.25 * i, 1]]);
    const motion = previous === null ? 0 : frame.sub(previous).abs().sum().dataSync()[0];
    yield {frame, motion, index: i};
    previous = frame;
  }
}

async function main() {
  await tf.setBackend('cpu');
  for await (const {frame, motion, index} of frames(5)) {
    const brightness = frame.mean();
    const mask = frame.greater(0.4).toInt().sum();
    console.log('frame', index, 'motion', motion.toFixed(4), 'brightness', brightness.dataSync()[0].toFixed(4), 'bright pixels', mask.dataSync()[0]);
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
