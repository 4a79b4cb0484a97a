// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A tensor that exists on some paths only (`cond ? make() : null`) and is
// kept or disposed under a test of it: on the other side of the test it is
// null or no tensor at all, so nothing leaks there. Shapes from a TF.js
// face-analysis library (vladmandic/human).
import * as tf from '@tensorflow/tfjs';

export function collect(faces: any[], config: any, out: any[]) {
  for (let i = 0; i < faces.length; i++) {
    const tensor = config.keep ? tf.squeeze(faces[i].tensor as tf.Tensor4D) : null;
    tf.dispose(faces[i].tensor);
    const res: any = { id: i };
    if (tensor) res.tensor = tensor;
    out.push(res);
  }
}

export async function equalize(face: any, config: any) {
  if (config.equalization) {
    const equalized = face.tensor ? await stretch(face.tensor) : undefined;
    tf.dispose(face.tensor);
    if (equalized) face.tensor = equalized;
  }
}

async function stretch(t: tf.Tensor) {
  return tf.add(t, 1);
}

export async function detect(human: any, input: any) {
  const image = input ? await stretch(input) : tf.randomNormal([1, 8, 8, 3]);
  if (!image) return false;
  await human.detect(image);
  if (image instanceof tf.Tensor) tf.dispose(image);
  return true;
}

export function logged(config: any) {
  // The test only reads it: the tensor leaks when it exists.
  // CHECK: :[[@LINE+1]]:24: warning: tensor returned by 'tf.zeros' is never disposed [tensor-undisposed]
  const t = config.x ? tf.zeros([2]) : null;
  if (t) console.log(t.size);
}

export function disposedOnOneSide(config: any) {
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.ones' is not disposed on every path [tensor-undisposed]
  const t = tf.ones([2]);
  if (config.x) t.dispose();
}
