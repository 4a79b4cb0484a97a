// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// A tensor handed to an unknown call whose result the function returns
// (`return Promise.resolve(t).then(...)`, `return wrap(t)`) goes to the
// caller with it: not a leak here. Given to an unknown call whose result is
// dropped, it is still this function's to dispose.
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
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.abs' is never disposed [tensor-undisposed]
  const y = tf.abs(x);
  log(y);
  return 0;
}
