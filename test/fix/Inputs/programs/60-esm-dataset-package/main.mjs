// Trains a blob classifier with fitDataset on a tf.data.generator provided by an ES-module
// npm package (toy-datasets) the analyzer cannot see, then evaluates on the package's test
// tensors. Shapes: dataset generator yielding fresh tensors (owned by the pipeline), a
// package function returning tensors the caller owns, chained predict().argMax().dataSync().
import * as tf from '@tensorflow/tfjs';
import {blobs, testSet} from 'toy-datasets';

await tf.setBackend('cpu');

const model = tf.sequential({layers: [
  tf.layers.dense({inputShape: [2], units: 3, activation: 'softmax', kernelInitializer: tf.initializers.glorotUniform({seed: 181})}),
]});
model.compile({optimizer: tf.train.adam(0.1), loss: 'categoricalCrossentropy', metrics: ['accuracy']});
const ds = blobs(30).shuffle(30, 'seed-1').batch(10);
const h = await model.fitDataset(ds, {epochs: 12, verbose: 0});
console.log('loss', h.history.loss[11].toFixed(4), 'acc', h.history.acc[11].toFixed(4));

const {xs, labels} = testSet();
const predicted = model.predict(xs).argMax(-1).dataSync();
console.log('predicted', Array.from(predicted).join(','), 'expected', labels.join(','));
console.log('numTensors', tf.memory().numTensors);
