// RUN: %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// Tensors whose ownership moves somewhere else are not leaks: returned,
// stored in fields, module variables and containers, captured by closures,
// created inside tidy or a start/endScope pair, or kept.
import * as tf from '@tensorflow/tfjs';
import { tensor2d, tidy, keep } from '@tensorflow/tfjs';

// Module-level tensors live as long as the page.
const MEAN = tf.tensor1d([0.485, 0.456, 0.406]);
const STD = tensor2d([[0.229, 0.224, 0.225]]);
const cache = new Map();
let lastFrame = null;

export function normalize(image) {
  return tidy(() => image.toFloat().div(255).sub(MEAN).div(STD));
}

export function makeBatch(images) {
  const stacked = tf.stack(images);
  return stacked;
}

export class FrameBuffer {
  constructor(size) {
    this.frames = [];
    this.size = size;
    this.mask = tf.ones([size]);
  }
  add(video) {
    const frame = tf.browser.fromPixels(video);
    this.frames.push(frame);
    if (this.frames.length > this.size) {
      this.frames.shift().dispose();
    }
  }
  reset() {
    this.mask.dispose();
    this.mask = tf.zeros([this.size]);
  }
}

export function remember(key, values) {
  const t = tf.tensor(values);
  cache.set(key, t);
}

export function grab(video) {
  if (lastFrame) lastFrame.dispose();
  const frame = tf.browser.fromPixels(video);
  lastFrame = frame;
}

export function lazyScale(x) {
  const factor = tf.scalar(2);
  return () => x.mul(factor);
}

export function keepOne(xs) {
  let kept;
  tidy(() => {
    const big = tf.concat(xs);
    kept = keep(big.max());
  });
  return kept;
}

export function scoped(model, x) {
  tf.engine().startScope();
  const y = model.predict(x);
  const top = y.argMax(-1);
  console.log(top.dataSync());
  tf.engine().endScope();
}

export function settled(model, x) {
  const y = model.predict(x);
  const z = y.relu();
  tf.dispose([y, z]);
}

export function viaAlias(x) {
  const y = x.square();
  const alias = y;
  alias.dispose();
}

export function disposedInFinally(model, x) {
  const y = model.predict(x);
  try {
    if (y.size === 0) return 0;
    return y.dataSync()[0];
  } finally {
    y.dispose();
  }
}

export function disposedOnEveryBranch(x, flag) {
  const y = x.abs();
  if (flag) {
    console.log(y.dataSync());
    y.dispose();
    return;
  }
  y.dispose();
}

// A user class with a dispose() of its own, unrelated to tf.
class Subscription {
  dispose() { this.closed = true; }
}
export function subscribe(source) {
  const sub = new Subscription();
  source.on('data', () => sub.dispose());
  const other = new Subscription();
  return other;
}
