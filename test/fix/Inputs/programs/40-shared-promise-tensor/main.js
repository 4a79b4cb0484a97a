// A lazily "downloaded" embedding table is a promise shared by several consumers; each
// .then() reads the resolved tensor, and a promise chain turns a lookup into numbers.
// Shapes: promise chains (.then(t => ...)) where the resolved tensor is shared by
// later consumers; a tensor resolved by a promise; leaked lookups inside the chain.
const tf = require('@tensorflow/tfjs');

function fetchTable() {
  return new Promise((resolve) => {
    setTimeout(() => resolve(tf.tensor2d([[1, 0], [0, 1], [0.6, 0.8], [-1, 0]])), 5);
  });
}

async function main() {
  await tf.setBackend('cpu');
  const table = fetchTable();
  const first = table.then((t) => t.gather([2]).squeeze()).then((row) => row.data()).then((v) => {
    console.log('row 2', Array.from(v, (x) => x.toFixed(4)).join(','));
  });
  const second = table.then((t) => {
    const norms = t.norm('euclidean', 1);
    console.log('norms', Array.from(norms.dataSync(), (v) => v.toFixed(3)).join(' '));
  });
  await Promise.all([first, second]);
  const t = await table;
  const sims = t.matMul(t.transpose());
  console.log('similarity of 0 and 2', sims.arraySync()[0][2].toFixed(4));
  console.log('numTensors', tf.memory().numTensors);
}

main();
