// RUN: not %tensorlint --checks='-*,tensor-async-tidy' %s | FileCheck %s --implicit-check-not=warning:
// Callbacks passed to tf.tidy that are async or return a Promise.
import * as tf from '@tensorflow/tfjs';

export async function detect(model, video) {
  // CHECK: :[[@LINE+2]]:31: warning: async function passed to 'tf.tidy' escapes its scope: {{.+}} [tensor-async-tidy]
  // CHECK-NEXT: :[[@LINE+1]]:23: note: {{.+}}
  const boxes = await tf.tidy(async () => {
    const input = tf.browser.fromPixels(video).expandDims(0);
    const out = await model.executeAsync(input);
    return out[0];
  });
  return boxes;
}

export function runGraph(model, input) {
  // CHECK: :[[@LINE+1]]:18: warning: function passed to 'tf.tidy' returns a Promise; {{.+}} [tensor-async-tidy]
  return tf.tidy(() => model.executeAsync(input));
}

export function readValues(x) {
  // CHECK: :[[@LINE+1]]:18: warning: function passed to 'tf.tidy' returns a Promise; {{.+}} [tensor-async-tidy]
  return tf.tidy(() => x.square().data());
}

async function embed(model, text) {
  const t = tf.tensor1d(text.split(' ').map((w) => w.length));
  return model.executeAsync(t);
}

export function embedAll(model, texts) {
  return texts.map((text) =>
    // CHECK: :[[@LINE+1]]:13: warning: function passed to 'tf.tidy' returns a Promise; {{.+}} [tensor-async-tidy]
    tf.tidy(() => embed(model, text)));
}

export function named(model, x) {
  // A callback passed by name is reported at its declaration; the note points
  // at the tf.tidy call.
  // CHECK: :[[@LINE+1]]:3: warning: async function passed to 'tf.tidy' escapes its scope: {{.+}} [tensor-async-tidy]
  async function step() {
    const y = await model.executeAsync(x);
    return y;
  }
  // CHECK-NEXT: :[[@LINE+1]]:10: note: 'tf.tidy' called here; {{.+}}
  return tf.tidy(step);
}

export function delayed(x) {
  // CHECK: :[[@LINE+1]]:18: warning: function passed to 'tf.tidy' returns a Promise; {{.+}} [tensor-async-tidy]
  return tf.tidy(() => new Promise((resolve) => setTimeout(() => resolve(x.add(1)), 10)));
}
