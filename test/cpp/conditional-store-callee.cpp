// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers -I%S/Inputs/conditional-store 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers --extra-arg=-I%S/Inputs/conditional-store %s -- -std=c++17 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// A callee that stores the handle after a possible early return (issue 48,
// cause 5): whether it keeps it depends on its inputs, which the analysis
// cannot prove either way, so the call hands the handle over. Through a
// method of a header's class, a function of this file into a global table,
// and a lambda. A callee that never keeps it hands nothing over.
#include "batch.h"

static const int64_t kDims[1] = {4};

void fill(Batch &b, int n) {
  for (int i = 0; i < n; ++i) {
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    b.add(t);
  }
}

static TF_Tensor *gTable[16];
static int gCount;
static void remember(TF_Tensor *t) {
  if (!t || gCount == 16)
    return;
  gTable[gCount++] = t;
}

void record() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  remember(t);
}

void viaLambda(std::vector<TF_Tensor *> &out, bool keep) {
  auto push = [&](TF_Tensor *t) {
    if (!keep)
      return;
    out.push_back(t);
  };
  push(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16));
}

static int inspect(TF_Tensor *t) {
  if (!t)
    return 0;
  return static_cast<int>(TF_TensorByteSize(t));
}

int measured() {
  // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is never disposed [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  return inspect(t);
}
