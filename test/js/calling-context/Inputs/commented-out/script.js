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

// A member of the global object is the global: still called.
// retrain();
function retrain() {
  const r = tf.ones([4]);
  // CHECK: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return r.dataSync();
}
document.getElementById('again').onclick = () => window.retrain();
