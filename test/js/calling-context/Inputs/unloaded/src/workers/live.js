// Started by main.js: each message leaks.
import * as tf from '@tensorflow/tfjs';

self.onmessage = (e) => {
  const w = tf.scalar(e.data);
  self.postMessage(w.dataSync()[0]);
};
