// "Decodes" images asynchronously (each resolves to a tensor after a short
// delay), waits for all with Promise.all and stacks them into a batch.
// Shapes: tensors resolved by promises and returned to the caller; the
// decoded images leak after stacking (disposing them there is safe).
const tf = require('@tensorflow/tfjs');

function decodeImage(id) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const values = [];
      for (let i = 0; i < 12; i++) values.push((i * 20 + id * 50) % 256);
      resolve(tf.tensor3d(values, [2, 2, 3], 'int32'));
    }, 3 * id);
  });
}

async function loadBatch(ids) {
  const images = await Promise.all(ids.map(decodeImage));
  const batch = tf.stack(images).toFloat().div(255);
  return batch;
}

async function main() {
  await tf.setBackend('cpu');
  const batch = await loadBatch([1, 2, 3]);
  console.log('batch', batch.shape.join('x'));
  const perImage = batch.mean([1, 2, 3]);
  console.log('means', Array.from(perImage.dataSync(), (v) => v.toFixed(4)).join(' '));
  batch.dispose();
  console.log('numTensors', tf.memory().numTensors);
}

main();
