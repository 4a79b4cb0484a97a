// Learns to sum short sequences with a SimpleRNN (seeded initializers) and
// predicts on new sequences built with a helper. Shapes: sequential model
// with a recurrent layer built with model.add; sequences made by a helper
// and passed to fit; leaked prediction tensors (safe to dispose).
const tf = require('@tensorflow/tfjs');

function sequences(rows) {
  return tf.tensor3d(rows.map((r) => r.map((v) => [v])));
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential();
  model.add(tf.layers.simpleRNN({inputShape: [4, 1], units: 4,
    kernelInitializer: tf.initializers.glorotUniform({seed: 201}),
    recurrentInitializer: tf.initializers.glorotUniform({seed: 202})}));
  model.add(tf.layers.dense({units: 1, kernelInitializer: tf.initializers.glorotUniform({seed: 203})}));
  model.compile({optimizer: tf.train.adam(0.08), loss: 'meanSquaredError'});

  const train = [[0.1, 0.2, 0.3, 0.4], [0.5, 0.1, 0.0, 0.2], [0.3, 0.3, 0.3, 0.3], [0.0, 0.0, 0.5, 0.5], [0.2, 0.4, 0.1, 0.0], [0.4, 0.4, 0.0, 0.1], [0.1, 0.0, 0.0, 0.1], [0.0, 0.1, 0.0, 0.0]];
  const xs = sequences(train);
  const ys = tf.tensor2d(train.map((r) => [r.reduce((a, b) => a + b, 0)]));
  const h = await model.fit(xs, ys, {epochs: 60, batchSize: 8, shuffle: false, verbose: 0});
  console.log('loss', h.history.loss[59].toFixed(4));
  for (const seq of [[0.1, 0.1, 0.1, 0.1], [0.5, 0.2, 0.2, 0.0]]) {
    const p = model.predict(sequences([seq]));
    console.log(seq.join(','), 'sum ~', p.dataSync()[0].toFixed(3));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
