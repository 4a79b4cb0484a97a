// A per-user feature store: user feature vectors are computed once and put in
// a Map, then a recommender scores items for each user from the Map.
// Shapes: map.set(k, t) keeps the tensor after the creating loop; a
// registry object method that stores into a Map; leaked score tensors.
const tf = require('@tensorflow/tfjs');

const USERS = {alice: [5, 1, 0, 4], bob: [0, 4, 5, 1], carol: [3, 3, 3, 3]};
let ITEMS = null;

const registry = {
  profiles: new Map(),
  register(name, profile) {
    this.profiles.set(name, profile);
  },
  get(name) {
    return this.profiles.get(name);
  },
};

async function main() {
  await tf.setBackend('cpu');
  ITEMS = tf.tensor2d([[1, 0], [0, 1], [0.2, 0.8], [0.9, 0.1]]);
  const ratings = new Map();
  for (const [name, values] of Object.entries(USERS)) {
    const r = tf.tensor1d(values).div(5);
    ratings.set(name, r);
  }
  for (const name of ratings.keys()) {
    const profile = ratings.get(name).expandDims(0).matMul(ITEMS);
    registry.register(name, profile);
  }
  const itemVectors = ITEMS.transpose();
  for (const name of Object.keys(USERS)) {
    const scores = registry.get(name).matMul(itemVectors).squeeze();
    const best = scores.argMax().dataSync()[0];
    console.log(name, 'scores', Array.from(scores.dataSync(), (v) => v.toFixed(3)).join(' '), 'best item', best);
  }
  console.log('ratings kept', ratings.size, 'alice mean', ratings.get('alice').mean().dataSync()[0].toFixed(4));
  console.log('numTensors', tf.memory().numTensors);
}

main();
