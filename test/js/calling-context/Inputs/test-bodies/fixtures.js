// Fixtures of the suite in another file: what they leak, they leak as often
// as the tests call them.
import * as tf from '@tensorflow/tfjs';

export function makeBatch(n) {
  const xs = tf.ones([n, 2]);
  return xs.mul(2);
}

export class Fixture {
  build() {
    const w = tf.zeros([2, 2]);
    return w.add(1);
  }
}
