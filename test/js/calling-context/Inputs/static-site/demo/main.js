// demo/index.html's main.js.
document.getElementById('run').onclick = () => {
  // CHECK: demo/main.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  const y = tf.ones([3]);
  y.print();
};
