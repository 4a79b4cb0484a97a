// Computes normalisation statistics inside tf.tidy, keeping the mean and std with tf.keep
// in module-level variables, then normalises a stream of samples with them. Shapes:
// tf.keep inside tidy (tensors that must outlive the tidy and the function), module-level
// tensors; leaked per-sample normalised tensors in a loop (safe to dispose).
const tf = require('@tensorflow/tfjs');

let mean = null;
let std = null;

function fitNormalizer(data) {
  tf.tidy(() => {
    const moments = tf.moments(data, 0);
    mean = tf.keep(moments.mean);
    std = tf.keep(moments.variance.sqrt().add(1e-6));
  });
}

function normalize(sample) {
  return sample.sub(mean).div(std);
}

async function main() {
  await tf.setBackend('cpu');
  const data = tf.tensor2d([[10, 200], [12, 180], [8, 220], [11, 210], [9, 190]]);
  fitNormalizer(data);
  console.log('mean', Array.from(mean.dataSync(), (v) => v.toFixed(3)).join(' '), 'std', Array.from(std.dataSync(), (v) => v.toFixed(3)).join(' '));
  const stream = [[10, 200], [14, 170], [6, 230]];
  for (const row of stream) {
    const x = tf.tensor1d(row);
    const z = normalize(x);
    console.log('z', Array.from(z.dataSync(), (v) => v.toFixed(4)).join(' '));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
