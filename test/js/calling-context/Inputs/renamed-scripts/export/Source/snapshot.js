// No page of the run loads it, but tools/serve.py serves it by its whole
// name: a page the server writes may.
document.getElementById('export').onclick = () => {
  // CHECK: export/Source/snapshot.js:[[@LINE+1]]:17: warning: tensor returned by 'tf.ones' is never disposed
  const frame = tf.ones([2]);
  frame.print();
};
