// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s %S/Inputs/captured/images.js | FileCheck %s --implicit-check-not=warning:
// A closure that puts a tensor into a variable of the function around it
// (a suite's fixture set in beforeAll, a handler keeping the last result
// for another handler) hands it to a longer-lived owner: that variable
// outlives the call, and the other closures read it. Not reported in the
// closure, as a module variable's store is not. Through another file's
// helper, a method, a callback, and a container. What a closure keeps in
// its own local is still its own.
import * as tf from '@tensorflow/tfjs';
import {loadImage} from './Inputs/captured/images.js';

describe('detector', () => {
  let imgTensor;
  let batch;
  beforeAll(async () => {
    imgTensor = loadImage(await fetchPixels());
    batch = [tf.zeros([2]), tf.ones([2])];
  });
  it('detects', () => {
    expect(detect(imgTensor, batch)).toBe(true);
  });
  afterAll(() => tf.dispose([imgTensor, ...batch]));
});

class Viewer {
  mount(el) {
    let last = null;
    el.addEventListener('frame', () => {
      if (last) last.dispose();
      last = tf.browser.fromPixels(el);
    });
    el.addEventListener('click', () => console.log(last.dataSync()));
  }
}
new Viewer().mount(document.body);

function watch(el) {
  el.addEventListener('input', () => {
    // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'tf.browser.fromPixels' is never disposed; it leaks every time the 'el.addEventListener' callback runs
    const own = tf.browser.fromPixels(el);
    console.log(own.shape);
  });
}
watch(document.body);
