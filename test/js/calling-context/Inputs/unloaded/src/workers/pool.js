// Started by main.js by a computed URL that ends with its name.
import * as tf from '@tensorflow/tfjs';

self.onmessage = (e) => {
  const q = tf.scalar(e.data);
  self.postMessage(q.dataSync()[0]);
};
