// The page's script: each click leaks.
document.getElementById('go').addEventListener('click', () => {
  // CHECK: js/app.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  const x = tf.ones([2]);
  console.log(x.sum().dataSync(), used());
  // window.helper();
});
