// kmeans/index.html's script.
document.getElementById('fit').onclick = () => {
  // CHECK: kmeans/Source/kmeans.js:[[@LINE+1]]:21: warning: tensor returned by 'tf.ones' is never disposed
  const centroids = tf.ones([3]);
  centroids.print();
};
