// RUN: not %tensorlint --api %S/Inputs/event-bus.yaml --checks='-*,tensor-model-reload' %s \
// RUN:   | FileCheck %s --implicit-check-not=warning:
// RUN: %tensorlint --checks='-*,tensor-model-reload' %s 2>&1 | FileCheck %s --check-prefix=NONE
// A project's own framework, added by one YAML file (docs/api-models.md,
// "Frameworks"): its bus runs a subscriber written in place, and one
// subscribed by name, per event; the bus's 'started' event fires once (the
// model's `once_events`); a screen class's `show` runs per showing (a
// `class_decorator`). Without the file nothing here is known to repeat.
// NONE: no warnings
import * as ort from 'onnxruntime-web';
import { bus, Screen } from './app.js';

bus.subscribe('frame', async () => {
  // CHECK: own-framework.js:[[@LINE+1]]:25: warning: session loaded by 'ort.InferenceSession.create' every time the 'bus.subscribe' subscriber runs; {{.*}} [tensor-model-reload]
  const session = await ort.InferenceSession.create('m.onnx');
  console.log(session);
});

async function onResize() {
  // CHECK: own-framework.js:[[@LINE+1]]:25: warning: session loaded by 'ort.InferenceSession.create' every time 'onResize' runs ('bus.subscribe' subscriber); {{.*}} [tensor-model-reload]
  const session = await ort.InferenceSession.create('m.onnx');
  console.log(session);
}
bus.subscribe('resize', onResize);

bus.subscribe('started', async () => {
  const session = await ort.InferenceSession.create('m.onnx');
  console.log(session);
});

@Screen({ name: 'detect' })
class DetectScreen {
  async show() {
    // CHECK: own-framework.js:[[@LINE+1]]:26: warning: session loaded by 'ort.InferenceSession.create' every time 'show' runs (screen 'DetectScreen' shown); {{.*}} [tensor-model-reload]
    this.session = await ort.InferenceSession.create('m.onnx');
  }
}
