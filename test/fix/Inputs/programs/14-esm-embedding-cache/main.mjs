// Computes word vectors with a fixed embedding matrix, stores them in an ES
// module's Map, then ranks words by cosine similarity. Shapes: tensor passed
// to an `export function` of another ES module that keeps it in a Map and
// returns it later; leaked similarity intermediates.
import * as tf from '@tensorflow/tfjs';
import {remember, lookup, size} from './cache.mjs';

const WORDS = ['king', 'queen', 'apple', 'pear', 'man', 'woman'];

function embed(table, index) {
  const row = table.slice([index, 0], [1, 4]).reshape([4]);
  const norm = row.norm();
  return row.div(norm);
}

function cosine(a, b) {
  return a.mul(b).sum().dataSync()[0];
}

async function main() {
  await tf.setBackend('cpu');
  const table = tf.tensor2d([
    [0.9, 0.8, 0.1, 0.0], [0.85, 0.9, 0.15, 0.1], [0.1, 0.0, 0.9, 0.8],
    [0.05, 0.1, 0.8, 0.9], [0.8, 0.6, 0.0, 0.1], [0.7, 0.8, 0.1, 0.0],
  ]);
  WORDS.forEach((word, i) => {
    const v = embed(table, i);
    remember(word, v);
  });
  console.log('cached', size());
  for (const query of ['king', 'apple']) {
    const q = lookup(query);
    const ranked = WORDS.filter((w) => w !== query)
      .map((w) => [w, cosine(q, lookup(w))])
      .sort((a, b) => b[1] - a[1]);
    console.log(query, '->', ranked.slice(0, 2).map(([w, s]) => `${w}:${s.toFixed(4)}`).join(' '));
  }
  console.log('numTensors', tf.memory().numTensors);
}

await main();
