// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// @tensorflow/tfjs-data exports the `data` part of the namespace: its
// webcam() is tf.data.webcam(), imported whole or by name. Shape from
// jimzers/poser.
import * as tfd from '@tensorflow/tfjs-data';
import { webcam } from '@tensorflow/tfjs-data';

export async function grab() {
  const cam = await tfd.webcam(document.getElementById('webcam'));
  // CHECK: :[[@LINE+1]]:22: warning: tensor returned by 'cam.capture' is never disposed [tensor-undisposed]
  const shot = await cam.capture();
  cam.stop();
  console.log(shot.shape);
}

export async function grabByName() {
  // CHECK: :[[@LINE+1]]:21: warning: webcam iterator returned by 'webcam' is never disposed [tensor-undisposed]
  const cam = await webcam(document.getElementById('webcam'));
  const shot = await cam.capture();
  shot.dispose();
}
