// A page's script names the library only through its global (`tf.`): a
// field a method calls a model's method on holds the library's model, as in
// a module that imports it.
class Classifier {
  constructor(model) {
    this.model = model;
    this.labels = ['cat', 'dog'];
  }

  use(model) {
    this.model = model;
  }

  classify(image) {
    const input = tf.image.resizeBilinear(image, [224, 224]);
    // CHECK: ./classifier.js:[[@LINE+3]]:19: warning: intermediate tensor from 'this.model.predict' is never bound and cannot be disposed; it leaks every time 'classify' runs (called from 'addEventListener' callback) [tensor-chained-temporary]
    // CHECK: ./classifier.js:[[@LINE+2]]:38: warning: intermediate tensor from 'input.expandDims' is never bound and cannot be disposed; {{.+}} [tensor-chained-temporary]
    // CHECK: ./classifier.js:[[@LINE+1]]:58: warning: intermediate tensor from 'argMax' is never bound and cannot be disposed; {{.+}} [tensor-chained-temporary]
    const index = this.model.predict(input.expandDims()).argMax(-1).dataSync()[0];
    input.dispose();
    image.dispose();
    return this.labels[index];
  }
}
