// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --check-prefix=DEFAULT --implicit-check-not=warning:
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' --report-exception-paths %s | FileCheck %s --check-prefixes=DEFAULT,EXC --implicit-check-not=warning:
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.ts && printf 'report-exception-paths: true\n' > %t/.tensorlint.yaml
// RUN: cd %t && %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' a.ts | FileCheck %s --check-prefixes=DEFAULT,EXC --implicit-check-not=warning:
// Leaks only on paths that leave by an exception are not reported by default
// (the Clang Static Analyzer's policy); --report-exception-paths or
// `report-exception-paths: true` in .tensorlint.yaml turns them on. A leak
// on a normal path is reported either way.
import * as tf from '@tensorflow/tfjs';

export function checkedNormalize(pixels: number[], width: number, height: number): tf.Tensor3D {
  // EXC: :[[@LINE+1]]:28: warning: tensor returned by 'tf.tensor3d' is not disposed on the path through the 'throw' at line [[@LINE+3]] [tensor-undisposed]
  const raw: tf.Tensor3D = tf.tensor3d(pixels, [height, width, 1]);
  if (raw.size !== width * height) {
    throw new Error(`expected ${width}x${height} pixels`);
  }
  const scaled = raw.div(255) as tf.Tensor3D;
  raw.dispose();
  return scaled;
}

export function configured(x: tf.Tensor, mode: string): tf.Tensor {
  // EXC: :[[@LINE+1]]:14: warning: tensor returned by 'x.square' is not disposed on the path through the 'throw' at line [[@LINE+6]] [tensor-undisposed]
  const sq = x.square();
  let out: tf.Tensor;
  if (mode === 'sum') {
    out = sq.sum();
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
  sq.dispose();
  return out;
}

export function leaksAnyway(x: tf.Tensor, ok: boolean): number {
  // DEFAULT: :[[@LINE+1]]:13: warning: tensor returned by 'x.abs' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  const a = x.abs();
  if (!ok) {
    return 0;
  }
  if (a.size > 10) {
    throw new Error('too big');
  }
  a.dispose();
  return 1;
}
