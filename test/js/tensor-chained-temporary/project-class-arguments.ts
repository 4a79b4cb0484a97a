// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-chained-temporary' %s %S/Inputs/geometry/point.ts | FileCheck %s --implicit-check-not=warning:
// A value of unknown type is taken for a tensor when a tensor method is
// called on it (`x.sub(y)`), unless an argument is an object of the
// project's own class (`pt.sub(new Point(...))`): no library method takes
// one, so the value is such an object (face-api.js's landmark points), and
// its results are no tensors. Through another file's class, a local class,
// a method, a callback and a module variable; a tensor argument still says
// tensor.
import * as tf from '@tensorflow/tfjs-core';
import {Point} from './Inputs/geometry/point';

class Box {
  constructor(public l: number, public t: number) {}
}

export class Detector {
  public async forwardInput(input: any): Promise<any> {
    const out3 = await stage3(input);
    return out3.boxes.map((box, idx) =>
        out3.points[idx].map(pt => pt.sub(new Point(box.left, box.top)).div(new Point(box.width, box.height))));
  }
}

let origin = null;
export async function shift(input: any) {
  const out = await stage3(input);
  origin = out.points[0][0];
  return origin.sub(new Box(1, 2)).div(new Point(3, 4));
}

async function scale(input: any) {
  const scores = (await stage3(input)).scores;
  const mean = tf.scalar(1);
  // CHECK: :[[@LINE+1]]:10: warning: intermediate tensor from 'scores.sub' is never bound and cannot be disposed
  return scores.sub(mean).div(2);
}
