import * as tf from '@tensorflow/tfjs';

export function runHeads(model: tf.GraphModel, x: tf.Tensor): tf.Tensor[] {
  return model.execute(x, ['scores', 'boxes']) as tf.Tensor[];
}
