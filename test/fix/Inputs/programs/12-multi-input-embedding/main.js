// A recommendation-style model with two inputs: a product id through an
// embedding and numeric features through a dense layer, concatenated.
// Shapes: multi-input functional model with tf.layers.embedding/flatten/
// concatenate (SymbolicTensors), and a batch helper whose tensors leak.
const tf = require('@tensorflow/tfjs');

const ROWS = [
  {product: 0, price: 0.2, rating: 0.9, bought: 1},
  {product: 1, price: 0.8, rating: 0.3, bought: 0},
  {product: 2, price: 0.5, rating: 0.7, bought: 1},
  {product: 3, price: 0.9, rating: 0.2, bought: 0},
  {product: 0, price: 0.3, rating: 0.8, bought: 1},
  {product: 3, price: 0.7, rating: 0.4, bought: 0},
];

function makeBatch(rows) {
  return {
    ids: tf.tensor2d(rows.map((r) => [r.product]), [rows.length, 1], 'int32'),
    numeric: tf.tensor2d(rows.map((r) => [r.price, r.rating])),
    target: tf.tensor2d(rows.map((r) => [r.bought])),
  };
}

function buildModel() {
  const idInput = tf.input({shape: [1], dtype: 'int32', name: 'product'});
  const numInput = tf.input({shape: [2], name: 'numeric'});
  const embedded = tf.layers.embedding({inputDim: 4, outputDim: 3,
    embeddingsInitializer: tf.initializers.randomUniform({minval: -0.1, maxval: 0.1, seed: 81})}).apply(idInput);
  const flat = tf.layers.flatten().apply(embedded);
  const numeric = tf.layers.dense({units: 3, activation: 'relu',
    kernelInitializer: tf.initializers.glorotUniform({seed: 82})}).apply(numInput);
  const joined = tf.layers.concatenate({axis: -1}).apply([flat, numeric]);
  const out = tf.layers.dense({units: 1, activation: 'sigmoid',
    kernelInitializer: tf.initializers.glorotUniform({seed: 83})}).apply(joined);
  const model = tf.model({inputs: [idInput, numInput], outputs: out});
  model.compile({optimizer: tf.train.adam(0.05), loss: 'binaryCrossentropy', metrics: ['accuracy']});
  return model;
}

async function main() {
  await tf.setBackend('cpu');
  const model = buildModel();
  const batch = makeBatch(ROWS);
  const h = await model.fit([batch.ids, batch.numeric], batch.target, {epochs: 40, batchSize: 6, shuffle: false, verbose: 0});
  console.log('loss', h.history.loss[39].toFixed(4), 'acc', h.history.acc[39].toFixed(4));
  const query = makeBatch([{product: 2, price: 0.4, rating: 0.8, bought: 0}, {product: 1, price: 0.9, rating: 0.1, bought: 0}]);
  const p = model.predict([query.ids, query.numeric]).dataSync();
  console.log('buy probability', Array.from(p, (v) => v.toFixed(4)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
