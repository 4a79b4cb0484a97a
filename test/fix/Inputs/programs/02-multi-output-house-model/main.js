// A functional model with one trunk and two heads (price regression and a
// cheap/expensive category), trained on fixed data. Shapes: multi-output
// functional graph (SymbolicTensors price/category) and model.predict
// returning an array that is destructured; the head outputs leak.
const tf = require('@tensorflow/tfjs');

const seeded = (seed) => tf.initializers.glorotUniform({seed});

const HOUSES = [[1.2, 3, 0.5], [0.8, 2, 0.9], [2.0, 4, 0.2], [1.5, 3, 0.4], [0.6, 1, 1.0], [2.4, 5, 0.1]];
const PRICES = [[2.1], [1.4], [3.5], [2.6], [0.9], [4.2]];
const CATEGORY = [[0, 1], [1, 0], [0, 1], [0, 1], [1, 0], [0, 1]];

async function main() {
  await tf.setBackend('cpu');

  const features = tf.input({shape: [3], name: 'features'});
  const trunk = tf.layers.dense({units: 6, activation: 'tanh', kernelInitializer: seeded(3), name: 'trunk'}).apply(features);
  const price = tf.layers.dense({units: 1, kernelInitializer: seeded(4), name: 'price'}).apply(trunk);
  const category = tf.layers.dense({units: 2, activation: 'softmax', kernelInitializer: seeded(5), name: 'category'}).apply(trunk);
  const model = tf.model({inputs: features, outputs: [price, category]});
  model.compile({
    optimizer: tf.train.sgd(0.1),
    loss: {price: 'meanSquaredError', category: 'categoricalCrossentropy'},
  });
  console.log('outputs', model.outputNames.join(','), price.shape[1], category.shape[1]);

  const xs = tf.tensor2d(HOUSES);
  const yPrice = tf.tensor2d(PRICES);
  const yCategory = tf.tensor2d(CATEGORY);
  const history = await model.fit(xs, {price: yPrice, category: yCategory}, {epochs: 25, batchSize: 6, shuffle: false, verbose: 0});
  console.log('loss', history.history.loss[24].toFixed(4));

  const query = tf.tensor2d([[1.0, 2, 0.7], [2.2, 4, 0.15]]);
  const [predPrice, predCategory] = model.predict(query);
  const prices = predPrice.dataSync();
  const cheap = predCategory.argMax(-1).dataSync();
  for (let i = 0; i < prices.length; i++)
    console.log('house', i, 'price', prices[i].toFixed(4), 'category', cheap[i] === 0 ? 'cheap' : 'expensive');
  console.log('numTensors', tf.memory().numTensors);
}

main();
