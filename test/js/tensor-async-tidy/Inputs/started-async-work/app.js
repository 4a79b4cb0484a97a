import * as tf from '@tensorflow/tfjs';
import { fitLater, logShape, report } from './training.js';

async function evaluate(model, xs) {
  const out = await model.executeAsync(xs);
  for (const t of out) {
    await t.data();
    tf.dispose(t.softmax());
  }
}

// A module variable holding an async arrow.
let warmUp = async (model) => {
  await tf.ready();
  model.predict(tf.zeros([1, 4]));
};

// A container of async functions.
const jobs = {
  async refresh(model) {
    await tf.nextFrame();
    return model.predict(tf.ones([1, 4]));
  },
};

// A synchronous helper that starts the async work without waiting.
function kickOff(model, xs) {
  evaluate(model, xs);
}

export class Trainer {
  constructor(model) {
    this.model = model;
  }

  async train(xs) {
    await tf.nextFrame();
    const ys = this.model.predict(xs);
    ys.print();
  }

  step(xs) {
    return tf.tidy(() => {
      // CHECK: ./app.js:[[@LINE+1]]:7: warning: async function 'train' runs past the scope of 'tf.tidy': the scope closes at its first await, and the tensors it makes after that are never freed [tensor-async-tidy]
      this.train(xs);
      return xs.square();
    });
  }
}

export function other(model, xs) {
  tf.tidy(() => {
    // CHECK: ./app.js:[[@LINE+1]]:5: warning: async function 'fitLater' runs past the scope of 'tf.tidy': {{.+}} [tensor-async-tidy]
    fitLater(model, xs);
    // Its tensor work is over when tf.tidy returns; nothing tensor-free
    // matters either.
    logShape(xs);
    report('done');
  });
}

export function variable(model) {
  // CHECK: ./app.js:[[@LINE+1]]:19: warning: async function 'warmUp' runs past the scope of 'tf.tidy': {{.+}} [tensor-async-tidy]
  tf.tidy(() => { warmUp(model); });
}

export function container(model) {
  // CHECK: ./app.js:[[@LINE+1]]:19: warning: async function 'refresh' runs past the scope of 'tf.tidy': {{.+}} [tensor-async-tidy]
  tf.tidy(() => { jobs.refresh(model); });
}

export function through(model, xs) {
  // CHECK: ./app.js:[[@LINE+1]]:19: warning: 'kickOff' starts async function 'evaluate', which runs past the scope of 'tf.tidy': {{.+}} [tensor-async-tidy]
  tf.tidy(() => { kickOff(model, xs); });
}

// A callback passed by name: reported at its call that starts the work.
const model0 = tf.sequential();
const xs0 = tf.zeros([1, 4]);
function trainStep() {
  // CHECK: ./app.js:[[@LINE+1]]:3: warning: async function 'fitLater' runs past the scope of 'tf.tidy': {{.+}} [tensor-async-tidy]
  fitLater(model0, xs0);
}

export function named() {
  tf.tidy(trainStep);
}

// Awaited outside any scope: the caller disposes nothing by tidy, no finding
// of this rule.
export async function outside(model, xs) {
  await fitLater(model, xs);
}
