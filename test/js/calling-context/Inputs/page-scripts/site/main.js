import * as tf from '@tensorflow/tfjs';
import { draw } from './draw';

// Loaded by the page: a leak per click.
document.getElementById('predict').addEventListener('click', () => {
  const x = tf.tensor([1, 2]);
  draw(x.dataSync());
});
