// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
// A load guarded by an early return on the place it is finally stored in
// (`if (this.model != null) return;`), made into a local first and checked
// before it is kept: loaded once per object, or once per program for a
// module variable. A method the framework runs again on the same object (a
// component's update hook) loads again, unless the guard tests where the
// load goes.
import * as tf from '@tensorflow/tfjs';
import React from 'react';

let shared = null;

export class Recognizer {
  async ensureModelLoaded() {
    if (this.model != null) {
      return;
    }
    const model = await tf.loadLayersModel('model.json');
    if (model.inputs.length !== 1) {
      throw new Error('expected one input');
    }
    this.model = model;
  }

  async recognize(x) {
    await this.ensureModelLoaded();
    return this.model.predict(x);
  }
}

async function ensureShared() {
  if (shared) return shared;
  const m = await tf.loadGraphModel('graph.json');
  shared = m;
  return m;
}

export class Viewer extends React.Component {
  async componentDidUpdate() {
    if (this.model != null) return;
    const m = await tf.loadLayersModel('viewer.json');
    this.model = m;
  }
}

export class Leaky extends React.Component {
  async componentDidUpdate() {
    if (this.model != null) return;
    // CHECK: :[[@LINE+1]]:21: warning: model loaded by 'tf.loadLayersModel' every time 'componentDidUpdate' runs
    const m = await tf.loadLayersModel('leaky.json');
    this.other = m;
  }
}

const recognizer = new Recognizer();
document.getElementById('go').addEventListener('click', async () => {
  const y = await recognizer.recognize(tf.zeros([1, 4]));
  y.dispose();
  const g = await ensureShared();
  console.log(g.inputs.length);
});
