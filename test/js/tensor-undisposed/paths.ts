// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// Leaks on some paths only: early returns, throws, branches and reassignment.
import * as tf from '@tensorflow/tfjs';

export function topScore(model: tf.LayersModel, x: tf.Tensor4D, minScore: number): number | null {
  // CHECK: :[[@LINE+1]]:26: warning: tensor returned by 'model.predict' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  const y = <tf.Tensor2D>model.predict(x);
  const best = y.max().dataSync()[0];
  if (best < minScore) return null;
  y.dispose();
  return best;
}

// A leak only on the path that throws is reported with
// --report-exception-paths (test/js/tensor-undisposed/exception-paths.ts).
export function checkedNormalize(pixels: number[], width: number, height: number): tf.Tensor3D {
  const raw: tf.Tensor3D = tf.tensor3d(pixels, [height, width, 1]);
  if (raw.size !== width * height) {
    throw new Error(`expected ${width}x${height} pixels`);
  }
  const scaled = raw.div(255) as tf.Tensor3D;
  raw.dispose();
  return scaled;
}

function runningSum(batches: tf.Tensor1D[]): tf.Tensor1D {
  // CHECK: :[[@LINE+2]]:26: warning: tensor returned by 'tf.zeros' is not disposed before 'acc' is reassigned at line [[@LINE+5]] [tensor-undisposed]
  // CHECK-DAG: :[[@LINE+4]]:11: note: the last reference to it is lost here
  let acc: tf.Tensor1D = tf.zeros([batches[0].shape[0]]);
  for (const b of batches) {
    // CHECK: :[[@LINE+1]]:11: warning: tensor returned by 'acc.add' is not disposed before 'acc' is reassigned at line [[@LINE+1]]{{.*}} [tensor-undisposed]
    acc = acc.add(b);
  }
  return acc;
}

export function pickBranch(useMean: boolean, t: tf.Tensor2D): number {
  let stat: tf.Tensor;
  if (useMean) {
    stat = t.mean();
  } else {
    // CHECK: :[[@LINE+1]]:12: warning: tensor returned by 't.max' is never disposed [tensor-undisposed]
    stat = t.max();
    return stat.dataSync()[0];
  }
  const v = stat.dataSync()[0];
  stat.dispose();
  return v;
}

// A value read through an annotation-only name: JSDoc-free TS types suffice.
export function logShape(image: tf.Tensor3D): void {
  // CHECK: :[[@LINE+1]]:45: warning: tensor returned by 'image.expandDims' is never disposed [tensor-undisposed]
  const batched: tf.Tensor4D = <tf.Tensor4D>image.expandDims(0);
  console.log(batched.shape);
}
