// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s > %t
// RUN: FileCheck %s --input-file=%t --implicit-check-not=warning:
// RUN: %tensorlint --report-unproven-repetition --dump-ir %s | FileCheck %s --check-prefix=IR
// IR: function "trainModel" {{.*}} unreferenced calls-commented-out{{$}}
// IR: function "onClick" {{.*}} unreferenced calls-commented-out{{$}}
// IR: function "evaluate" {{.*}} unreferenced calls-commented-out{{$}}
// IR: function "warm" {{.*}} unreferenced calls-commented-out{{$}}
// IR: function "flatten" {{.*}} unreferenced calls-commented-out{{$}}
// IR: function "sketch" @{{[0-9:]+}} freq=unknown unreferenced{{$}}
// IR: function "predictAll" @{{[0-9:]+}} freq=unknown unreferenced{{$}}
// A classic script alone (no page loads it in this run): its globals whose
// calls were commented out never run either.
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %S/Inputs/commented-out/script.js > %t.script
// RUN: FileCheck %S/Inputs/commented-out/script.js --input-file=%t.script --implicit-check-not=warning:
// A function whose calls were commented out (`//train();`) never runs, nor
// does what only it calls or declares: the author turned it off. Through a
// call, a callback, a module variable, a container, and a handler it would
// register. In a published package's module (this one) a function named
// nowhere at all is still checked (one being written, in an editor; in an
// application it never runs: unreferenced-functions.test), as is one a
// comment only mentions in prose, one still called elsewhere, and an export
// (another module may call it).
import * as tf from '@tensorflow/tfjs';

// Call.
//trainModel();
async function trainModel() {
  const xs = tf.randomNormal([8, 2]);
  console.log(xs.dataSync());
  normalize(xs);
  document.getElementById('go').addEventListener('click', () => {
    const clicked = tf.ones([2]);
    console.log(clicked.dataSync());
  });
}

// Only the function above calls it.
function normalize(t) {
  const m = t.mean();
  return m.dataSync();
}

// Callback.
// document.getElementById('b').addEventListener('click', onClick);
function onClick() {
  const c = tf.zeros([3]);
  console.log(c.dataSync());
}

// Module variable.
// const step = evaluate;
const evaluate = () => {
  const e = tf.scalar(1);
  return e.dataSync();
};

// Container.
// const steps = [warm, cool];
function warm() {
  const w = tf.fill([2], 3);
  return w.dataSync();
}

// A member of the same name is no use of it: `t.flatten()` (also after a
// line break) calls the tensor's method.
// flatten();
const flatten = () => {
  const f = tf.ones([2, 2]);
  return f.dataSync();
};
document.getElementById('f').addEventListener('click', () =>
  tf.tidy(() => tf.ones([4]).flatten().dataSync().concat(tf.ones([2])
    .flatten().dataSync())));

// Named nowhere: checked.
function sketch() {
  const s = tf.ones([4]);
  // CHECK: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return s.dataSync();
}

// predictAll runs the model on a batch (prose only): checked.
function predictAll() {
  const p = tf.ones([5]);
  // CHECK: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return p.dataSync();
}

// Commented out here, called there: checked.
// report();
function report() {
  const r = tf.ones([6]);
  // CHECK: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return r.dataSync();
}
document.getElementById('r').addEventListener('click', report);

// An export: another module may call it.
// exported();
export function exported() {
  const x = tf.ones([7]);
  // CHECK: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return x.dataSync();
}
