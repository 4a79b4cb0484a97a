// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// A frame loop that never ends (`while (true)` that no break leaves) holds
// its webcam for good: no leak when the loop is started once, a leak of one
// webcam per call when the function runs again and again (here on every
// render). Shapes from Sank6/GestureGenius and a helmet-recognition app.
import React from 'react';
import * as tf from '@tensorflow/tfjs';

export async function load(model) {
  const webcam = await tf.data.webcam(document.getElementById('video'));
  while (true) {
    const img = await webcam.capture();
    const p = model.predict(img);
    p.dispose();
    img.dispose();
    await tf.nextFrame();
  }
}

export async function untilKey(model) {
  const webcam = await tf.data.webcam(document.getElementById('video'));
  for (;;) {
    const img = await webcam.capture();
    img.dispose();
    await tf.nextFrame();
  }
}

export async function stopsOnError(model) {
  // CHECK: :[[@LINE+1]]:24: warning: webcam iterator returned by 'tf.data.webcam' is never disposed [tensor-undisposed]
  const webcam = await tf.data.webcam(document.getElementById('video'));
  while (true) {
    // CHECK: :[[@LINE+1]]:23: warning: tensor returned by 'webcam.capture' is not disposed on the path through the 'return' at line [[@LINE+2]] [tensor-undisposed]
    const img = await webcam.capture();
    if (img.shape[0] === 0) return;
    img.dispose();
  }
}

export async function breaks() {
  // CHECK: :[[@LINE+1]]:24: warning: webcam iterator returned by 'tf.data.webcam' is never disposed [tensor-undisposed]
  const webcam = await tf.data.webcam(document.getElementById('video'));
  do {
    const img = await webcam.capture();
    const done = img.shape[0] === 0;
    img.dispose();
    if (done) break;
  } while (true);
}

export const Classifier = () => {
  const run = async (net) => {
    // CHECK: :[[@LINE+1]]:26: warning: webcam iterator returned by 'tf.data.webcam' is never disposed; it leaks every time 'run' runs ({{.+}}) [tensor-undisposed]
    const webcam = await tf.data.webcam(document.getElementById('video'));
    while (true) {
      const img = await webcam.capture();
      await net.classify(img);
      img.dispose();
      await tf.nextFrame();
    }
  };
  React.useEffect(() => {
    run(null);
  });
  return <video id="video" />;
};
