import * as tf from '@tensorflow/tfjs';

function clean() {
  const y = tf.tensor([1]);
  y.print();
  y.dispose();
}
