// RUN: %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// Where tensors go that is not a leak: into arrays that are returned, into
// objects made by constructors and object spread, through Array methods of
// `Tensor | Tensor[]` values, and closures that run inside a tidy scope.
import * as tf from '@tensorflow/tfjs';
import {Tensor, tidy} from '@tensorflow/tfjs';

class TensorList {
  constructor(readonly tensors: Tensor[]) {}
}
class Mask {
  constructor(readonly mask: Tensor) {}
}

export function listOf(x: Tensor): TensorList {
  const parts = tf.unstack(x);
  return new TensorList(parts);
}

export function masked(x: Tensor) {
  const mask = tf.sigmoid(x);
  const result = {score: 1, mask: new Mask(mask)};
  return [result];
}

export function spread(x: Tensor, extra: {a: number}) {
  const scores = tf.softmax(x);
  return Object.assign({}, extra, {scores});
}

export function withLoss(x: Tensor): Tensor[] {
  const loss = tf.mean(x);
  const others: Tensor[] = [];
  return [loss].concat(others);
}

// `Tensor | Tensor[]`: slice/concat may be the array's, which create nothing.
export function rest(inputs: Tensor|Tensor[], more: Tensor|Tensor[]) {
  let first: Tensor|Tensor[] = inputs;
  if (Array.isArray(inputs)) {
    first = (inputs as Tensor[]).slice(1);
  }
  const all = (more as Tensor[]).concat([]);
  return [first, all];
}

// Closures made inside a tidy callback run inside its scope.
export function normalize(x: Tensor, training: boolean): Tensor {
  return tidy(() => {
    const inference = () => {
      const mean = tf.mean(x);
      return tf.sub(x, mean);
    };
    const rows = [x, x].map(r => tf.relu(tf.neg(r)));
    return training ? tf.addN(rows) : inference();
  });
}

// optimizer.minimize runs its (local) loss function inside a tidy scope.
export function train(opt: tf.Optimizer, xs: Tensor, w: tf.Variable) {
  const lossFn = () => {
    const pred = tf.mul(xs, w);
    return tf.mean(tf.square(pred)) as tf.Scalar;
  };
  opt.minimize(lossFn);
}

// A model's weights are its own variables, not fresh tensors.
export function weightCount(model: tf.LayersModel): number {
  return model.getWeights().length;
}
