// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A custom layer's call() runs inside the scope of whoever runs the layer
// (predict, fit, evaluate execute the graph inside tidy): its temporaries
// are freed there, and so are those of a helper only call() runs. The API
// model says which methods of which classes (`scoped_overrides`); a class
// that extends nothing of the library, or another of the layer's methods,
// is not in any scope.
import * as tf from '@tensorflow/tfjs';
import {layers} from '@tensorflow/tfjs';

function gate(x) {
  const g = tf.sigmoid(x);
  return x.mul(g);
}

export class Gated extends tf.layers.Layer {
  call(inputs) {
    const h = tf.relu(inputs);
    return gate(h);
  }
  static get className() {
    return 'Gated';
  }
}

export class Scaled extends layers.Layer {
  call(inputs) {
    const s = tf.scalar(2);
    return tf.mul(inputs, s);
  }
  summarize(x) {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.mean' is never disposed [tensor-undisposed]
    const m = tf.mean(x);
    return m.dataSync()[0];
  }
}

export class NotALayer {
  call(inputs) {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.relu' is never disposed [tensor-undisposed]
    const h = tf.relu(inputs);
    return h.dataSync();
  }
}
