// Converts int32 "images" to float and hands each to an async describe()
// from another module, consuming the result with .then(). Shapes:
// process(t).then(...) with a tensor argument to an async function of
// another module that reads it later; leaked int images and float copies.
const tf = require('@tensorflow/tfjs');
const {describe} = require('./stats');

function loadImage(seed) {
  const values = [];
  for (let i = 0; i < 12; i++) values.push((i * seed * 13) % 256);
  return tf.tensor3d(values, [2, 2, 3], 'int32');
}

async function main() {
  await tf.setBackend('cpu');
  const jobs = [];
  for (const seed of [1, 2, 3]) {
    const image = loadImage(seed);
    const job = describe(image.toFloat().div(255)).then((s) => {
      console.log('image', seed, s.shape, 'mean', s.mean.toFixed(4), 'max', s.max.toFixed(4));
    });
    jobs.push(job);
  }
  await Promise.all(jobs);
  console.log('numTensors', tf.memory().numTensors);
}

main();
