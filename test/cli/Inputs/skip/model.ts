// A seed: it names its library.
import * as tf from '@tensorflow/tfjs';
import { clamp } from './lib/math';

export function features(x: number[]) {
  return tf.tensor1d(x.map((v) => clamp(v)));
}
