// No module of the run imports this one (an alias the run does not
// resolve might): its exports may have callers the run cannot see.
import * as tf from '@tensorflow/tfjs';

export function unseen(values) {
  const t = tf.tensor1d(values);
  return t.sum().dataSync()[0];
}
