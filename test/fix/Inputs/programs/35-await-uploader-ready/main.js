// Streams normalised frames to an "uploader" that first waits for its connection and only
// then reads the tensor's data. Shapes: `await send(t)` with a chained intermediate as
// argument to an async function that reads it after an await (wrapping the statement in
// tf.tidy would free it too early); leaked raw frames (safe to dispose after the await).
const tf = require('@tensorflow/tfjs');

class Uploader {
  constructor() {
    this.ready = new Promise((resolve) => setTimeout(resolve, 5));
    this.sent = [];
  }
  async send(t) {
    await this.ready;
    const values = await t.data();
    this.sent.push(values.length);
    return values;
  }
}

function makeFrame(i) {
  const pixels = [];
  for (let p = 0; p < 8; p++) pixels.push((p * 31 + i * 17) % 256);
  return tf.tensor3d(pixels, [2, 2, 2]);
}

async function main() {
  await tf.setBackend('cpu');
  const uploader = new Uploader();
  for (let i = 0; i < 3; i++) {
    const frame = makeFrame(i);
    const values = await uploader.send(frame.div(255));
    console.log('frame', i, 'sent', Array.from(values, (v) => v.toFixed(3)).join(' '));
  }
  console.log('uploaded', uploader.sent.join(','));
  console.log('numTensors', tf.memory().numTensors);
}

main();
