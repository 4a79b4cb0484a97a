// p5.js instance mode (apis/js/p5.yaml, the `instance_property` form): p5
// calls the sketch's `p.setup` once, `p.draw` every frame and
// `p.mousePressed` on every click; the sketch function is handed to `new
// p5(...)` by the name of its variable or in place.
import * as tf from '@tensorflow/tfjs';
import p5 from 'p5';
import { frameTensor } from './helpers.js';

const sketch = (p) => {
  let video;
  p.setup = () => {
    p.createCanvas(320, 240);
    video = p.createCapture(p.VIDEO);
    // Once: no finding.
    const warm = tf.zeros([1]);
    warm.print();
  };
  p.draw = () => {
    // CHECK: ./main.js:[[@LINE+1]]:19: warning: tensor returned by 'frameTensor' is never disposed; it leaks every time 'draw' runs (p5's draw loop, every frame) [tensor-undisposed]
    const frame = frameTensor(video.elt);
    frame.print();
  };
  p.mousePressed = function () {
    // CHECK: ./main.js:[[@LINE+1]]:5: warning: intermediate tensor from 'tf.scalar' is never bound and cannot be disposed; it leaks every time 'mousePressed' runs (p5's 'mousePressed' event) [tensor-chained-temporary]
    tf.scalar(p.mouseX).print();
  };
};
new p5(sketch);

new p5(function (s) {
  s.draw = () => {
    // CHECK: ./main.js:[[@LINE+1]]:15: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time 'draw' runs (p5's draw loop, every frame) [tensor-undisposed]
    const t = tf.ones([2]);
    t.print();
  };
}, document.body);

// Not handed to p5: its `draw` is nobody's frame loop.
export function decorate(target) {
  target.draw = () => {
    const t = tf.ones([3]);
    t.print();
  };
}
