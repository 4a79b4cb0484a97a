import * as tf from '@tensorflow/tfjs';

function first() {
  const a = tf.tensor([1]);
  a.print();
}

function second() {
  const b = tf.ones([2]);
  b.print();
  b.dispose();
  b.print();
}
