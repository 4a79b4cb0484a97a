// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// A tensor handed to an unknown call whose result the function returns
// (`return Promise.resolve(t).then(...)`, `return wrap(t)`) goes to the
// caller with it: not a leak here. Given to an unknown call whose result is
// dropped, it is handed to code tensorlint cannot see, which may keep it:
// no leak either, unless this function frees it afterwards on some path.
import * as tf from '@tensorflow/tfjs';

export function inference(model, image) {
  return load().then(() => {
    const results = model.predict(image);
    return Promise.resolve(results).then((r) => r);
  });
}

export function wrapped(x) {
  const y = tf.square(x);
  return wrap(y);
}

export function dropped(x) {
  const y = tf.abs(x);
  log(y);
  return 0;
}

export function droppedOnOnePath(x, quick) {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.abs' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  const y = tf.abs(x);
  log(y);
  if (quick) return 0;
  y.dispose();
  return 1;
}
