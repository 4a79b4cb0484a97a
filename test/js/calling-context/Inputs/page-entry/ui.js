// Imports the entry module back (as codelabs do): its call is one of the run.
import * as tf from '@tensorflow/tfjs';
import {report} from './entry.js';

export function setUp() {
  document.getElementById('train').addEventListener('click', () => {
    const scores = tf.ones([3]);
    report(scores);
    scores.dispose();
  });
}
