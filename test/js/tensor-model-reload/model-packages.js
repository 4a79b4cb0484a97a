// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/packages/loaders.js > %t
// RUN: FileCheck %s --input-file=%t --implicit-check-not=warning:
// Packages that wrap a TF.js model behind a loader (nsfwjs, Teachable
// Machine, handtrackjs, ml5), and listeners registered with addListener
// (browser extensions' events, Node's emitters), which run per event. A
// loader in another module is reported where the repeating code calls it.
import * as nsfwjs from 'nsfwjs';
import ml5 from 'ml5';
import {EventEmitter} from 'node:events';
import {loadTeachable} from './Inputs/packages/loaders.js';

// The right way: one load, kept in a module variable.
let cached;
async function sharedModel() {
  if (!cached)
    cached = await nsfwjs.load('/models/');
  return cached;
}

async function classifyUrl(url) {
  // CHECK: model-packages.js:[[@LINE+1]]:23: warning: model loaded by 'nsfwjs.load' every time 'classifyUrl' runs (called from 'chrome.runtime.onMessage.addListener' listener); load it once{{.*}} [tensor-model-reload]
  const model = await nsfwjs.load('/models/');
  return model.classify(await fetchImage(url));
}

chrome.runtime.onMessage.addListener((request, sender, reply) => {
  classifyUrl(request.url).then(reply);
  sharedModel().then((m) => m.classify(request.image)).then(reply);
  return true;
});

class Detector {
  constructor(emitter) {
    this.detectors = [];
    emitter.addListener('frame', (frame) => this.onFrame(frame));
  }
  onFrame(frame) {
    // CHECK: model-packages.js:[[@LINE+1]]:22: warning: model loaded by 'ml5.objectDetector' every time 'onFrame' runs (called from 'emitter.addListener' listener); load it once{{.*}} [tensor-model-reload]
    const detector = ml5.objectDetector('cocossd');
    this.detectors.push(detector.detect(frame));
  }
}

export const detector = new Detector(new EventEmitter());

document.getElementById('classify').addEventListener('click', function onClassify() {
  // CHECK: model-packages.js:[[@LINE+1]]:3: warning: model loaded by 'loadTeachable' every time 'onClassify' runs ('addEventListener' callback); load it once{{.*}} [tensor-model-reload]
  loadTeachable('/tm/').then((m) => m.predict(document.getElementById('webcam')));
});
