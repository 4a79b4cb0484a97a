// Conway's game of life on a 6x6 torus: the start pattern is written with tf.buffer,
// and each generation counts neighbours with tf.roll-like concatenations. The old
// board is disposed, the per-step intermediates leak. Shapes: tf.buffer().toTensor(),
// a loop that replaces its state tensor, plain leaks safe to dispose.
const tf = require('@tensorflow/tfjs');

function shift(board, dy, dx) {
  const n = board.shape[0];
  let b = board;
  if (dy !== 0) {
    const k = (n + dy) % n;
    b = tf.concat([b.slice([n - k, 0], [k, n]), b.slice([0, 0], [n - k, n])], 0);
  }
  if (dx !== 0) {
    const k = (n + dx) % n;
    b = tf.concat([b.slice([0, n - k], [n, k]), b.slice([0, 0], [n, n - k])], 1);
  }
  return b;
}

function step(board) {
  let neighbours = tf.zerosLike(board);
  for (const dy of [-1, 0, 1])
    for (const dx of [-1, 0, 1])
      if (dy !== 0 || dx !== 0) neighbours = neighbours.add(shift(board, dy, dx));
  const born = neighbours.equal(3);
  const survive = board.equal(1).logicalAnd(neighbours.equal(2));
  return born.logicalOr(survive).toInt();
}

async function main() {
  await tf.setBackend('cpu');
  const buf = tf.buffer([6, 6], 'int32');
  for (const [y, x] of [[0, 1], [1, 2], [2, 0], [2, 1], [2, 2]]) buf.set(1, y, x);
  let board = buf.toTensor();
  for (let gen = 0; gen < 4; gen++) {
    const next = step(board);
    board.dispose();
    board = next;
    console.log('gen', gen + 1, 'alive', board.sum().dataSync()[0]);
  }
  board.arraySync().forEach((row) => console.log(row.map((c) => (c ? '#' : '.')).join('')));
  console.log('numTensors', tf.memory().numTensors);
}

main();
