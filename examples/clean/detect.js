// The webcam loop of ../detect.js, fixed: the per-frame work runs inside
// tf.tidy(), which frees every intermediate tensor when the callback returns.
// The label index is a plain number, so nothing tensor-valued leaves tidy.
import * as tf from '@tensorflow/tfjs';
import { LABELS } from '../labels.js';

const video = document.getElementById('webcam');
const ctx = document.getElementById('overlay').getContext('2d');
let model;

function loop() {
  const best = tf.tidy(() => {
    const input = tf.browser.fromPixels(video).toFloat().div(255).expandDims(0);
    return model.predict(input).argMax(-1).dataSync()[0];
  });

  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.fillText(LABELS[best], 10, 20);
  requestAnimationFrame(loop);
}

tf.loadGraphModel('/models/mobilenet_v2/model.json').then((m) => {
  model = m;
  requestAnimationFrame(loop);
});
