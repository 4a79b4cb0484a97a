// Synthetic data sets for demos. blobs() yields fresh tensors on each
// iteration (the data set pipeline frees them); testSet() returns tensors
// the caller owns.
import * as tf from '@tensorflow/tfjs';

const CENTERS = [[0.2, 0.2], [0.8, 0.8], [0.2, 0.8]];

function point(i) {
  const c = CENTERS[i % 3];
  const dx = (((i * 7) % 5) - 2) * 0.03;
  const dy = (((i * 3) % 5) - 2) * 0.03;
  return {x: [c[0] + dx, c[1] + dy], label: i % 3};
}

export function blobs(count) {
  return tf.data.generator(function* () {
    for (let i = 0; i < count; i++) {
      const {x, label} = point(i);
      yield {xs: tf.tensor1d(x), ys: tf.oneHot(label, 3)};
    }
  });
}

export function testSet() {
  const rows = [point(100), point(101), point(102)];
  return {xs: tf.tensor2d(rows.map((r) => r.x)), labels: rows.map((r) => r.label)};
}
