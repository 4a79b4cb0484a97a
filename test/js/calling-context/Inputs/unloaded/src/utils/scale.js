// A helper nothing imports: Nuxt auto-imports a `utils/` folder, Next.js
// does not (apis/js/file-routers.yaml).
import * as tf from '@tensorflow/tfjs';

export function scale(x) {
  const s = tf.scalar(2);
  return x.mul(s).dataSync();
}
