// REQUIRES: cpp
// RUN: %tensorlint --dump-ir %s -- -std=c++17 -I%test_headers | FileCheck %s
#include "tensorflow/c/c_api.h"
#include <memory>
#include <vector>

static const int64_t kDims[1] = {4};

struct Model {
  void keep() {
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    all_.push_back(t);
    last_ = t;
  }
  std::vector<TF_Tensor *> all_;
  TF_Tensor *last_ = nullptr;
};

void owned() {
  std::unique_ptr<TF_Tensor, decltype(&TF_DeleteTensor)> p(
      TF_AllocateTensor(TF_FLOAT, kDims, 1, 16), TF_DeleteTensor);
}

// CHECK-LABEL: function "Model::keep"
// CHECK: value %0 "t" tensor local @11:16
// CHECK: value %1 "last_" tensor field @13:5
// CHECK: 11:20 create %0 api="TF_AllocateTensor"
// CHECK-NEXT: 12:5 escape %0 to=container
// CHECK-NEXT: 13:5 assign %1 <- %0
// CHECK-NEXT: 13:5 escape %1 to=field
// CHECK-LABEL: function "owned"
// CHECK: 21:7 create %[[T:[0-9]+]] api="TF_AllocateTensor"
// CHECK-NEXT: 20:58 escape %[[T]] to=sink
// CHECK-NEXT: kill %[[T]]
