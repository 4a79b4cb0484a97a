// An ES-module autoencoder for 6-pixel patterns: it is trained to copy its input
// through a 2-unit code, then scores the reconstruction error of new patterns
// (anomaly detection). Shapes: functional graph built in another ES module (the
// returned `code` is a SymbolicTensor), leaked per-sample errors computed in a loop.
import * as tf from '@tensorflow/tfjs';
import {buildAutoencoder} from './model.mjs';

await tf.setBackend('cpu');

const PATTERNS = [
  [1, 1, 1, 0, 0, 0], [0, 0, 0, 1, 1, 1], [1, 1, 1, 0, 0, 0], [0, 0, 0, 1, 1, 1],
  [1, 1, 0, 0, 0, 0], [0, 0, 0, 0, 1, 1],
];

const {autoencoder, encoder, code} = buildAutoencoder(6, 2);
console.log('code units', code.shape[1]);
const data = tf.tensor2d(PATTERNS);
await autoencoder.fit(data, data, {epochs: 60, batchSize: 6, shuffle: false, verbose: 0});

function reconstructionError(pattern) {
  const x = tf.tensor2d([pattern]);
  const y = autoencoder.predict(x);
  const err = tf.losses.meanSquaredError(x, y);
  return err.dataSync()[0];
}

for (const p of [[1, 1, 1, 0, 0, 0], [0, 0, 0, 1, 1, 1], [1, 0, 1, 0, 1, 0]])
  console.log(p.join(''), 'error', reconstructionError(p).toFixed(4));

const codes = encoder.predict(tf.tensor2d([[1, 1, 1, 0, 0, 0]]));
console.log('code', Array.from(codes.dataSync(), (v) => v.toFixed(3)).join(' '));
console.log('numTensors', tf.memory().numTensors);
