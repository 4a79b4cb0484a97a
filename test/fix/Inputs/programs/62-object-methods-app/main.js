// A dashboard "app" object with methods: init() builds the model and keeps a
// baseline tensor on the object, tick() predicts for the current sensor values
// and compares them with the baseline. Shapes: object-literal methods with state
// on `this` (baseline kept across calls); leaked predictions per tick (5 ticks).
const tf = require('@tensorflow/tfjs');

const app = {
  model: null,
  baseline: null,
  ticks: 0,

  init() {
    this.model = tf.sequential({layers: [
      tf.layers.dense({inputShape: [3], units: 2, kernelInitializer: tf.initializers.glorotUniform({seed: 191}), biasInitializer: 'ones'}),
    ]});
    const reference = tf.tensor2d([[1, 1, 1]]);
    this.baseline = this.model.predict(reference);
  },

  tick(values) {
    this.ticks++;
    const x = tf.tensor2d([values]);
    const y = this.model.predict(x);
    const delta = y.sub(this.baseline).abs().sum().dataSync()[0];
    return delta;
  },

  shutdown() {
    this.baseline.dispose();
    this.baseline = null;
  },
};

async function main() {
  await tf.setBackend('cpu');
  app.init();
  const readings = [[1, 1, 1], [1.2, 0.9, 1], [0, 0, 0], [2, 2, 2], [1, 0, 1]];
  for (const r of readings)
    console.log('tick', app.ticks, 'deviation', app.tick(r).toFixed(4));
  app.shutdown();
  console.log('numTensors', tf.memory().numTensors);
}

main();
