// REQUIRES: cpp
// RUN: %tensorlint --dump-ir %s -- -std=c++17 -I%test_headers | FileCheck %s
// `*out = t` through a parameter is an escape to=out-param naming the
// parameter; the caller's call then makes the object it passed the address
// of (the summary's CreatesThroughArg).
#include "tensorflow/c/c_api.h"

static const int64_t kDims[1] = {4};

void makeInto(TF_Tensor **out) {
  *out = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
}

void caller() {
  TF_Tensor *t = nullptr;
  makeInto(&t);
  TF_DeleteTensor(t);
}

// CHECK-LABEL: function "makeInto" @10:1
// CHECK: value %0 "out" other param @10:27
// CHECK: create %[[T:[0-9]+]] api="TF_AllocateTensor"
// CHECK-NEXT: 11:3 escape %[[T]] to=out-param args=(%0)
// CHECK-LABEL: function "caller" @14:1
// CHECK: value %0 "t" tensor local @15:14
// CHECK: 16:3 call _ args=(%0) api="makeInto" callee=@0
// CHECK-NEXT: 17:3 release %0 api="TF_DeleteTensor"
