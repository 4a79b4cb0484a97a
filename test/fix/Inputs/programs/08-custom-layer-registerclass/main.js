// A custom ScaleShift layer (tf.layers.Layer subclass with a trainable offset, tf.tidy
// in call(), registered with tf.serialization.registerClass) is used in a model that
// is saved to memory and loaded back. Shapes: custom layer class whose call() must not
// dispose its inputs, SymbolicTensors, and leaked predictions of both models.
const tf = require('@tensorflow/tfjs');

class ScaleShift extends tf.layers.Layer {
  constructor(config) {
    super(config);
    this.scale = config.scale;
  }

  build(inputShape) {
    this.offset = this.addWeight('offset', [inputShape[inputShape.length - 1]], 'float32',
      tf.initializers.constant({value: 0.5}));
    this.built = true;
  }

  call(inputs) {
    return tf.tidy(() => {
      const x = Array.isArray(inputs) ? inputs[0] : inputs;
      return x.mul(this.scale).add(this.offset.read());
    });
  }

  computeOutputShape(inputShape) {
    return inputShape;
  }

  getConfig() {
    return Object.assign({}, super.getConfig(), {scale: this.scale});
  }

  static get className() {
    return 'ScaleShift';
  }
}
tf.serialization.registerClass(ScaleShift);

async function main() {
  await tf.setBackend('cpu');
  const input = tf.input({shape: [2]});
  const scaled = new ScaleShift({scale: 2, name: 'scale_shift'}).apply(input);
  const out = tf.layers.dense({units: 1, kernelInitializer: 'ones', biasInitializer: 'zeros'}).apply(scaled);
  const model = tf.model({inputs: input, outputs: out});
  model.compile({optimizer: tf.train.sgd(0.01), loss: 'meanSquaredError'});

  const xs = tf.tensor2d([[0, 1], [1, 0], [1, 1], [2, 1]]);
  const ys = tf.tensor2d([[2], [2], [4], [6]]);
  await model.fit(xs, ys, {epochs: 10, batchSize: 4, shuffle: false, verbose: 0});
  const offset = model.getLayer('scale_shift').getWeights()[0];
  console.log('offset', Array.from(offset.dataSync(), (v) => v.toFixed(4)).join(' '));

  let artifacts = null;
  await model.save(tf.io.withSaveHandler(async (a) => {
    artifacts = a;
    return {modelArtifactsInfo: {dateSaved: new Date(0), modelTopologyType: 'JSON'}};
  }));
  const loaded = await tf.loadLayersModel(tf.io.fromMemory(artifacts));
  const probe = tf.tensor2d([[3, 1]]);
  console.log('original', model.predict(probe).dataSync()[0].toFixed(4));
  console.log('loaded  ', loaded.predict(probe).dataSync()[0].toFixed(4));
  console.log('layer classes', loaded.layers.map((l) => l.getClassName()).join(','));
  console.log('numTensors', tf.memory().numTensors);
}

main();
