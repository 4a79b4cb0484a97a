import * as tf from '@tensorflow/tfjs';

// Returns a new tensor and disposes its input.
export async function equalize(input: tf.Tensor): Promise<tf.Tensor> {
  const max = tf.max(input);
  const out = tf.div(input, max);
  tf.dispose([max, input]);
  return out;
}
