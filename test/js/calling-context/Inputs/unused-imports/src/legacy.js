import * as tf from '@tensorflow/tfjs';

export default function legacy() {
  for (let i = 0; i < 10; i++) tf.fill([2], 1).print();
}
