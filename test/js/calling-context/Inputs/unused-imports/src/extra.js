import * as tf from '@tensorflow/tfjs';

export function run() {
  tf.eye(3).print();
}
