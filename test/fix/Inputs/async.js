import * as tf from '@tensorflow/tfjs';

export function addOne(x) {
  return tf.tidy(async () => {
    return x.add(1);
  });
}

export function waits(x) {
  return tf.tidy(async () => {
    await x.data();
    return x.add(1);
  });
}
