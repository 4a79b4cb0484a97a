// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// `this._preprocess(...)` in a base class reaches the subclasses' overrides:
// called only inside tf.tidy, they run in its scope; called outside it, a
// subclass's intermediates leak.
import * as tf from '@tensorflow/tfjs';

class Model {
  async executeAsync(pixels) {
    const inputs = tf.tidy(() => this._preprocess(tf.browser.fromPixels(pixels)));
    const outputs = await this.model.executeAsync(inputs);
    tf.dispose(inputs);
    const arrays = await outputs.array();
    tf.dispose(outputs);
    return arrays;
  }
}

export class Detector extends Model {
  _preprocess(image) {
    const rgb = tf.image.resizeBilinear(image.expandDims().toFloat(), [320, 320]);
    return this.bgr ? rgb.reverse(-1) : rgb;
  }
}

export class Classifier extends Model {
  _preprocess(image) {
    return tf.image.cropAndResize(image.expandDims().toFloat(), [[0, 0, 1, 1]], [0], [224, 224]);
  }
}

class Other {
  // Returns plain data: a function that returned the tensor would be an op
  // of the library, whose callers' tf.tidy decides what leaks.
  run(pixels) {
    // CHECK: :[[@LINE+2]]:12: warning: intermediate tensor from 'this.prepare' is never bound and cannot be disposed [tensor-chained-temporary]
    // CHECK: :[[@LINE+1]]:25: warning: intermediate tensor from 'tf.browser.fromPixels' is never bound and cannot be disposed [tensor-chained-temporary]
    return this.prepare(tf.browser.fromPixels(pixels)).dataSync();
  }
}

export class Leaky extends Other {
  prepare(image) {
    // CHECK: :[[@LINE+1]]:12: warning: intermediate tensor from 'image.expandDims' is never bound and cannot be disposed [tensor-chained-temporary]
    return image.expandDims().toFloat();
  }
}
