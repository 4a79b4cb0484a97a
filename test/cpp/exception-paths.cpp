// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-undisposed' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEFAULT --implicit-check-not="warning:"
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-undisposed' -config="{CheckOptions: {tensor-undisposed.ReportExceptionPaths: true}}" %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=DEFAULT,EXC --implicit-check-not="warning:"
// RUN: %python %S/../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' --report-exception-paths %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=DEFAULT,EXC --implicit-check-not="warning:"
// A tensor lost only on a path that throws is not reported by default (as in
// the Clang Static Analyzer); the ReportExceptionPaths check option (CLI:
// --report-exception-paths) reports it. A path that ends the program
// (abort, exit) never leaks: the process's memory goes with it.
#include "tensorflow/c/c_api.h"

#include <cstdlib>
#include <stdexcept>

static const int64_t kDims[1] = {4};

TF_Tensor *checked(size_t bytes) {
  // EXC: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'throw' at line [[@LINE+3]] [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (bytes != 16)
    throw std::invalid_argument("bad size");
  return t;
}

void fatal(bool ok) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (!ok)
    abort();
  TF_DeleteTensor(t);
}

int normal(bool ok) {
  // DEFAULT: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (!ok)
    return 1;
  TF_DeleteTensor(t);
  return 0;
}
