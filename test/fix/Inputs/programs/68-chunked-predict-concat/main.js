// Predicts a large-ish input in fixed-size chunks (as apps do to bound memory),
// collects the chunk outputs in an array, concatenates them and frees the chunk outputs
// with tf.dispose(array). The chunk inputs leak. Shapes: arrays of tensors freed with
// tf.dispose([...]); chunk slices leaked in a loop (safe to dispose after predict).
const tf = require('@tensorflow/tfjs');

function predictInChunks(model, data, chunkSize) {
  const outputs = [];
  for (let start = 0; start < data.shape[0]; start += chunkSize) {
    const size = Math.min(chunkSize, data.shape[0] - start);
    const chunk = data.slice([start, 0], [size, data.shape[1]]);
    outputs.push(model.predict(chunk));
  }
  const all = tf.concat(outputs);
  tf.dispose(outputs);
  return all;
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [3], units: 2, activation: 'tanh', kernelInitializer: tf.initializers.glorotUniform({seed: 211})}),
  ]});
  const data = tf.tensor2d(Array.from({length: 10}, (_, i) => [i / 10, 1 - i / 10, (i % 3) / 3]));
  const result = predictInChunks(model, data, 4);
  console.log('result shape', result.shape.join('x'));
  console.log('column means', Array.from(result.mean(0).dataSync(), (v) => v.toFixed(4)).join(' '));
  console.log('row 9', Array.from(result.slice([9, 0], [1, 2]).dataSync(), (v) => v.toFixed(4)).join(' '));
  result.dispose();
  console.log('numTensors', tf.memory().numTensors);
}

main();
