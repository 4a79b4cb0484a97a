// Helpers of another file that release every element of the array they
// are given: each caller's array is released by the call.
import * as tf from '@tensorflow/tfjs';

export function disposeAll(ts: tf.Tensor[]) {
  for (const t of ts) {
    t.dispose();
  }
}

export function disposeEach(ts) {
  for (let i = 0; i < ts.length; ++i) tf.dispose(ts[i]);
}

export function releaseAll(ts) {
  ts.forEach((t) => t.dispose());
}

// Releases only the elements it keeps no longer: not every one.
export function disposeSmall(ts: tf.Tensor[]) {
  for (const t of ts) {
    if (t.size > 3) continue;
    t.dispose();
  }
}
