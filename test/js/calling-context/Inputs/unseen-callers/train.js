// Calls normalize per batch, outside any tidy.
import * as tf from '@tensorflow/tfjs';
import {normalize} from '../../unseen-callers.js';

export function trainOn(batches) {
  for (const batch of batches) {
    const xs = normalize(batch);
    console.log(xs.dataSync());
    xs.dispose();
  }
}
