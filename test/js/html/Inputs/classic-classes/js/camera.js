// A classic script: its top-level class is a global of the page.
class Camera {
  constructor(el) {
    this.el = el;
  }
  capture() {
    return tf.tidy(() => tf.browser.fromPixels(this.el).toFloat());
  }
  release(t) {
    t.dispose();
  }
}

function setup() {
  // Not a global: a class inside a function is its own.
  class Hidden {
    read() {
      return tf.zeros([2]);
    }
  }
  return new Hidden();
}
