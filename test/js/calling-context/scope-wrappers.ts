// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %s %S/Inputs/scope-wrappers/scoped.js > %t
// RUN: FileCheck %s --input-file=%t --implicit-check-not=warning:
// A function that hands its callback parameter to a scope API (directly, in
// a closure, or through another such function) runs that callback in the
// scope, for every caller: a project's own tf.tidy wrapper is a tidy. One
// that calls the callback outside a scope, or keeps it, is not.
import * as tf from '@tensorflow/tfjs';
import {scoped, named, timed, plain, twice, later, ops, Engine} from './Inputs/scope-wrappers/scoped.js';
import * as wrappers from './Inputs/scope-wrappers/scoped.js';

// Another file, named and namespace imports.
export function viaImport(x) {
  return scoped(() => x.square().sum());
}
export function viaNamespace(x) {
  return wrappers.scoped(() => {
    const y = x.square();
    return y.sum();
  });
}
export function viaName(x) {
  return named('loss', () => x.square().sum());
}
// Passed on through a second wrapper.
export function viaTimed(x) {
  return timed(() => x.square().sum());
}

// A method of this file's class, through `this`.
class Model {
  guard(fn) {
    return tf.tidy(fn);
  }
  predict(x) {
    return this.guard(() => x.square().sum());
  }
}
export const model = new Model();

// A callback that is itself a named function of this file.
function lossOf(x) {
  return x.square().sum();
}
function local(fn, x) {
  return tf.tidy(() => fn(x));
}
export function viaNamedCallback(x) {
  return local(lossOf, x);
}

// A module variable holding the wrapper.
const runScoped = (fn) => tf.tidy(fn);
export function viaModuleVariable(x) {
  return runScoped(() => x.square().sum());
}

// A container of wrappers (an object's property) and a class of another
// file, through a typed field.
export function viaContainer(x) {
  return ops.tidy(() => x.square().sum());
}
export class Runner {
  engine: Engine = new Engine();
  step(x) {
    return this.engine.run(() => x.square().sum());
  }
}

// Not scoped: the callback runs outside any scope.
export function viaPlain(x) {
  // CHECK: scope-wrappers.ts:[[@LINE+1]]:22: warning: intermediate tensor from 'x.square' is never bound and cannot be disposed [tensor-chained-temporary]
  return plain(() => x.square().sum());
}
export function viaTwice(x) {
  // CHECK: scope-wrappers.ts:[[@LINE+1]]:22: warning: intermediate tensor from 'x.square' is never bound and cannot be disposed [tensor-chained-temporary]
  return twice(() => x.square().sum());
}
export function viaLater(x) {
  later(() => {
    // CHECK: scope-wrappers.ts:[[@LINE+1]]:15: warning: tensor returned by 'x.square' is never disposed{{.*}} [tensor-undisposed]
    const y = x.square();
    console.log(y.shape);
  });
}
