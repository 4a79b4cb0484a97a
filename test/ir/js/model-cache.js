// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
let model;
async function getModel() {
  if (!model) {
    model = await tf.loadLayersModel('m.json');
  }
  return model;
}

// CHECK: function "getModel" @4:1 freq=unknown async
// CHECK-NEXT: value %0 "model" model module
// CHECK: load-model %0 api="tf.loadLayersModel" release="{}.dispose()" async guarded
// CHECK-NEXT: await
// CHECK-NEXT: escape %0 to=cache
