// A custom training loop for linear regression (Node, tfjs-node).
//
// Each step computes the loss inside optimizer.minimize(), but the returned
// loss tensor is never disposed, and the running total drops the previous
// sum every time it is reassigned: both leak once per batch.
import * as tf from '@tensorflow/tfjs-node';

// The model parameters live as long as the process (module-level tensors).
const w0 = tf.scalar(Math.random());
const b0 = tf.scalar(0);
const w = tf.variable(w0);
const b = tf.variable(b0);
const optimizer = tf.train.sgd(0.05);

function predict(x: tf.Tensor1D): tf.Tensor1D {
  return tf.tidy(() => x.mul(w).add(b));
}

export function train(batches: Array<{ xs: tf.Tensor1D; ys: tf.Tensor1D }>, epochs: number): number {
  let total: tf.Scalar = tf.scalar(0);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const { xs, ys } of batches) {
      const loss = optimizer.minimize(() => tf.losses.meanSquaredError(ys, predict(xs)), true) as tf.Scalar;
      total = total.add(loss);
    }
  }
  const mean = total.dataSync()[0] / (epochs * batches.length);
  total.dispose();
  return mean;
}
