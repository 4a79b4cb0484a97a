// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-*' %s %S/Inputs/module-level/detector.js 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// The module's own code calls the file's top-level functions however they
// are bound (`const init = async () => ...`, `let boot = ...`, an object
// literal's method, a method of an instance it made with `new`), so what
// only it calls runs once, and what it calls in a loop runs per iteration.
// A method of another file's class is that file's function: its result is
// what the method returns (a fresh tensor here).
import * as tf from '@tensorflow/tfjs';
import { Detector } from './Inputs/module-level/detector.js';

const init = async () => {
  const model = await tf.loadLayersModel('m.json');
  const embeddings = model.predict(tf.zeros([1, 4]));
  console.log(embeddings.dataSync());
};

let boot = () => {
  const s = tf.ones([4]);
  console.log(s.dataSync());
};

const app = {
  start: async () => {
    const s = tf.ones([2]);
    console.log(s.dataSync());
  },
};

const render = () => {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time 'render' runs (called inside a loop at line [[@LINE+17]]) [tensor-undisposed]
  const s = tf.ones([5]);
  console.log(s.dataSync());
};

class Local {
  step(x) {
    return x.square();
  }
}

const local = new Local();
const detector = new Detector();
init();
boot();
app.start();
detector.warm();
for (let i = 0; i < 3; i++) render();
const x = tf.scalar(2);
for (let i = 0; i < 3; i++) {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'detector.detect' is never disposed; it leaks once per loop iteration [tensor-undisposed]
  const y = detector.detect(x);
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'local.step' is never disposed; it leaks once per loop iteration [tensor-undisposed]
  const z = local.step(y);
  console.log(z.dataSync());
}
