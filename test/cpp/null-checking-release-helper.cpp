// REQUIRES: cpp
// RUN: %python %S/../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed,tensor-double-dispose' %s %S/Inputs/null-checking-helper/free_tensor.c -- -I%test_headers -I%S/Inputs/null-checking-helper 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// A project's release helper that checks for null (`if (t) TF_DeleteTensor(t)`,
// issue 48's fourth cause) releases its argument: where the argument is null
// there is nothing to release. Defined in another file (free_tensor.c) or in
// this one, called from a method, a callback, for a module variable and for
// a container's elements. Releasing twice through it is a double dispose.
#include "free_tensor.h"

#include <vector>

static const int64_t kDims[1] = {4};

static void drop(TF_Tensor *t) {
  if (!t)
    return;
  TF_DeleteTensor(t);
}

void direct() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  free_tensor(t);
}

class Holder {
public:
  void reset() {
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    drop(t);
  }
};

void inCallback(const std::vector<int> &sizes) {
  auto each = [](int n) {
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, n);
    free_tensor(t);
  };
  for (int n : sizes)
    each(n);
}

static TF_Tensor *current;
void replaceCurrent() {
  free_tensor(current);
  current = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
}

void containerElements(int n) {
  std::vector<TF_Tensor *> all;
  for (int i = 0; i < n; i++)
    all.push_back(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16));
  for (TF_Tensor *t : all)
    drop(t);
}

void twice() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  free_tensor(t);
  // CHECK: :[[@LINE+1]]:3: warning: tensor 't' is disposed twice [tensor-double-dispose]
  free_tensor(t);
}
