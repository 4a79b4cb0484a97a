import * as tf from '@tensorflow/tfjs';
import { summarize, smooth } from './helpers.js';

// Named nowhere but here: never runs in an application.
function showImage(x) {
  const y = x.squeeze();
  // LIB: [[@LINE-1]]:13: warning: tensor returned by 'x.squeeze' is never disposed
  tf.browser.toPixels(y, document.createElement('canvas'));
  onlyFromDead();
  smooth(x);
}

// Called only by the function above (same file).
function onlyFromDead() {
  const z = tf.zeros([2]);
  // LIB: [[@LINE-1]]:13: warning: tensor returned by 'tf.zeros' is never disposed
  return z.dataSync();
}

function run() {
  // Nested and named nowhere else: never runs, in an application.
  function unusedStep() {
    const n = tf.ones([3]);
    // LIB: [[@LINE-1]]:15: warning: tensor returned by 'tf.ones' is never disposed
    return n.dataSync();
  }
  const c = tf.ones([4]);
  // ALL: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return c.dataSync();
}

// Controls: each is named by some code, so each runs.
// A callback.
function asCallback() {
  const a = tf.ones([5]);
  // ALL: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  console.log(a.dataSync());
}
// A module variable.
const viaVariable = () => {
  const v = tf.ones([6]);
  // ALL: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  console.log(v.dataSync());
};
const step = viaVariable;
// A container.
function inContainer() {
  const k = tf.ones([7]);
  // ALL: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  console.log(k.dataSync());
}
const jobs = [inContainer];
// A string that names it (a lookup by name).
function byName() {
  const s = tf.ones([8]);
  // ALL: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  console.log(s.dataSync());
}

// A method of a class: calls through receivers the run cannot type are not
// all seen, so it is checked.
class Painter {
  paint() {
    const p = tf.ones([9]);
    // ALL: [[@LINE-1]]:15: warning: tensor returned by 'tf.ones' is never disposed
    console.log(p.dataSync());
  }
}
window.painter = new Painter();

const button = document.getElementById('go');
button.addEventListener('click', run);
button.addEventListener('click', asCallback);
button.addEventListener('click', () => summarize());
setInterval(step, 100);
jobs.forEach((job) => setInterval(job, 100));
window.addEventListener('resize', window['byName']);
