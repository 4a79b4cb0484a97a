// RUN: %tensorlint --checks='-*,tensor-chained-temporary' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// Chains that are fine: inside tidy (callback or named function), inside a
// start/endScope pair, disposed through tf.dispose, and chains on values that
// are not tensors at all.
import * as tf from '@tensorflow/tfjs';
const _ = require('lodash');

export function predictClass(model, x) {
  return tf.tidy(() => model.predict(x).argMax(-1).dataSync()[0]);
}

const video = document.querySelector('video');
function grabFrame() {
  return tf.browser.fromPixels(video).toFloat().div(255).expandDims(0);
}
export function nextFrame() {
  return tf.tidy(grabFrame);
}

export function standardize(x, mean, sd) {
  return tf.tidy('standardize', () => x.sub(mean).div(sd));
}

export function scoped(model, frames) {
  for (const f of frames) {
    tf.engine().startScope();
    console.log(model.predict(f.expandDims(0)).argMax(-1).dataSync());
    tf.engine().endScope();
  }
}

export function disposedDirectly(model, x) {
  tf.dispose(model.predict(x));
}

export function bound(model, x) {
  const y = model.predict(x);
  const top = y.argMax(-1);
  const label = top.dataSync()[0];
  tf.dispose([y, top]);
  return label;
}

// Chains that only read data from a bound tensor create nothing.
export function reads(t) {
  return [t.shape.slice(1), t.dataSync().slice(0, 3), t.dtype.concat('!')];
}

export function strings(user, items, BigNumber, moment) {
  const name = 'Dr. '.concat(user.first, ' ', user.last).trim();
  const page = items.slice(0, 10).map((i) => i.id).filter(Boolean);
  const total = new BigNumber(1).add(2).mul(3).toString();
  const when = moment().add(1, 'day').startOf('day').toISOString();
  return { name, page, total, when, sum: _.add(1, 2) };
}
