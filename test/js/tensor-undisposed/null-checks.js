// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// On the branch where a tensor variable tests null it holds nothing to
// dispose; a null test is not a use of it.
const tf = require('@tensorflow/tfjs');

function squareOrNull(a) {
  if (a.size === 0) return null;
  return tf.square(a);
}

function firstValue(a) {
  const r = squareOrNull(a);
  if (r === null) return 0;
  const v = r.dataSync()[0];
  r.dispose();
  return v;
}

function testedAfterDispose(a) {
  const x = tf.square(a);
  x.dispose();
  if (x == null) return 0;
  return 1;
}

function leaks(a) {
  // The null branch holds nothing; on the other the tensor is never freed.
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.square' is never disposed [tensor-undisposed]
  const y = tf.square(a);
  if (!y) return 0;
  return y.dataSync()[0];
}

// `t && t.dispose()` tests t as `if (t) t.dispose()` does: where t is
// null there is nothing to free.
function shortCircuit(a) {
  const t = tf.square(a);
  console.log(t.shape);
  t && t.dispose();
}

function shortCircuitOther(a, ready) {
  // Another value's test: t is freed only when ready is set.
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.square' is not disposed on every path [tensor-undisposed]
  const t = tf.square(a);
  ready && t.dispose();
}
