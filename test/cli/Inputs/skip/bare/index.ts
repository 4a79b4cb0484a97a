import * as tf from '@tensorflow/tfjs';

export const zeros = () => tf.zeros([2]);
