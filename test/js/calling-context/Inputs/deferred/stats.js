// A classic script: its functions are globals of the page that loads it.
function pca(rows) {
  const xs = tf.tensor(rows);
  const centered = tf.sub(xs, xs.mean(0));
  return centered.arraySync();
}

function cost(pred, label) {
  // CHECK: stats.js:[[@LINE+1]]:16: warning: tensor returned by 'tf.sub' is never disposed; it leaks every time 'cost' runs (called from the 'setTimeout' callback scheduled from 'onclick' attribute of the page) [tensor-undisposed]
  const diff = tf.sub(pred, label);
  return tf.tidy(() => diff.square().mean().dataSync()[0]);
}

// Named nowhere else, called by no page of the run: it never runs.
function metrics(pred, label) {
  // ALONE: stats.js:[[@LINE+1]]:10: warning: intermediate tensor from 'tf.sub' is never bound
  return tf.sub(pred, label).abs().mean().dataSync()[0];
}

// Named nowhere else here, but wiring.js, a script of the same page that
// names no tensor, calls it: it runs, and its frame loop leaks per frame.
function startLoop() {
  const frame = () => {
    // CHECK: stats.js:[[@LINE+1]]:5: warning: intermediate tensor from 'tf.randomNormal' is never bound
    tf.randomNormal([4]).print();
    requestAnimationFrame(frame);
  };
  frame();
}

// Its only call is commented out: it never runs, nor does the handler it
// would register, with or without the page.
// legacy();
function legacy() {
  document.getElementById('old').onclick = () => {
    tf.ones([3]).print();
  };
}
