import * as tf from '@tensorflow/tfjs';

function broken( {
  const y = tf.tensor([1]);
  y.print();
}
