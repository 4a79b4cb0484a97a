// An ES-module app that hands normalised tensors to async analysis functions exported
// by another ES module (one reads after a microtask, one after a timer). Shapes:
// `await analyze(x.div(...))` and analyzeLater(t, 5).then with tensor arguments to
// async functions of another module; leaked intermediates; top-level await.
import * as tf from '@tensorflow/tfjs';
import {analyze, analyzeLater} from './worker.mjs';

await tf.setBackend('cpu');

const scores = tf.tensor2d([[2, 4, 6], [1, 1, 2], [0, 5, 5]]);
const rowSums = await analyze(scores.div(scores.max()));
console.log('row sums', rowSums.map((v) => v.toFixed(4)).join(' '));

const centered = scores.sub(scores.mean(0));
const later = analyzeLater(centered, 5).then((sums) => {
  console.log('centered sums', sums.map((v) => v.toFixed(4)).join(' '));
});
console.log('waiting');
await later;
console.log('numTensors', tf.memory().numTensors);
