// A helper of another file that builds a classifier head over the model it
// is given: the model it returns holds that model's layers.
import * as tf from '@tensorflow/tfjs';

export function withHead(base, classes) {
  const head = tf.layers.dense({units: classes, activation: 'softmax'});
  return tf.model({inputs: base.inputs, outputs: head.apply(base.outputs[0])});
}
