// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// Longer-lived owners take handles: none of these is a leak, except where a
// CHECK says so.
#include "tensorflow/c/c_api.h"
#include <map>
#include <memory>
#include <vector>

static const int64_t kDims[1] = {4};

struct TensorDeleter {
  void operator()(TF_Tensor *t) const { TF_DeleteTensor(t); }
};
using TensorPtr = std::unique_ptr<TF_Tensor, TensorDeleter>;

TensorPtr functor() { return TensorPtr(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16)); }

void lambdaDeleter() {
  auto del = [](TF_Tensor *t) { TF_DeleteTensor(t); };
  std::unique_ptr<TF_Tensor, decltype(del)> p(
      TF_AllocateTensor(TF_FLOAT, kDims, 1, 16), del);
}

std::shared_ptr<TF_Tensor> shared() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  return std::shared_ptr<TF_Tensor>(t, TF_DeleteTensor);
}

void reset(TensorPtr &p) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  p.reset(t);
}

class Holder {
public:
  explicit Holder(TF_Tensor *t) : t_(t) {}
  ~Holder() { TF_DeleteTensor(t_); }

private:
  TF_Tensor *t_;
};

void raii() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  Holder h(t);
}

class Cache {
public:
  void put(int k) { map_[k] = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16); }
  void add() {
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    vec_.push_back(t);
  }
  void keep() { last_ = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16); }

private:
  std::map<int, TF_Tensor *> map_;
  std::vector<TF_Tensor *> vec_;
  TF_Tensor *last_ = nullptr;
};

// A deleter that does not release the tensor: still a leak.
void wrongDeleter() {
  // CHECK: :[[@LINE+1]]:18: warning: {{.*}} [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  std::unique_ptr<TF_Tensor, decltype(&TF_TensorData)> p(t, TF_TensorData);
}
