// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
const memory = [];
class Agent {
  step() {
    const s = tf.ones([1]);
    memory.push(s);
    const t = tf.ones([1]);
    this.last = t;
  }
}

// CHECK: function "step"
// CHECK: 6:15 create %0 api="tf.ones"
// CHECK-NEXT: 7:5 escape %0 to=container
// CHECK-NEXT: 8:15 create %1 api="tf.ones"
// CHECK-NEXT: 9:5 escape %1 to=field
