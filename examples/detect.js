// Webcam object classification in the browser.
//
// Every animation frame reads the video into a tensor, runs the model and
// draws the best label. Two tensors are never disposed and three more are
// unnamed intermediates, so tf.memory().numTensors grows by five per frame
// until the WebGL context runs out of memory. See clean/detect.js.
import * as tf from '@tensorflow/tfjs';
import { LABELS } from './labels.js';

const video = document.getElementById('webcam');
const ctx = document.getElementById('overlay').getContext('2d');
let model;

function loop() {
  const pixels = tf.browser.fromPixels(video);
  const input = pixels.toFloat().div(255).expandDims(0);
  const scores = model.predict(input);
  const best = scores.argMax(-1).dataSync()[0];
  input.dispose();

  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.fillText(LABELS[best], 10, 20);
  requestAnimationFrame(loop);
}

tf.loadGraphModel('/models/mobilenet_v2/model.json').then((m) => {
  model = m;
  requestAnimationFrame(loop);
});
