// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s > %t
// RUN: FileCheck %s --input-file=%t --implicit-check-not=warning:
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %S/Inputs/deferred/page.html %S/Inputs/deferred/stats.js %S/Inputs/deferred/wiring.js > %t.page
// RUN: FileCheck %S/Inputs/deferred/stats.js --input-file=%t.page --implicit-check-not=warning:
// Without the page that loads it, a script's globals may be called by pages
// the run does not see: reported.
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-chained-temporary' %S/Inputs/deferred/stats.js | FileCheck %S/Inputs/deferred/stats.js --check-prefix=ALONE
// A callback scheduled once (setTimeout, requestAnimationFrame, a promise's
// then, the page being ready) runs as often as the code that schedules it:
// once from code that runs once, per click from a click handler, again and
// again when it schedules itself. Through another file (the page and its
// script, above), a method, a callback, a module variable and a container.
// A global of a script that the run's pages load, named nowhere and called
// by nothing, never runs (Inputs/deferred/stats.js, metrics).
import * as tf from '@tensorflow/tfjs';

// Module variable: a named function scheduled by the top level, once.
const warmUp = () => {
  const probe = tf.zeros([1, 4]);
  console.log(probe.dataSync());
};
setTimeout(warmUp, 0);

// Callback: a promise's settlement at start-up, once; per click, per click.
fetch('/labels.json').then((labels) => {
  const onehot = tf.oneHot(tf.tensor1d(labels, 'int32'), 3);
  console.log(onehot.dataSync());
});
document.getElementById('go').addEventListener('click', () => {
  fetch('/labels.json').then((labels) => {
    // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'tf.tensor1d' is never disposed; it leaks every time the 'then' callback scheduled from 'addEventListener' callback runs [tensor-undisposed]
    const ids = tf.tensor1d(labels, 'int32');
    console.log(ids.dataSync());
  });
});

// Method: a frame loop that schedules itself again, through an arrow.
export class Detector {
  constructor(model, video) {
    this.model = model;
    this.video = video;
  }
  loop() {
    // CHECK: :[[@LINE+1]]:19: warning: tensor returned by 'tf.browser.fromPixels' is never disposed; it leaks every time 'loop' runs (called from 'requestAnimationFrame' callback) [tensor-undisposed]
    const frame = tf.browser.fromPixels(this.video);
    const scores = this.model.predict(frame);
    scores.dispose();
    requestAnimationFrame(() => this.loop());
  }
}

// Container: an object's method, called by a one-shot timer at start-up.
const setup = {
  seed() {
    const bias = tf.ones([3]);
    console.log(bias.dataSync());
  },
};
requestAnimationFrame(() => setup.seed());

// A one-shot timer registered in a loop runs once per iteration.
for (const delay of [10, 20, 30]) {
  setTimeout(() => {
    // CHECK: :[[@LINE+1]]:19: warning: tensor returned by 'tf.randomNormal' is never disposed; it leaks every time the 'setTimeout' callback registered in a loop runs [tensor-undisposed]
    const noise = tf.randomNormal([2]);
    console.log(noise.dataSync());
  }, delay);
}

// A named function expression that schedules itself again by its own name
// repeats, though the page starts it once.
setTimeout(function () {
  (function epoch(i) {
    // CHECK: :[[@LINE+1]]:19: warning: tensor returned by 'tf.randomUniform' is never disposed; it leaks every time 'epoch' runs (called from 'setTimeout' callback) [tensor-undisposed]
    const batch = tf.randomUniform([4]);
    console.log(batch.dataSync());
    if (i < 10) setTimeout(() => epoch(i + 1), 100);
  })(0);
}, 0);
