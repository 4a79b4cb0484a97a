// RUN: %python %S/../../cli/Inputs/expect-exit.py 0 %tensorlint --checks='-*,tensor-undisposed' %s %S/Inputs/imported-callbacks/ops.js
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s %S/Inputs/imported-callbacks/ops.js %S/Inputs/imported-callbacks/outside.js | FileCheck %s --implicit-check-not=warning:
// A function of another file passed by its imported name to a function
// that runs its callback inside tf.tidy runs in that scope, as a function of
// this file does (helpers.js): what it drops is not a leak. Passed also to
// one that calls it outside any scope (Inputs/imported-callbacks/outside.js),
// it is checked.
// CHECK: ops.js:4:16: warning: tensor returned by 'tf.mean' is never disposed{{.*}} [tensor-undisposed]
import * as tf from '@tensorflow/tfjs';
import {centre} from './Inputs/imported-callbacks/ops.js';

function scoped(fn, x) {
  return tf.tidy(() => fn(x).dataSync()[0]);
}

setInterval(() => {
  const x = tf.ones([4]);
  console.log(scoped(centre, x));
  x.dispose();
}, 100);
