// What regression/index.html's dist/train.js may be built from.
document.getElementById('step').onclick = () => {
  // CHECK: regression/src/train.js:[[@LINE+1]]:17: warning: tensor returned by 'tf.ones' is never disposed
  const slope = tf.ones([1]);
  slope.print();
};
