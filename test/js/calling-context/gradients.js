// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s %S/Inputs/scope-wrappers/losses.js > %t
// RUN: FileCheck %s --input-file=%t --implicit-check-not=warning:
// tf.grad, tf.valueAndGrad, tf.variableGrads and tf.customGrad run their
// function argument inside the engine's tidy, and customGrad's gradFunc
// during backprop, in one too (apis/tfjs.yaml `scoped_callbacks`): what
// those functions make and do not return is freed there. As a literal, a
// named function of this or another file, a method, and a parameter that a
// wrapper hands on.
import * as tf from '@tensorflow/tfjs';
import {meanSquare} from './Inputs/scope-wrappers/losses.js';

export const clipped = tf.customGrad((x, save) => {
  const sq = x.square();
  save([x]);
  return {
    value: sq.mul(2),
    gradFunc: (dy, [saved]) => [dy.mul(saved.mul(4))],
  };
});

export const slope = tf.grad((x) => x.square().sum());

function cubeSum(x) {
  const cube = x.pow(3);
  return cube.sum();
}
export const cubeSlope = tf.grad(cubeSum);

export function trainStep(pred, label) {
  return tf.valueAndGrad((p) => meanSquare(p, label))(pred);
}

export function variableStep(model, x, y) {
  const {value, grads} = tf.variableGrads(() => {
    const out = model.predict(x);
    return out.sub(y).square().mean();
  });
  tf.dispose(grads);
  return value;
}

class Fitter {
  loss(x) {
    return x.abs().sum();
  }
  gradient() {
    return tf.grad(this.loss);
  }
}
export const fitter = new Fitter();

// A wrapper that hands its callback parameter on.
function gradientOf(fn) {
  return tf.grad(fn);
}
export const absSlope = gradientOf((x) => x.abs().sum());

// Not a gradient: an array callback runs where it is called.
export function norms(x) {
  // CHECK: gradients.js:[[@LINE+2]]:28: warning: intermediate tensor from 'x.square' is never bound and cannot be disposed; it leaks every time the 'map' callback runs [tensor-chained-temporary]
  // CHECK: gradients.js:[[@LINE+1]]:39: warning: intermediate tensor from 'sum' is never bound and cannot be disposed; it leaks every time the 'map' callback runs [tensor-chained-temporary]
  return [1, 2].map((k) => x.square().sum().dataSync()[0] * k);
}
