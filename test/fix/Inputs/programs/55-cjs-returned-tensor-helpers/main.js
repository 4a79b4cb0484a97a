// Rotates a small point cloud with helpers from a CommonJS module that return tensors,
// and checks that distances are preserved. The helpers leak their intermediates and
// the caller leaks the results. Shapes: tensors returned to the caller across modules
// (exports.fn); leaks in helpers where disposing before returning is correct.
const tf = require('@tensorflow/tfjs');
const geometry = require('./geometry');

async function main() {
  await tf.setBackend('cpu');
  const points = tf.tensor2d([[0, 0], [1, 0], [0, 2], [3, 1]]);
  for (const deg of [30, 90, 180]) {
    const rotated = geometry.rotate(points, (deg * Math.PI) / 180);
    const c = geometry.centroid(rotated);
    const before = geometry.pairwiseDistances(points);
    const after = geometry.pairwiseDistances(rotated);
    const drift = before.sub(after).abs().max().dataSync()[0];
    console.log('rotate', deg, 'centroid', Array.from(c.dataSync(), (v) => v.toFixed(3)).join(','), 'distances kept', drift < 1e-4);
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
