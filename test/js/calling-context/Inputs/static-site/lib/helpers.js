// Globals of the page, assigned to `window`: one only a commented-out call
// names, one the page's script calls per click.
window.helper = function () {
  const h = tf.scalar(1);
  return h.dataSync()[0];
};
window.used = () => {
  // CHECK: lib/helpers.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.scalar' is never disposed
  const u = tf.scalar(2);
  return u.dataSync()[0];
};
