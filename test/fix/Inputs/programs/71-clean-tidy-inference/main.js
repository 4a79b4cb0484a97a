// A leak-free inference script: per-sample work runs in tf.tidy, a tensor
// returned from tidy is kept by the caller and disposed later, and the model
// is disposed at the end. Shapes: control program with no leaks (a fix must
// change nothing); tidy returning a tensor, tf.dispose, model.dispose().
const tf = require('@tensorflow/tfjs');

function buildModel() {
  const model = tf.sequential();
  model.add(tf.layers.dense({inputShape: [3], units: 4, activation: 'relu', kernelInitializer: tf.initializers.glorotUniform({seed: 241})}));
  model.add(tf.layers.dense({units: 2, activation: 'softmax', kernelInitializer: tf.initializers.glorotUniform({seed: 242})}));
  return model;
}

function embed(model, rows) {
  return tf.tidy(() => {
    const x = tf.tensor2d(rows);
    return model.predict(x).log();
  });
}

async function main() {
  await tf.setBackend('cpu');
  const model = buildModel();
  const logProbs = embed(model, [[1, 2, 3], [0, 0, 1], [3, 1, 0]]);
  for (let i = 0; i < 3; i++) {
    const label = tf.tidy(() => logProbs.slice([i, 0], [1, 2]).argMax(-1).dataSync()[0]);
    console.log('row', i, 'label', label);
  }
  const total = tf.tidy(() => logProbs.exp().sum(-1));
  console.log('row sums', Array.from(total.dataSync(), (v) => v.toFixed(4)).join(' '));
  tf.dispose([logProbs, total]);
  model.dispose();
  console.log('numTensors', tf.memory().numTensors);
}

main();
