import * as tf from '@tensorflow/tfjs';

export function summarize(t) {
  t.max().print();
}
