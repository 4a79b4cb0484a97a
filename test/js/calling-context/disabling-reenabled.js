// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// The control is turned on again when the work is done: the listener runs
// per click.
import * as tf from '@tensorflow/tfjs';

const button = document.getElementById('predict');
button.addEventListener('click', async () => {
  button.disabled = true;
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time the 'button.addEventListener' callback runs [tensor-undisposed]
  const t = tf.ones([2]);
  console.log(await t.data());
  button.disabled = false;
});
