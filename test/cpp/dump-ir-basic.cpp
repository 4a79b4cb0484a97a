// REQUIRES: cpp
// RUN: %tensorlint --dump-ir %s -- -std=c++17 -I%test_headers | FileCheck %s
#include "tensorflow/c/c_api.h"

static const int64_t kDims[1] = {4};

TF_Tensor *make(int fail) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (fail) {
    TF_DeleteTensor(t);
    return nullptr;
  }
  return t;
}

float chained() { return *(float *)TF_TensorData(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16)); }

// CHECK-LABEL: function "make" @7:1 freq=unknown
// CHECK-NEXT: value %0 "fail" other param @7:21
// CHECK-NEXT: value %1 "t" tensor local @8:14
// CHECK-NEXT: bb0: -> bb1
// CHECK-NEXT: bb1: -> bb2 bb3
// CHECK-NEXT: 8:18 create %1 api="TF_AllocateTensor" release="TF_DeleteTensor({})"
// CHECK: bb2: return@11:5=zero -> bb4
// CHECK-NEXT: 10:5 release %1 api="TF_DeleteTensor"
// CHECK-NEXT: kill %1
// CHECK: bb3: return@13:3 -> bb4
// CHECK-NEXT: 13:3 escape %1 to=return
// CHECK-NEXT: kill %1
// CHECK: bb4: exit
// CHECK-LABEL: function "chained"
// CHECK: value %0 "$t0" tensor temp @16:50
// CHECK: 16:50 create %0 api="TF_AllocateTensor"
// CHECK-NEXT: 16:36 use %0 api="TF_TensorData"
// CHECK-NEXT: 16:50 kill %0
