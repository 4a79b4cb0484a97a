// A file-system router's route: loaded by its place
// (apis/js/file-routers.yaml).
import * as tf from '@tensorflow/tfjs';

export default function Route() {
  const r = tf.ones([3]);
  return r.dataSync();
}
