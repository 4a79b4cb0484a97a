// A fake camera emits frame tensors on an EventEmitter; one listener keeps
// the last frames in a buffer for a background model, another only logs the
// brightness. Shapes: emitter.emit('frame', t) whose listener stores the
// tensor; per-frame intermediates leak; a 5-iteration frame loop.
const tf = require('@tensorflow/tfjs');
const {EventEmitter} = require('events');

class Camera extends EventEmitter {
  capture(i) {
    const pixels = [];
    for (let p = 0; p < 12; p++) pixels.push(((p * 7 + i * 3) % 16) / 16);
    const frame = tf.tensor3d(pixels, [2, 2, 3]);
    this.emit('frame', frame, i);
  }
}

async function main() {
  await tf.setBackend('cpu');
  const camera = new Camera();
  const buffer = [];
  camera.on('frame', (frame) => {
    buffer.push(frame);
    if (buffer.length > 3) buffer.shift().dispose();
  });
  camera.on('frame', (frame, i) => {
    const brightness = frame.mean();
    console.log('frame', i, 'brightness', brightness.dataSync()[0].toFixed(4));
  });
  for (let i = 0; i < 5; i++)
    camera.capture(i);

  const background = tf.stack(buffer).mean(0);
  console.log('buffered', buffer.length);
  console.log('background', Array.from(background.dataSync()).slice(0, 6).map((v) => v.toFixed(4)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
