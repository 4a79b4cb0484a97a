// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
function broken( {
function ok() { return tf.ones([1]); }

// RUN: %tensorlint --dump-ir %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DIAG
// DIAG: syntax error; analysis of the code around it may be incomplete
// CHECK: function "{{.*}}" @4:{{[0-9]+}}
// CHECK: create %0 api="tf.ones"
