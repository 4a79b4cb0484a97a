// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed,tensor-chained-temporary' %s %S/Inputs/stored-alternatives/weight-store.ts | FileCheck %s --implicit-check-not=warning:
// `store.set(k, v || null)`, `v ?? null`: the value stored is v when it is
// set, so a method of another file's class that does so keeps what it is
// given. Control: a method that only reads `v || null`.
import {ones, variable, zeros} from '@tensorflow/tfjs-core';
import WeightStore from './Inputs/stored-alternatives/weight-store';

export class Layer {
  private store = new WeightStore();
  attach(n: number) {
    const w = zeros([n]);
    const b = ones([n]);
    this.store.add('w', variable(w));
    this.store.addDefault('b', variable(b, true, 'b'));
    // CHECK: stored-alternatives.ts:[[@LINE+1]]:36: warning: intermediate tensor from 'variable' is never bound and cannot be disposed
    console.log(this.store.shapeOf(variable(b)));
    w.dispose();
    b.dispose();
  }
}

document.body.onclick = () => new Layer().attach(3);
