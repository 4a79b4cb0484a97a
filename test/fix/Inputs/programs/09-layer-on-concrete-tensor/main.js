// A dense layer is first called eagerly on real tensors (each call returns a
// new tensor that leaks) and then on a SymbolicTensor to build a model that
// shares its weights. Shapes: layer applied to a concrete tensor (a real
// tensor) next to the same layer applied to a SymbolicTensor (not a tensor).
const tf = require('@tensorflow/tfjs');

const projection = tf.layers.dense({units: 2, kernelInitializer: 'ones', biasInitializer: 'zeros', name: 'projection'});

function project(values) {
  const x = tf.tensor2d([values]);
  const y = projection.apply(x);
  return Array.from(y.dataSync());
}

function buildModel() {
  const input = tf.input({shape: [3]});
  const projected = projection.apply(input);
  const activated = tf.layers.activation({activation: 'relu'}).apply(projected);
  console.log('symbolic', projected.constructor.name, JSON.stringify(activated.shape));
  return tf.model({inputs: input, outputs: activated});
}

async function main() {
  await tf.setBackend('cpu');
  console.log('eager', project([1, 2, 3]).join(','));
  console.log('eager', project([-1, 0, -4]).join(','));
  const model = buildModel();
  const batch = tf.tensor2d([[1, 2, 3], [-1, 0, -4]]);
  const out = model.predict(batch);
  console.log('model', Array.from(out.dataSync()).join(','));
  console.log('weights shared', model.getLayer('projection') === projection);
  console.log('numTensors', tf.memory().numTensors);
}

main();
