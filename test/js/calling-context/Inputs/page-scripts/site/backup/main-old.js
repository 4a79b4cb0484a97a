import * as tf from '@tensorflow/tfjs';

window.addEventListener('resize', () => {
  const x = tf.tensor([5]);
  console.log(x.dataSync());
});
