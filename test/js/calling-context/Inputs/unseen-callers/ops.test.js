// A test of the ops: it calls them outside any tidy, and drops a result on
// every size it tries.
import * as tf from '@tensorflow/tfjs';
import {dice, normalize} from '../ops.js';

it('scores', () => {
  for (const size of [2, 3]) {
    const a = tf.ones([size]);
    const b = tf.ones([size]);
    expect(dice(a, b).dataSync()[0]).toBe(0);
    const n = normalize(a);
    n.dispose();
    tf.dispose([a, b]);
  }
});
