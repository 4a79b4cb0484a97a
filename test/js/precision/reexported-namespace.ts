// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// Packages built on TF.js hand the library out as a property (`human.tf`,
// `this.tf`): a call through it is the library's function. Shapes from
// vladmandic/human's demos and warm-up code.
import * as tf from '@tensorflow/tfjs';

export async function warmup(instance: any, img: HTMLImageElement) {
  const data: tf.Tensor = tf.browser.fromPixels(img);
  const expanded: tf.Tensor = tf.expandDims(data, 0);
  instance.tf.dispose(data);
  const res = await instance.detect(expanded);
  instance.tf.dispose(expanded);
  return res;
}

export async function randomInput(human: any) {
  // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'human.tf.randomNormal' is never disposed [tensor-undisposed]
  const image = human.tf.randomNormal([1, 64, 64, 3]);
  image.print();
  return true;
}
