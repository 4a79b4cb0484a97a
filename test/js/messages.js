// RUN: %python %S/../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning: --implicit-check-not='<expr>' --implicit-check-not='<arrow'
// Messages name what the user wrote: resources by their API model's noun
// (no tf.tidy advice for optimizers, which tidy does not free), callbacks by
// the call they are passed to, anonymous functions by how they run.
import * as tf from '@tensorflow/tfjs';

export function train(model, xs, ys, quick) {
  // An optimizer is made once per program, as a model is: reported only when
  // it is disposed on some paths and not on others.
  // CHECK: :[[@LINE+2]]:15: warning: optimizer returned by 'tf.train.adam' is not disposed on the path through the 'return' at line [[@LINE+8]] [tensor-undisposed]
  // CHECK-NEXT: :[[@LINE+1]]:15: note: call 'opt.dispose()' after its last use (line [[@LINE+6]]){{$}}
  const opt = tf.train.adam(0.01);
  if (quick) {
    opt.dispose();
    return null;
  }
  model.compile({optimizer: opt, loss: 'meanSquaredError'});
  return model.fit(xs, ys);
}

export function trainOnce(model, xs, ys) {
  const opt = tf.train.adam(0.01);
  model.compile({optimizer: opt, loss: 'meanSquaredError'});
  return model.fit(xs, ys);
}

export function register(emitter) {
  getEmitter(emitter).on('frame', () => {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time the 'on' handler runs [tensor-undisposed]
    const t = tf.ones([2]);
    t.print();
  });
}

export function perItem(items) {
  for (const v of items) {
    (() => {
      // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'tf.scalar' is never disposed; it leaks every time the function called inside a loop at line [[@LINE-1]] runs [tensor-undisposed]
      const t = tf.scalar(v);
      t.print();
    })();
  }
}

export function twice() {
  const opt = tf.train.sgd(0.1);
  opt.dispose();
  // CHECK: :[[@LINE+1]]:3: warning: optimizer 'opt' is disposed twice [tensor-double-dispose]
  opt.dispose();
}

// A model built here lives as long as the program unless the code shows it
// meant to free it: no finding, and never "tensor".
export function build() {
  const model = tf.sequential();
  model.add(tf.layers.dense({units: 1, inputShape: [1]}));
  return model.countParams();
}
