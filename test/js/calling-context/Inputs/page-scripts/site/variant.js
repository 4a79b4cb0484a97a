import * as tf from '@tensorflow/tfjs';

// Another version of main.js that no page loads and nothing names: it
// reads the page's globals, so Node cannot run it either.
document.getElementById('predict').addEventListener('click', () => {
  const x = tf.tensor([3, 4]);
  console.log(x.dataSync());
});
