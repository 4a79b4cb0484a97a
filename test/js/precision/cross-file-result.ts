// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s %S/Inputs/enhance.ts | FileCheck %s --implicit-check-not=warning:
// What a helper of another file returns is only known after this file is
// lowered: a local holding it is still null on the far side of `if (x)`,
// and still stored by `face.tensor = x`. Shape from vladmandic/human's
// face mesh (histogramEqualization).
import * as tf from '@tensorflow/tfjs';
import { equalize } from './Inputs/enhance';

export async function detect(input: tf.Tensor, boxes: number[], config: any) {
  const faces: any[] = [];
  for (const box of boxes) {
    const face: any = { box };
    face.tensor = tf.clone(input);
    if (config.equalization) {
      const equalized = face.tensor ? await equalize(face.tensor) : undefined;
      if (equalized) face.tensor = equalized;
    }
    faces.push(face);
  }
  return faces;
}

export async function dropped(input: tf.Tensor) {
  // CHECK: :[[@LINE+1]]:24: warning: tensor returned by 'equalize' is never disposed [tensor-undisposed]
  const result = await equalize(tf.clone(input));
  if (result) console.log(result.size);
}
