// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/swaps/store.js | FileCheck %s --implicit-check-not=warning:
// A model swapped for another when a setting changes, the old one disposed
// first, is the advice followed: no finding, whether the place is a module
// variable, a field of a module-level object (one object for the program),
// a field of `this`, or a name the old model was awaited into. The same
// reload without the dispose leaks the replaced model each time. A model
// kept per key of a long-lived collection is one per key.
import * as posenet from '@tensorflow-models/posenet';
import * as tf from '@tensorflow/tfjs';
import {store} from './Inputs/swaps/store.js';

const guiState = {net: null, changeToArchitecture: null, quant: null};

// The first dispose comes before any store to `guiState.net` in this
// function: its type is known from the stores.
async function poseDetectionFrame() {
  if (guiState.changeToArchitecture) {
    guiState.net.dispose();
    guiState.net = await posenet.load({architecture: guiState.changeToArchitecture});
    guiState.changeToArchitecture = null;
  }
  if (guiState.quant) {
    guiState.net.dispose();
    guiState.net = await posenet.load({quantBytes: guiState.quant});
  }
  const pose = await guiState.net.estimateSinglePose(video);
  draw(pose);
  requestAnimationFrame(poseDetectionFrame);
}
poseDetectionFrame();

const state = {net: null};
async function loadBodyPix() {
  // CHECK: :[[@LINE+1]]:21: warning: model loaded by 'posenet.load' into 'state.net' every time 'loadBodyPix' runs (called from 'requestAnimationFrame' callback) replaces the previous model without disposing it; dispose the old one first, or load it once [tensor-model-reload]
  state.net = await posenet.load({architecture: 'ResNet50'});
}
function segmentFrame() {
  if (state.changing) {
    loadBodyPix();
    state.changing = false;
  }
  requestAnimationFrame(segmentFrame);
}
segmentFrame();

// The old model awaited into a local and disposed through it.
let modelPromise;
window.onload = () => (modelPromise = tf.loadGraphModel('a/model.json'));
document.getElementById('base').onchange = async (event) => {
  const model = await modelPromise;
  model.dispose();
  modelPromise = tf.loadGraphModel(event.target.value);
};
let leakyPromise;
document.getElementById('other').onchange = async (event) => {
  // CHECK: :[[@LINE+1]]:18: warning: model loaded by 'tf.loadGraphModel' into 'leakyPromise' every time 'onchange' runs ('onchange' handler) replaces the previous model without disposing it; dispose the old one first, or load it once [tensor-model-reload]
  leakyPromise = tf.loadGraphModel(event.target.value);
};

// A method the page calls per click: the field's old model disposed first.
class Demo {
  async switchModel(url) {
    this.model.dispose();
    this.model = await tf.loadLayersModel('fixed/model.json');
  }
  async reloadModel() {
    // CHECK: :[[@LINE+1]]:24: warning: model loaded by 'tf.loadLayersModel' every time 'reloadModel' runs
    this.model = await tf.loadLayersModel('fixed/model.json');
  }
}
// The old model kept in a local and disposed after the new one is in
// place: a module variable, and a field of the object a method runs on.
let current;
document.getElementById('pick').addEventListener('change', async (e) => {
  const old = current;
  current = await tf.loadLayersModel(e.target.value);
  old.dispose();
});
class Picker {
  async pick(url) {
    const previous = this.model;
    this.model = await tf.loadLayersModel(url);
    if (previous) previous.dispose();
  }
}
const picker = new Picker();
document.getElementById('pick2').addEventListener('change', (e) => picker.pick(e.target.value));
const demo = new Demo();
document.getElementById('switch').addEventListener('click', () => demo.switchModel());
document.getElementById('reload').addEventListener('click', () => demo.reloadModel());

// Another file's module-level holder, swapped in a callback.
document.getElementById('detector').addEventListener('change', async () => {
  if (store.detector) store.detector.dispose();
  store.detector = await tf.loadGraphModel('detector/model.json');
});

// Keyed caches: one model per key, filled once per key or per element.
const deeplab = {};
['pascal', 'cityscapes', 'ade20k'].forEach((base) => {
  deeplab[base] = tf.loadGraphModel(`${base}/model.json`);
});
async function runDeeplab(name) {
  if (!deeplab[name]) {
    deeplab[name] = tf.loadGraphModel(`${name}/model.json`);
  }
  return (await deeplab[name]).predict(input());
}
document.getElementById('run').onclick = () => runDeeplab(select.value);

// One module-wide place filled on every iteration keeps only the last.
async function warmAll(urls) {
  for (const url of urls)
    // CHECK: :[[@LINE+1]]:26: warning: model loaded by 'tf.loadGraphModel' inside a loop; load it once before the loop and reuse it [tensor-model-reload]
    guiState.net = await tf.loadGraphModel('same/model.json');
}
warmAll(['a', 'b']);
