// REQUIRES: cpp
// RUN: %tensorlint --dump-ir %s -- -std=c++17 -I%test_headers | FileCheck %s
// A branch that tests a handle for null (or a status for failure) gets an
// edge block with assume-null: on that path the handle names nothing.
#include "tensorflow/c/c_api.h"

static const int64_t kDims[1] = {4};

int nullCheck() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (!t)
    return 1;
  TF_DeleteTensor(t);
  return 0;
}

// CHECK-LABEL: function "nullCheck" @9:1
// CHECK: bb1: -> [[EDGE:bb[0-9]+]] [[REST:bb[0-9]+]]
// CHECK-NEXT: 10:18 create %0 api="TF_AllocateTensor"
// CHECK: [[RET:bb[0-9]+]]: return@12:5
// CHECK: [[REST]]: return@14:3
// CHECK: [[EDGE]]: -> [[RET]]
// CHECK-NEXT: 11:7 assume-null %0
