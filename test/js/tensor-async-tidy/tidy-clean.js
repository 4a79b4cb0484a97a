// RUN: %tensorlint --checks='-*,tensor-async-tidy' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// Synchronous tidy callbacks, async code that disposes by hand, and tidy-like
// functions of other libraries.
import * as tf from '@tensorflow/tfjs';
import { tidy } from '@tensorflow/tfjs';
import * as store from './store';

export async function detect(model, video) {
  const input = tf.tidy(() => tf.browser.fromPixels(video).toFloat().div(255).expandDims(0));
  const out = await model.executeAsync(input);
  const boxes = await out[0].array();
  tf.dispose([input, out]);
  return boxes;
}

export async function readLater(x) {
  const y = tidy(() => x.square().sum());
  const [v] = await y.data();
  y.dispose();
  return v;
}

export function named(x) {
  function body() {
    return x.relu();
  }
  return tf.tidy('relu', body);
}

export function syncWithAsyncInside(model, x, log) {
  return tf.tidy(() => {
    const y = model.predict(x);
    // The async arrow is created but not returned: tidy still gets a tensor.
    log.push(async () => console.log('done'));
    return y;
  });
}

export async function awaitedOutside(model, x) {
  const y = await tf.tidy(() => model.predict(x)).data();
  return y;
}

// store.tidy is not tf.tidy.
export function notTf() {
  return store.tidy(async () => {
    await store.flush();
  });
}

export const helpers = {
  tidy(fn) { return fn(); },
  run() { return this.tidy(async () => 1); },
};
