// No page loads this script: svm/index.html's tag is commented out,
// kmeans/index.html asks for its own folder's main.js, which is gone, the
// bundle vendor/plot.min.js spells the word "main" as a library's string,
// and tools/serve.py's `def main()` is Python.
document.getElementById('train').onclick = () => {
  const alphas = tf.ones([4]);
  alphas.print();
};
