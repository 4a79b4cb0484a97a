// Preprocesses raw RGB pixel arrays the way browser code does after tf.browser.fromPixels (resize,
// to float, scale, add batch dim) and runs a tiny conv net with fixed weights over them. Shapes:
// image preprocessing chain tensor3d(...).resizeBilinear([...]).toFloat().div(255).expandDims(0)
// whose intermediates leak; per-image loop where disposal is safe.
const tf = require('@tensorflow/tfjs');

function makePixels(w, h, phase) {
  const data = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      data.push((x * 40 + phase) % 256, (y * 60 + phase) % 256, ((x + y) * 30) % 256);
  return data;
}

function buildModel() {
  const model = tf.sequential();
  model.add(tf.layers.conv2d({inputShape: [4, 4, 3], filters: 2, kernelSize: 3, activation: 'relu',
    kernelInitializer: tf.initializers.randomUniform({minval: -0.5, maxval: 0.5, seed: 151}), biasInitializer: 'zeros'}));
  model.add(tf.layers.globalAveragePooling2d({}));
  model.add(tf.layers.dense({units: 2, activation: 'softmax', kernelInitializer: tf.initializers.glorotUniform({seed: 152})}));
  return model;
}

async function main() {
  await tf.setBackend('cpu');
  const model = buildModel();
  for (const [w, h, phase] of [[6, 5, 0], [8, 8, 100], [5, 7, 200]]) {
    const input = tf.tensor3d(makePixels(w, h, phase), [h, w, 3], 'int32')
      .resizeBilinear([4, 4]).toFloat().div(255).expandDims(0);
    const scores = model.predict(input);
    console.log(`${w}x${h}`, 'scores', Array.from(scores.dataSync(), (v) => v.toFixed(4)).join(' '));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
