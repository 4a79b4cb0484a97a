// A test of the ops: it calls them outside any tidy, and drops a result.
import * as tf from '@tensorflow/tfjs';
import {dice, normalize} from '../ops.js';

it('scores', () => {
  const a = tf.ones([2]);
  const b = tf.ones([2]);
  expect(dice(a, b).dataSync()[0]).toBe(0);
  const n = normalize(a);
  n.dispose();
  tf.dispose([a, b]);
});
