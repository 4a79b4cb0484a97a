// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
function f(str, arr) {
  const a = str.concat('x');
  const b = arr.slice(1);
  const c = new BigNumber(1).add(2);
  c.dispose();
}

// String/array/BigNumber methods that share names with tensor methods.
// CHECK: function "f"
// CHECK-NOT: value {{.*}} {{tensor|model}}
// CHECK-NOT: create
// CHECK-NOT: release
// CHECK: exit
