// svm/index.html's script.
document.getElementById('train').onclick = () => {
  // CHECK: svm/Source/interactive.js:[[@LINE+1]]:19: warning: tensor returned by 'tf.zeros' is never disposed
  const weights = tf.zeros([4]);
  weights.print();
};
