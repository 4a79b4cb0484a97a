// A classic script (it imports and exports nothing): its globals are the
// page's. Its start-up call is commented out.
/* global tf */

// init();
function init() {
  const model = tf.sequential();
  const seed = tf.ones([3]);
  console.log(model, seed.dataSync());
}

function drawLoss() {
  const l = tf.ones([2]);
  // CHECK: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return l.dataSync();
}
