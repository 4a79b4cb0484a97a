// Imported through an alias ('@/lib/aliased') the run does not resolve.
import * as tf from '@tensorflow/tfjs';

export function aliased() {
  const a = tf.ones([3]);
  return a.dataSync();
}
