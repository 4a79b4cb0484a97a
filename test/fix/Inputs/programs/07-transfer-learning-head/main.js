// Transfer learning: a base network is trained on task A, truncated at its 'features' layer,
// and a new head is trained on its embeddings for task B; a combined model stacks the head
// on the truncated graph. Shapes: base.getLayer('features').output (SymbolicTensor),
// head.apply(symbolic), embeddings that must live until the head has been trained.
const tf = require('@tensorflow/tfjs');

function buildBase() {
  const base = tf.sequential();
  base.add(tf.layers.dense({inputShape: [4], units: 6, activation: 'relu', name: 'features',
    kernelInitializer: tf.initializers.glorotUniform({seed: 51})}));
  base.add(tf.layers.dense({units: 2, activation: 'softmax', name: 'taskA',
    kernelInitializer: tf.initializers.glorotUniform({seed: 52})}));
  base.compile({optimizer: tf.train.adam(0.05), loss: 'categoricalCrossentropy'});
  return base;
}

async function main() {
  await tf.setBackend('cpu');
  const base = buildBase();
  const xa = tf.tensor2d([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [1, 1, 0, 0], [0, 0, 1, 1]]);
  const ya = tf.tensor2d([[1, 0], [1, 0], [0, 1], [0, 1], [1, 0], [0, 1]]);
  await base.fit(xa, ya, {epochs: 20, batchSize: 6, shuffle: false, verbose: 0});

  const truncated = tf.model({inputs: base.inputs, outputs: base.getLayer('features').output});
  truncated.layers.forEach((l) => { l.trainable = false; });

  const head = tf.sequential();
  head.add(tf.layers.dense({inputShape: [6], units: 3, activation: 'softmax',
    kernelInitializer: tf.initializers.glorotUniform({seed: 53})}));
  head.compile({optimizer: tf.train.adam(0.1), loss: 'categoricalCrossentropy'});

  const xb = tf.tensor2d([[1, 0, 1, 0], [0, 1, 0, 1], [1, 1, 1, 0], [0, 1, 1, 1]]);
  const yb = tf.tensor2d([[1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 1, 0]]);
  const embeddings = truncated.predict(xb);
  console.log('embedding shape', JSON.stringify(embeddings.shape));
  const h = await head.fit(embeddings, yb, {epochs: 40, batchSize: 4, shuffle: false, verbose: 0});
  console.log('head loss', h.history.loss[39].toFixed(4));

  const combinedOut = head.apply(truncated.outputs[0]);
  const combined = tf.model({inputs: truncated.inputs, outputs: combinedOut});
  const classes = combined.predict(xb).argMax(-1).dataSync();
  console.log('task B classes', Array.from(classes).join(','));
  console.log('numTensors', tf.memory().numTensors);
}

main();
