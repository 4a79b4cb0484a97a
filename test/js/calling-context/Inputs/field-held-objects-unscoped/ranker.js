// The application's class, in another file.
import * as tf from '@tensorflow/tfjs';

export class Ranker {
  predict(x) {
    // CHECK: :[[@LINE+1]]:12: warning: intermediate tensor from 'tf.relu' is never bound and cannot be disposed [tensor-chained-temporary]
    return tf.relu(x).mul(2);
  }
}
