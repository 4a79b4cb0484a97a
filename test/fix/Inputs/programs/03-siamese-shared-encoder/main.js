// A siamese similarity model: one dense encoder layer is shared by two
// inputs, the two codes are concatenated and scored. Shapes: shared layer
// applied to two SymbolicTensors, tf.layers.concatenate().apply([a, b]),
// and the same layer applied to a concrete tensor (a real, leaked tensor).
const tf = require('@tensorflow/tfjs');

const PAIRS_A = [[1, 0, 0, 1], [0, 1, 1, 0], [1, 1, 0, 0], [0, 0, 1, 1], [1, 0, 1, 0], [0, 1, 0, 1]];
const PAIRS_B = [[1, 0, 0, 1], [1, 0, 0, 1], [1, 1, 0, 0], [1, 1, 0, 0], [1, 0, 1, 0], [1, 0, 1, 0]];
const SAME = [[1], [0], [1], [0], [1], [0]];

async function main() {
  await tf.setBackend('cpu');
  const encoder = tf.layers.dense({units: 3, activation: 'relu', name: 'encoder',
    kernelInitializer: tf.initializers.glorotUniform({seed: 11})});
  const left = tf.input({shape: [4], name: 'left'});
  const right = tf.input({shape: [4], name: 'right'});
  const codeLeft = encoder.apply(left);
  const codeRight = encoder.apply(right);
  const merged = tf.layers.concatenate().apply([codeLeft, codeRight]);
  const score = tf.layers.dense({units: 1, activation: 'sigmoid',
    kernelInitializer: tf.initializers.glorotUniform({seed: 12})}).apply(merged);
  const model = tf.model({inputs: [left, right], outputs: score});
  model.compile({optimizer: tf.train.adam(0.05), loss: 'binaryCrossentropy'});
  console.log('merged width', merged.shape[1], 'layers', model.layers.length);

  const a = tf.tensor2d(PAIRS_A);
  const b = tf.tensor2d(PAIRS_B);
  const same = tf.tensor2d(SAME);
  const h = await model.fit([a, b], same, {epochs: 40, batchSize: 6, shuffle: false, verbose: 0});
  console.log('loss', h.history.loss[39].toFixed(4));

  const scores = model.predict([a, b]).dataSync();
  console.log('scores', Array.from(scores, (s) => s.toFixed(3)).join(' '));

  // The shared encoder on a real tensor: its output is a tensor of its own.
  const codes = encoder.apply(tf.tensor2d([[1, 0, 0, 1]]));
  console.log('code', Array.from(codes.dataSync(), (v) => v.toFixed(4)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
