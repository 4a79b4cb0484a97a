// A worker nothing starts: its handler never runs, whatever else its top
// level does.
import * as tf from '@tensorflow/tfjs';

const started = Date.now();
self.addEventListener('message', (e) => {
  const o = tf.scalar(e.data + started);
  self.postMessage(o.dataSync()[0]);
});
