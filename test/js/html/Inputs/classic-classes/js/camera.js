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
  // Called by none of the page's scripts: it never runs.
  warmUp() {
    for (let i = 0; i < 3; i++) {
      const w = tf.zeros([1]);
      console.log(w.shape);
    }
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
