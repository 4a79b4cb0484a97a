// RUN: %tensorlint --checks='-*,tensor-retained-history,tensor-graph-growth' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// TF.js tensors keep no autograd history (tf.grads and optimizers record a
// tape only inside their own call) and TF.js builds no graph per call, so
// the two rules its API models give no facts for report nothing here: the
// same loop in PyTorch or TF1 would be reported. Leaks of these tensors are
// tensor-undisposed's.
import * as tf from '@tensorflow/tfjs';

export function train(model, xs, ys, optimizer, steps) {
  const losses = [];
  let total = tf.scalar(0);
  for (let i = 0; i < steps; i++) {
    const loss = optimizer.minimize(() => tf.losses.meanSquaredError(ys, model.predict(xs)), true);
    losses.push(loss);
    total = total.add(loss);
  }
  const grads = tf.variableGrads(() => model.predict(xs).sum());
  return { losses, total, grads };
}
