// No module of the run imports this one, nor names it in a string (an
// alias the run does not resolve would): nothing loads it.
import * as tf from '@tensorflow/tfjs';

export function unseen(values) {
  const t = tf.tensor1d(values);
  return t.sum().dataSync()[0];
}
