// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s %S/Inputs/coefficients.ts | FileCheck %s --implicit-check-not=warning:
// optimizer.minimize(f) runs f inside a tidy scope, also when the optimizer
// is a module variable: the loss helper it alone calls makes no leaks. What
// another file's helper returns is handed on by `return`. Shapes from
// nnance/tfjs-ts-examples (fit a curve).
import * as tf from '@tensorflow/tfjs';
import { createCoefficients } from './Inputs/coefficients';

const optimizer = tf.train.sgd(0.5);

function loss(prediction: tf.Tensor, labels: tf.Tensor) {
  return prediction.sub(labels).square().mean();
}

export async function train(c: any, xs: tf.Tensor, ys: tf.Tensor, iterations: number) {
  for (let i = 0; i < iterations; i++) {
    optimizer.minimize(() => {
      const pred = c.a.mul(xs).add(c.b);
      return loss(pred, ys).asScalar();
    });
    await tf.nextFrame();
  }
  // Outside the scope: a leak.
  // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'xs.mul' is never disposed [tensor-undisposed]
  const final = xs.mul(2);
  return final.shape;
}

export async function run(xs: tf.Tensor, ys: tf.Tensor) {
  const coefficients = createCoefficients();
  await train(coefficients, xs, ys, 10);
  return coefficients;
}
