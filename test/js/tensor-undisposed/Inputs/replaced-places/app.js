import * as tf from '@tensorflow/tfjs';
import { makeInput } from './helpers.js';
import * as h from './helpers.js';

let latest;
let mask;
let swapped;
let weights;
let lastFrame;
let viaLocal;
let viaLocal2;
let viaLocal3;
let kept;
const panel = { image: null };
const state = { input: null, output: null };
const history = [];
const reusable = { input: null, output: null };

// A listener: every click replaces what `latest` held.
document.querySelector('#go').addEventListener('click', () => {
  // CHECK: app.js:[[@LINE+2]]:12: warning: tensor returned by 'tf.tensor' is stored into 'latest' every time the 'addEventListener' callback runs, replacing the previous one without disposing it [tensor-undisposed]
  // CHECK-NEXT: app.js:[[@LINE+1]]:12: note: nothing in this module disposes what 'latest' held: call 'latest.dispose()' before storing the new one
  latest = tf.tensor([1, 2]);
  console.log(latest.dataSync());
});

// A timer callback, through another file's helpers (named and namespace
// imports), into a module-level object's fields.
setInterval(() => {
  // CHECK: app.js:[[@LINE+1]]:17: warning: tensor returned by 'makeInput' is stored into 'state.input' every time the 'setInterval' callback runs
  state.input = makeInput(document.querySelector('video'));
  // CHECK: app.js:[[@LINE+1]]:18: warning: tensor returned by 'h.predictOn' is stored into 'state.output' every time the 'setInterval' callback runs
  state.output = h.predictOn(window.model, state.input);
}, 100);

// Another function storing into the same place frees nothing either.
window.addEventListener('keyup', () => {
  // CHECK: app.js:[[@LINE+1]]:17: warning: tensor returned by 'tf.zeros' is stored into 'panel.image' every time
  panel.image = tf.zeros([1]);
});

// A method of an object a frame loop calls.
class Viewer {
  update(model, x) {
    // CHECK: app.js:[[@LINE+1]]:17: warning: tensor returned by 'model.predict' is stored into 'lastFrame' every time 'update' runs
    lastFrame = model.predict(x);
  }
}
const viewer = new Viewer();
function frame() {
  viewer.update(window.model, tf.zeros([1, 4]));
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

// Made under a local name first, then stored; a kept tensor out of a scope;
// a module object's field filled from a local.
window.addEventListener('wheel', () => {
  // CHECK: app.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.tensor' is stored into 'viaLocal' every time the 'window.addEventListener' callback runs
  const p = tf.tensor([1]);
  console.log(p.shape);
  viaLocal = p;
  tf.tidy(() => {
    // CHECK: app.js:[[@LINE+1]]:20: warning: tensor returned by 'tf.ones' is stored into 'kept' every time
    kept = tf.keep(tf.ones([2]));
  });
  // CHECK: app.js:[[@LINE+1]]:15: warning: tensor returned by 'makeInput' is stored into 'panel.image' every time
  const img = makeInput(document.querySelector('img'));
  panel.image = img;
});

// Controls of the same shapes: the old one disposed between the create and
// the store; stored only while the place is empty; stored into two places.
window.addEventListener('dblclick', () => {
  const q = tf.tensor([2]);
  if (viaLocal2) viaLocal2.dispose();
  viaLocal2 = q;
  const r = tf.tensor([3]);
  if (!viaLocal3) viaLocal3 = r;
  else r.dispose();
});

// A loop in code that runs once: each iteration replaces the last.
export function warmUp(model) {
  for (let i = 0; i < 5; i++) {
    // CHECK: app.js:[[@LINE+1]]:15: warning: tensor returned by 'model.predict' is stored into 'weights' on every iteration of the loop
    weights = model.predict(tf.zeros([1, 4]));
  }
}

// Controls. Made only while the place is empty.
window.addEventListener('keyup', () => {
  if (!mask) mask = tf.ones([4]);
});

// The old tensor is disposed before the new one is stored.
window.addEventListener('keydown', () => {
  if (swapped) swapped.dispose();
  swapped = tf.randomNormal([4]);
  tf.tidy(() => {
    // Freed by the scope when it ends.
    lastFrame = tf.zeros([3]);
  });
});

// Released by another function of the module (a reset button, a frame loop
// that disposes the previous result before calling again).
setInterval(() => {
  reusable.input = h.makeInput(document.querySelector('video'));
  reusable.output = predictOn2(window.model, reusable.input);
}, 100);
document.querySelector('#reset').addEventListener('click', () => {
  tf.dispose(reusable.output);
  reusable.input.dispose();
});
function predictOn2(model, x) {
  return h.predictOn(model, x);
}

// Also kept elsewhere, or handed back to the caller.
window.addEventListener('scroll', () => {
  latest2 = tf.tensor([3]);
  history.push(latest2);
});
export function current() {
  latest3 = tf.tensor([4]);
  return latest3;
}
let latest2;
let latest3;

// Stored once, at start-up.
document.addEventListener('DOMContentLoaded', () => {
  latest4 = tf.tensor([5]);
});
let latest4;
