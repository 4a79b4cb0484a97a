// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed,tensor-model-reload' %s > %t
// RUN: FileCheck %s --input-file=%t --implicit-check-not=warning:
// RUN: %tensorlint --dump-ir %s | FileCheck %s --check-prefix=IR
// IR: function "<arrow@{{[0-9:]+}}>" {{.*}} freq=once (starts the loop 'loop', which nothing stops{{.*}} starts-endless-loop=@[[LOOP:[0-9]+]]
// IR: @[[LOOP]] function "loop" {{.*}} freq=per-event
// IR: freq=once (starts the loop 'tick'
// IR: function "<arrow@{{[0-9:]+}}>" {{.*}} freq=per-event ('addEventListener' callback) async{{$}}
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed,tensor-model-reload' %S/Inputs/start-actions/page.html %S/Inputs/start-actions/camera.js > %t.page
// RUN: FileCheck %S/Inputs/start-actions/camera.js --input-file=%t.page --implicit-check-not=warning:
// A handler that starts a loop nothing can stop (it reschedules itself as
// its last word and drops the id that would cancel it) is a "Start"
// button's: run again, it would start a second loop, so what it loads runs
// once. The loop itself repeats. Through a callback, a
// module variable, a timer, and a page's markup naming a function of another
// file's script.
// A loop that can stop (a condition, an early return, a kept id) or a
// handler that starts it only on some runs repeats as before.
import * as tf from '@tensorflow/tfjs';
import * as tmImage from '@teachablemachine/image';

let model;

// A loop declared as a module variable, started by a callback.
document.getElementById('start').addEventListener('click', async () => {
  model = await tmImage.load('model.json', 'metadata.json');
  window.requestAnimationFrame(loop);
});
const loop = async () => {
  const frame = tf.browser.fromPixels(document.querySelector('video'));
  // CHECK: [[@LINE-1]]:17: warning: tensor returned by 'tf.browser.fromPixels' is never disposed
  await model.predict(frame);
  window.requestAnimationFrame(loop);
};

// A timer loop.
let net;
document.getElementById('go').addEventListener('click', async () => {
  net = await tf.loadGraphModel('net/model.json');
  setTimeout(tick, 100);
});
function tick() {
  const x = tf.zeros([1, 4]);
  // CHECK: [[@LINE-1]]:13: warning: tensor returned by 'tf.zeros' is never disposed
  net.predict(x);
  setTimeout(tick, 100);
}

// A loop that stops when asked: its start may run again.
let running = false;
let detector;
document.getElementById('resume').addEventListener('click', async () => {
  detector = await tf.loadGraphModel('detector/model.json');
  // CHECK: [[@LINE-1]]:20: warning: model loaded by 'tf.loadGraphModel' into 'detector' every time
  running = true;
  requestAnimationFrame(step);
});
function step() {
  if (!running) return;
  requestAnimationFrame(step);
}

// A loop whose id is kept (to cancel it): the same.
let rafId;
let classifier;
document.getElementById('begin').addEventListener('click', async () => {
  classifier = await tf.loadLayersModel('classifier/model.json');
  // CHECK: [[@LINE-1]]:22: warning: model loaded by 'tf.loadLayersModel' into 'classifier' every time
  requestAnimationFrame(spin);
});
function spin() {
  rafId = requestAnimationFrame(spin);
}
document.getElementById('stop').addEventListener('click', () => cancelAnimationFrame(rafId));

// A handler that starts the loop only on its first run repeats.
let started = false;
let encoder;
document.getElementById('encode').addEventListener('click', async () => {
  encoder = await tf.loadGraphModel('encoder/model.json');
  // CHECK: [[@LINE-1]]:19: warning: model loaded by 'tf.loadGraphModel' into 'encoder' every time
  if (!started) {
    started = true;
    requestAnimationFrame(draw);
  }
});
function draw() {
  requestAnimationFrame(draw);
}
