import * as tf from '@tensorflow/tfjs';
import {centre} from './ops.js';

// Calls its callback outside any scope, on every click.
function each(xs, fn) {
  for (const x of xs) {
    const y = fn(x);
    console.log(y.dataSync());
    y.dispose();
  }
}

document.addEventListener('click', () => each([tf.ones([4])], centre));
