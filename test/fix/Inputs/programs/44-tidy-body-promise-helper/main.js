// Preprocessing runs inside tf.tidy, and the tidy body calls a logging helper that returns
// a Promise (it copies the values synchronously and prints them later); the promises are
// awaited after the tidy. Shapes: tf.tidy whose body calls a helper returning a Promise
// (correct here, because the helper reads before returning); leaked raw images.
const tf = require('@tensorflow/tfjs');

const pending = [];

function report(label, t) {
  const values = t.arraySync();
  return new Promise((resolve) => {
    setTimeout(() => {
      console.log(label, JSON.stringify(values.map((row) => row.map((v) => Number(v.toFixed(3))))));
      resolve(values.length);
    }, 2);
  });
}

function preprocess(image) {
  return tf.tidy(() => {
    const x = image.toFloat().div(255);
    pending.push(report('normalized', x.reshape([image.shape[0], -1])));
    return x.expandDims(0);
  });
}

async function main() {
  await tf.setBackend('cpu');
  const batch = [];
  for (let i = 1; i <= 2; i++) {
    const image = tf.tensor3d([0, 64 * i, 128, 255, 32, 16 * i, 8, 4], [2, 2, 2], 'int32');
    batch.push(preprocess(image));
  }
  const rows = await Promise.all(pending);
  console.log('reported rows', rows.join(','));
  const stacked = tf.concat(batch);
  console.log('batch shape', stacked.shape.join('x'), 'mean', stacked.mean().dataSync()[0].toFixed(4));
  tf.dispose(batch);
  console.log('numTensors', tf.memory().numTensors);
}

main();
