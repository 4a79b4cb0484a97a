// A session object tracks every tensor it hands out in a Set and frees them
// all in close(); the work in between uses the tracked tensors freely.
// Shapes: tensors in a Set (track(t) returns t and keeps it); tf.dispose of
// the Set's contents at the end; leaked untracked intermediates.
const tf = require('@tensorflow/tfjs');

class Session {
  constructor() {
    this.live = new Set();
  }
  track(t) {
    this.live.add(t);
    return t;
  }
  close() {
    const n = this.live.size;
    tf.dispose([...this.live]);
    this.live.clear();
    return n;
  }
}

function gaussianKernel(session, size, sigma) {
  const r = tf.range(-(size - 1) / 2, (size + 1) / 2);
  const k = r.square().div(-2 * sigma * sigma).exp();
  return session.track(k.div(k.sum()));
}

async function main() {
  await tf.setBackend('cpu');
  const session = new Session();
  const kernel = gaussianKernel(session, 5, 1.0);
  const signal = session.track(tf.tensor1d([0, 0, 1, 5, 1, 0, 0, 3, 0, 0]));
  const smoothed = tf.conv1d(signal.reshape([1, 10, 1]), kernel.reshape([5, 1, 1]), 1, 'same');
  console.log('kernel', Array.from(kernel.dataSync(), (v) => v.toFixed(4)).join(' '));
  console.log('smoothed', Array.from(smoothed.dataSync(), (v) => v.toFixed(3)).join(' '));
  const peak = smoothed.argMax(1).dataSync()[0];
  console.log('peak at', peak, 'signal there', signal.dataSync()[peak]);
  console.log('freed', session.close());
  console.log('numTensors', tf.memory().numTensors);
}

main();
