// An ES-module training script that imports preprocessing and metric helpers from lib/:
// the helpers return tensors (owned by the caller) or numbers, and the caller leaks
// some of them. Shapes: cross-module helpers in ESM returning tensors to the caller;
// training with model.fit; a standardize() helper whose moments leak inside the helper.
import * as tf from '@tensorflow/tfjs';
import {toBatch, standardize} from './lib/preprocess.mjs';
import {accuracy, meanAbsoluteError} from './lib/metrics.mjs';

async function main() {
  await tf.setBackend('cpu');
  const raw = toBatch([[150, 50], [160, 60], [170, 80], [180, 90], [155, 52], [175, 85]]);
  const xs = standardize(raw);
  const ys = tf.tensor2d([[1, 0], [1, 0], [0, 1], [0, 1], [1, 0], [0, 1]]);
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [2], units: 2, activation: 'softmax', kernelInitializer: tf.initializers.glorotUniform({seed: 161})}),
  ]});
  model.compile({optimizer: tf.train.adam(0.1), loss: 'categoricalCrossentropy'});
  await model.fit(xs, ys, {epochs: 20, batchSize: 6, shuffle: false, verbose: 0});
  const preds = model.predict(xs);
  console.log('accuracy', accuracy(ys, preds).toFixed(4));
  console.log('mae', meanAbsoluteError(ys, preds).toFixed(4));
  console.log('standardized', Array.from(xs.dataSync().slice(0, 4), (v) => v.toFixed(3)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
