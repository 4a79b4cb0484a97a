// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// Models and optimizers are made once per program and kept: one built (not
// loaded) by a helper, one handed to a base class's constructor, an
// optimizer given to model.compile(). Not leaks; released on some paths but
// not others, they are. Shapes from Teachable Machine and a webcam
// transfer-learning demo.
import * as tf from '@tensorflow/tfjs';

class Base {
  constructor(model) {
    this.model = model;
  }
}

export class Teachable extends Base {
  constructor(truncated) {
    super(tf.sequential());
    this.truncated = truncated;
  }
}

export async function loadTruncated(url) {
  const mobilenet = await tf.loadLayersModel(url);
  const layer = mobilenet.getLayer('conv_pw_13_relu');
  const truncated = tf.model({inputs: mobilenet.inputs, outputs: layer.output});
  const model = tf.sequential();
  model.add(truncated);
  model.add(tf.layers.flatten());
  return model;
}

export async function createTeachable(url) {
  const mobilenet = await loadTruncated(url);
  return new Teachable(mobilenet);
}

export function build(numClasses) {
  const model = tf.sequential({layers: [tf.layers.dense({units: numClasses, inputShape: [10]})]});
  const optimizer = tf.train.adam(0.0001);
  model.compile({optimizer, loss: 'categoricalCrossentropy'});
  return model;
}

export function fitOrBail(model, xs, ys, ok) {
  // CHECK: :[[@LINE+1]]:21: warning: optimizer returned by 'tf.train.adam' is not disposed on the path through the 'return' at line [[@LINE+7]] [tensor-undisposed]
  const optimizer = tf.train.adam(0.0001);
  if (!ok) {
    optimizer.dispose();
    return null;
  }
  model.compile({optimizer, loss: 'meanSquaredError'});
  return model.fit(xs, ys);
}
