// RUN: %tensorlint --dump-ir %s | FileCheck %s
// A loop that never ends keeps its exit block, marked: the engine sees what
// the loop holds there, on no path that really runs. A loop a break leaves
// has an ordinary exit.
import * as tf from '@tensorflow/tfjs';

export async function frames(cam) {
  while (true) {
    const img = await cam.capture();
    img.dispose();
  }
}
// CHECK-LABEL: function "frames"
// CHECK: endless-loop-exit
// CHECK-LABEL: function "untilEmpty"
// CHECK-NOT: endless-loop-exit
export async function untilEmpty(cam) {
  for (;;) {
    const img = await cam.capture();
    const empty = img.size === 0;
    img.dispose();
    if (empty) break;
  }
}
