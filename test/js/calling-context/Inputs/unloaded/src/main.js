// The application's entry: what it imports, starts and loads by a
// computed path or an alias runs; what it only names in a comment does not.
import * as tf from '@tensorflow/tfjs';
import { perClick } from './model.js';
import { aliased } from '@/lib/aliased';
// import { sketch } from './sketch.js';

const worker = new Worker(new URL('./workers/live.js', import.meta.url));
const pool = new Worker(`${location.origin}/src/workers/pool.js`);
document.getElementById('go').addEventListener('click', async () => {
  perClick();
  aliased();
  const name = document.getElementById('extra').value;
  const extra = await import(`./extras/${name}.js`);
  extra.run();
  worker.postMessage(tf.memory().numTensors);
  pool.postMessage(1);
});
