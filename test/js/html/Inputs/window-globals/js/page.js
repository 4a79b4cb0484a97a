// A module script (type=module): a method of a class of its own, run from
// the function it puts on the global object.
import * as tf from '@tensorflow/tfjs';

class Detector {
  run(x) {
    // CHECK: js/page.js:[[@LINE+2]]:12: warning: intermediate tensor from 'x.square' is never bound and cannot be disposed; it leaks every time 'run' runs (called from 'detect') [tensor-chained-temporary]
    // CHECK: js/page.js:[[@LINE+1]]:23: warning: intermediate tensor from 'sum' is never bound and cannot be disposed; it leaks every time 'run' runs (called from 'detect') [tensor-chained-temporary]
    return x.square().sum().dataSync();
  }
}
const detector = new Detector();

window.addEventListener('DOMContentLoaded', () => {
  window.detect = () => {
    const x = tf.ones([4]);
    console.log(detector.run(x));
    x.dispose();
  };
});
