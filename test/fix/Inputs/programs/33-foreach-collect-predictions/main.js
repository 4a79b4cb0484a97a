// Scores a list of sentences with a tiny linear model inside an array
// forEach callback, collecting the score tensors in an outer array that is
// concatenated later. Shapes: forEach callback whose tensor is pushed to an
// outer array (kept past the callback); leaked inputs in the callback.
const tf = require('@tensorflow/tfjs');

const VOCAB = {love: 0, hate: 1, ok: 2, this: 3, product: 4};

function vectorize(sentence) {
  const counts = new Array(5).fill(0);
  for (const w of sentence.split(' ')) if (w in VOCAB) counts[VOCAB[w]] += 1;
  return tf.tensor2d([counts]);
}

async function main() {
  await tf.setBackend('cpu');
  const weights = tf.tensor2d([[2], [-2], [0.3], [0], [0.1]]);
  const sentences = ['love this product', 'hate this', 'ok product', 'love love ok'];
  const scores = [];
  sentences.forEach((s) => {
    const x = vectorize(s);
    const score = x.matMul(weights).sigmoid();
    scores.push(score);
  });
  const all = tf.concat(scores).squeeze();
  Array.from(all.dataSync()).forEach((v, i) => console.log(sentences[i], '->', v.toFixed(4)));
  const positive = all.greater(0.5).sum().dataSync()[0];
  console.log('positive', positive, 'of', scores.length);
  console.log('numTensors', tf.memory().numTensors);
}

main();
