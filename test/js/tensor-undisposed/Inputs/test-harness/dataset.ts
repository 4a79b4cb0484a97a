import * as tf from '@tensorflow/tfjs-core';
export class Dataset {
  getData() {
    return {xs: tf.ones([1])};
  }
}
