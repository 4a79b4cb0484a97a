// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s %S/Inputs/cross-file-results/lib.js | FileCheck %s --implicit-check-not=warning:
// What another file's function returns is whatever its summary says, though
// nothing in this file types it: passed to a helper that frees it, to one
// that keeps it, to a package, to a method or a callback, it is theirs;
// only a result nobody frees leaks, or one each click stores into a module
// variable, replacing the one before it.
import * as lib from './Inputs/cross-file-results/lib.js';
import {makeInput, show, keep} from './Inputs/cross-file-results/lib.js';
import {upload} from 'some-uploader';

let last;
const pending = [];

class View {
  constructor(sink) {
    this.sink = sink;
    document.getElementById('go').addEventListener('click', () => this.onClick());
  }

  onClick() {
    const freed = makeInput(1);
    show(freed);
    const viaNamespace = lib.makeInput(2);
    lib.show(viaNamespace);
    const stored = makeInput(3);
    keep(stored);
    const uploaded = makeInput(4);
    upload(uploaded);
    const sunk = makeInput(5);
    this.sink.take(sunk);
    // CHECK: cross-file-results.js:[[@LINE+1]]:12: warning: tensor returned by 'makeInput' is stored into 'last' every time 'onClick' runs (called from 'addEventListener' callback), replacing the previous one without disposing it [tensor-undisposed]
    last = makeInput(6);
    pending.push(makeInput(7));
    [1, 2].forEach((n) => {
      const each = makeInput(n);
      show(each);
    });
    // CHECK: cross-file-results.js:[[@LINE+1]]:20: warning: tensor returned by 'makeInput' is never disposed; it leaks every time 'onClick' runs (called from 'addEventListener' callback) [tensor-undisposed]
    const leaked = makeInput(8);
    console.log(leaked.shape);
  }
}

export const view = new View({take() {}});
