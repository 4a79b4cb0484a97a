// Another script of the page: a helper and a class the sketch uses.
function toInput(pixels) {
  // CHECK: ./detector.js:[[@LINE+1]]:10: warning: intermediate tensor from 'tf.browser.fromPixels' is never bound and cannot be disposed; it leaks every time 'toInput' runs (called from p5's draw loop, every frame) [tensor-chained-temporary]
  return tf.browser.fromPixels(pixels).toFloat();
}

class Detector {
  constructor(model) {
    this.model = model;
  }

  score(input) {
    // CHECK: ./detector.js:[[@LINE+1]]:12: warning: intermediate tensor from 'input.mean' is never bound and cannot be disposed; it leaks every time 'score' runs (called from p5's draw loop, every frame) [tensor-chained-temporary]
    return input.mean().dataSync()[0];
  }
}
