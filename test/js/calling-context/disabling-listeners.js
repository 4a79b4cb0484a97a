// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-*' %s %S/Inputs/disabling | FileCheck %s --implicit-check-not=warning:
// A listener that disables its own control as it starts (the property, or
// the attribute) runs once when nothing in its file enables a control
// again: what it, a helper only it calls, or a callback it runs drops is
// dropped once. A listener that disables its control late, another
// control, or in a file that enables controls again, repeats.
import * as tf from '@tensorflow/tfjs';
import {setTrainButtonCallback} from './Inputs/disabling/ui.js';

const loadButton = document.getElementById('load');
loadButton.addEventListener('click', async () => {
  loadButton.disabled = true;
  const model = await tf.loadLayersModel('model.json');
  const x = tf.zeros([1, 4]);
  console.log(model.predict(x).dataSync());
});

function summarize(values) {
  const t = tf.tensor1d(values);
  return t.mean().dataSync()[0];
}

const statsButton = document.querySelector('#stats');
statsButton.addEventListener('click', () => {
  statsButton.setAttribute('disabled', '');
  console.log(summarize([1, 2, 3]));
});

setTrainButtonCallback(async () => {
  const xs = tf.randomNormal([8, 4]);
  console.log(xs.sum().dataSync());
});

const other = document.getElementById('other');
const go = document.getElementById('go');
go.addEventListener('click', () => {
  other.disabled = true;
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time the 'go.addEventListener' callback runs [tensor-undisposed]
  const o = tf.ones([2]);
  console.log(o.dataSync());
});

const late = document.getElementById('late');
late.addEventListener('click', (e) => {
  if (e.shiftKey) return;
  late.disabled = true;
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time the 'late.addEventListener' callback runs [tensor-undisposed]
  const l = tf.ones([3]);
  console.log(l.dataSync());
});
