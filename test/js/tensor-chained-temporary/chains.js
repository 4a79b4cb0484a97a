// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-chained-temporary' %s | FileCheck %s --implicit-check-not=warning:
// Intermediate tensors that are never bound to a name cannot be disposed.
import * as tf from '@tensorflow/tfjs';

export function predictClass(model, x) {
  // CHECK-DAG: :[[@LINE+3]]:10: warning: intermediate tensor from 'model.predict' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK-DAG: :[[@LINE+2]]:{{10|27}}: warning: intermediate tensor from 'argMax' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK-DAG: :[[@LINE+1]]:10: note: bind it to a variable and dispose it, or run the statement inside tf.tidy()
  return model.predict(x).argMax(-1).dataSync()[0];
}

/**
 * @param {tf.Tensor} x
 * @param {tf.Tensor} mean
 * @param {tf.Tensor} sd
 * @returns {tf.Tensor}
 */
function standardize(x, mean, sd) {
  // CHECK: :[[@LINE+1]]:13: warning: intermediate tensor from 'x.sub' is never bound and cannot be disposed [tensor-chained-temporary]
  const z = x.sub(mean).div(sd);
  return z;
}

export function printShape(video) {
  // CHECK: :[[@LINE+1]]:15: warning: intermediate tensor from 'tf.browser.fromPixels' is never bound and cannot be disposed [tensor-chained-temporary]
  console.log(tf.browser.fromPixels(video).shape);
}

export function classify(model, image) {
  // CHECK: :[[@LINE+1]]:27: warning: intermediate tensor from 'image.expandDims' is never bound and cannot be disposed [tensor-chained-temporary]
  const y = model.predict(image.expandDims(0));
  const label = y.argMax(-1);
  y.dispose();
  return label;
}

export async function readScore(model, x) {
  // CHECK: :[[@LINE+1]]:25: warning: intermediate tensor from 'model.predict' is never bound and cannot be disposed [tensor-chained-temporary]
  const [score] = await model.predict(x).data();
  return score;
}

export function loss(labels, logits) {
  // CHECK: :[[@LINE+1]]:17: warning: intermediate tensor from 'tf.losses.softmaxCrossEntropy' is never bound and cannot be disposed [tensor-chained-temporary]
  const value = tf.losses.softmaxCrossEntropy(labels, logits).dataSync()[0];
  return value;
}
