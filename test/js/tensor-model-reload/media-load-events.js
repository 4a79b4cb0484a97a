// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-*' %s %S/Inputs/media | FileCheck %s --implicit-check-not=warning:
// A media element's `loadeddata` and `loadedmetadata` fire once per source
// the code gives it, and the code that registers the listener is the code
// that gives it its source (`per_registration_events`): the listener runs as
// often as that code. A webcam page that loads its model when the first
// frame arrives loads it once. Through the property and addEventListener,
// a named listener, another module's top level, and a class's method run
// once or per click. A listener registered per click, and a frame loop the
// listener starts, still repeat.
import * as tf from '@tensorflow/tfjs';
import {preview} from './Inputs/media/preview.js';

const video = document.getElementById('webcam');
let model;
navigator.mediaDevices.getUserMedia({video: true}).then((stream) => {
  video.srcObject = stream;
});
video.onloadeddata = async () => {
  model = await tf.loadGraphModel('model.json');
  predictWebcam();
};

function predictWebcam() {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.browser.fromPixels' is never disposed; it leaks every time 'predictWebcam' runs ('requestAnimationFrame' callback) [tensor-undisposed]
  const x = tf.browser.fromPixels(video);
  // CHECK: :[[@LINE+1]]:15: warning: intermediate tensor from 'model.predict' is never bound and cannot be disposed; it leaks every time 'predictWebcam' runs ('requestAnimationFrame' callback) [tensor-chained-temporary]
  console.log(model.predict(x).dataSync());
  requestAnimationFrame(predictWebcam);
}

async function loadClassifier() {
  const classifier = await tf.loadLayersModel('classifier/model.json');
  console.log(classifier.countParams());
}
preview.addEventListener('loadeddata', loadClassifier);

class Camera {
  constructor(element) {
    this.element = element;
  }
  start() {
    this.element.addEventListener('loadedmetadata', () => this.load());
  }
  async load() {
    // CHECK: :[[@LINE+1]]:24: warning: model loaded by 'tf.loadGraphModel' every time 'load' runs (called from{{.*}}) [tensor-model-reload]
    const pose = await tf.loadGraphModel('pose/model.json');
    console.log(pose.inputs);
  }
}
new Camera(video).start();
const clicked = new Camera(preview);
document.getElementById('camera').addEventListener('click', () => clicked.start());

document.getElementById('switch').addEventListener('click', () => {
  video.src = 'clip.mp4';
  video.addEventListener('loadeddata', async () => {
    // CHECK: :[[@LINE+1]]:27: warning: model loaded by 'tf.loadGraphModel' every time the 'video.addEventListener' callback scheduled from 'addEventListener' callback runs; load it once{{.*}} [tensor-model-reload]
    const tracker = await tf.loadGraphModel('tracker/model.json');
    console.log(tracker.inputs);
  });
});
