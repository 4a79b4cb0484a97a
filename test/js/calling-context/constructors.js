// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s %S/Inputs/constructors/loss.js > %t
// RUN: grep constructors.js %t | FileCheck %s --implicit-check-not=warning:
// RUN: grep loss.js %t | FileCheck %S/Inputs/constructors/loss.js --implicit-check-not=warning:
// `new C(...)` runs C's constructor right there: inside tf.tidy (directly,
// in a method or a callback of the tidy) it runs in the scope, elsewhere as
// often as the code around it, for a class of another file as for one of
// this file.
import * as tf from '@tensorflow/tfjs';
import {Loss, Scaler} from './Inputs/constructors/loss.js';

class Window {
  constructor(x) {
    // Also made outside any scope, by the click listener below.
    // CHECK: constructors.js:[[@LINE+1]]:21: warning: tensor returned by 'x.sub' is never disposed; it leaks every time 'constructor' runs (called from {{.+}}) [tensor-undisposed]
    const centred = x.sub(x.mean());
    this.energy = centred.square().sum().dataSync()[0];
  }
}

class Trainer {
  lossOf(pred, truth) {
    return tf.tidy(() => new Loss(pred, truth).value);
  }
  energies(frames) {
    return tf.tidy(() => frames.map((f) => new Window(f).energy));
  }
}

export const trainer = new Trainer();
export const model = {};

document.getElementById('go').addEventListener('click', () => {
  const x = tf.ones([4]);
  const s = new Scaler(x);
  new Window(x);
  x.dispose();
  console.log(s.scale);
});
