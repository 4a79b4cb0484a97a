import * as tf from '@tensorflow/tfjs';

function loop(xs) {
  for (const x of xs) {
    const y = tf.add(x, 1);
    y.print();
  }
}
