// RUN: not %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// A function that returns what a helper of this file returns returns a fresh
// tensor in turn: through a return statement, an arrow's concise body, an
// awaited call, a method, a module variable's arrow and a tf.tidy callback.
import * as tf from '@tensorflow/tfjs';

function normalize(x) {
  return tf.tidy(() => x.sub(x.mean()).div(x.max()));
}

function prepare(x) {
  return normalize(x);
}

const prepareArrow = (x) => normalize(x);

async function prepareLater(x) {
  await tf.nextFrame();
  return await prepare(x);
}

class Pipeline {
  make(x) {
    return tf.square(x);
  }

  run(x) {
    return this.make(x);
  }
}

export async function loop(xs) {
  const pipeline = new Pipeline();
  for (const x of xs) {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'prepare' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const a = prepare(x);
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'prepareArrow' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const b = prepareArrow(x);
    // CHECK: :[[@LINE+1]]:21: warning: tensor returned by 'prepareLater' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const c = await prepareLater(x);
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'pipeline.run' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const d = pipeline.run(x);
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.tidy' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const e = tf.tidy(() => prepare(x));
    console.log(a.shape, b.shape, c.shape, d.shape, e.shape);
    // Disposed: no finding.
    const f = prepare(x);
    f.print();
    f.dispose();
  }
}
