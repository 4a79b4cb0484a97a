import * as tf from '@tensorflow/tfjs';

export function predict(model: tf.LayersModel, xs: number[]): Float32Array {
  const input = tf.tensor2d([xs]);
  const out = model.predict(input) as tf.Tensor;
  return out.dataSync() as Float32Array;
}
