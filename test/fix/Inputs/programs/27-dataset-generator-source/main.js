// Streams training batches from a tf.data.generator that slices windows out
// of one source tensor; the source must stay alive while the data set is
// iterated in each epoch. Shapes: dataset tf.data.generator holding (via
// closure) a tensor made in a helper; fitDataset; leaked forecast tensors.
const tf = require('@tensorflow/tfjs');

function makeSeries() {
  const t = tf.range(0, 20).mul(0.3);
  return t.sin();
}

function windowDataset(series, width) {
  const n = series.shape[0] - width;
  return tf.data.generator(function* () {
    for (let i = 0; i < n; i++) {
      yield {
        xs: series.slice(i, width),
        ys: series.slice(i + width, 1),
      };
    }
  }).batch(5);
}

async function main() {
  await tf.setBackend('cpu');
  const series = makeSeries();
  const ds = windowDataset(series, 4);
  const model = tf.sequential({layers: [tf.layers.dense({inputShape: [4], units: 1, kernelInitializer: 'zeros'})]});
  model.compile({optimizer: tf.train.sgd(0.1), loss: 'meanSquaredError'});
  const h = await model.fitDataset(ds, {epochs: 10, verbose: 0});
  console.log('loss first', h.history.loss[0].toFixed(4), 'last', h.history.loss[9].toFixed(4));
  const last = tf.tensor2d([[16, 17, 18, 19].map((i) => Math.sin(i * 0.3))]);
  const forecast = model.predict(last);
  console.log('forecast', forecast.dataSync()[0].toFixed(4), 'actual', Math.sin(6).toFixed(4));
  console.log('numTensors', tf.memory().numTensors);
}

main();
