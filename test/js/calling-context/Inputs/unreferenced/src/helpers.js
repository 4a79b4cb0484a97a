import * as tf from '@tensorflow/tfjs';

// Another file's export that only a function that never runs calls.
export function smooth(x) {
  const s = x.mul(2);
  // LIB: [[@LINE-1]]:13: warning: tensor returned by 'x.mul' is never disposed
  console.log(s.dataSync());
}

export function summarize() {
  const m = tf.ones([10]);
  // ALL: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  console.log(m.dataSync());
}

// This module's own, named nowhere: never runs in an application.
function legacy() {
  const l = tf.ones([11]);
  // LIB: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return l.dataSync();
}
