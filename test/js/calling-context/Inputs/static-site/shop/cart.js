// Loaded by the server's template (index.php), which the run does not read.
document.getElementById('buy').onclick = () => {
  // CHECK: shop/cart.js:[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  const c = tf.ones([2]);
  c.print();
};
