// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %clang-tidy -load=%plugin -checks='-*,tensor-*' -warnings-as-errors='tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WERR
#include "tensorflow/c/c_api.h"

static const int64_t kDims[1] = {4};

void suppressed() {
  TF_Tensor *a = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16); // NOLINT
  // NOLINTNEXTLINE(tensor-undisposed)
  TF_Tensor *b = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  // NOLINTBEGIN(tensor-*)
  TF_Tensor *c = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_Tensor *d = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  // NOLINTEND(tensor-*)
  (void)a, (void)b, (void)c, (void)d;
}

void otherRuleSuppressionDoesNotApply() {
  // NOLINTNEXTLINE(tensor-double-dispose)
  TF_Tensor *e = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  // CHECK: :[[@LINE-1]]:18: warning: {{.*}} [tensor-undisposed]
  // WERR: :[[@LINE-2]]:18: error: {{.*}} [tensor-undisposed,-warnings-as-errors]
  (void)e;
}
