// An ES-module training loop: batches are built per step from plain arrays and handed to
// a Trainer class from lib/trainer.mjs, which does not keep them. Shapes: cross-module
// (ESM) class method taking tensors it does not keep; trainOnBatch loop where each
// step's tensors leak (safe to dispose after the await); a returned prediction tensor.
import * as tf from '@tensorflow/tfjs';
import {Trainer} from './lib/trainer.mjs';

function batchAt(step) {
  const rows = [];
  const targets = [];
  for (let i = 0; i < 4; i++) {
    const a = ((step * 4 + i) % 7) / 7;
    const b = ((step * 3 + i) % 5) / 5;
    rows.push([a, b]);
    targets.push([3 * a - b + 0.25]);
  }
  return [tf.tensor2d(rows), tf.tensor2d(targets)];
}

await tf.setBackend('cpu');
const trainer = new Trainer(2);
let loss = 0;
for (let step = 0; step < 40; step++) {
  const [xs, ys] = batchAt(step);
  loss = await trainer.step(xs, ys);
}
console.log('steps', trainer.steps, 'loss', loss.toFixed(4));
const out = trainer.predict(tf.tensor2d([[0.5, 0.5], [1, 0]]));
console.log('predictions', Array.from(out.dataSync(), (v) => v.toFixed(3)).join(' '));
console.log('numTensors', tf.memory().numTensors);
