// k-means on a fixed 2-D data set: each iteration assigns points to the nearest
// centroid and recomputes the centroids, disposing the old ones. Intermediates of
// the assignment step leak each iteration. Shapes: a loop that replaces a tensor
// held in a variable (old one disposed) next to plain per-iteration leaks.
const tf = require('@tensorflow/tfjs');

const POINTS = [[1, 1], [1.2, 0.8], [0.9, 1.1], [5, 5], [5.2, 4.9], [4.8, 5.1], [9, 1], [8.8, 1.2], [9.1, 0.9]];

function assign(points, centroids) {
  const d = points.expandDims(1).sub(centroids.expandDims(0)).square().sum(-1);
  return d.argMin(1);
}

function update(points, labels, k) {
  const oneHot = tf.oneHot(labels, k).toFloat();
  const counts = oneHot.sum(0).expandDims(1);
  return oneHot.transpose().matMul(points).div(counts);
}

async function main() {
  await tf.setBackend('cpu');
  const points = tf.tensor2d(POINTS);
  let centroids = tf.tensor2d([[0, 0], [4, 4], [10, 0]]);
  for (let iter = 0; iter < 4; iter++) {
    const labels = assign(points, centroids);
    const next = update(points, labels, 3);
    const shift = next.sub(centroids).abs().max().dataSync()[0];
    centroids.dispose();
    centroids = next;
    console.log('iter', iter, 'shift', shift.toFixed(4));
  }
  console.log('centroids', centroids.arraySync().map((c) => c.map((v) => v.toFixed(3)).join(',')).join(' | '));
  const labels = assign(points, centroids).dataSync();
  console.log('labels', Array.from(labels).join(''));
  console.log('numTensors', tf.memory().numTensors);
}

main();
