// REQUIRES: cpp
// RUN: rm -f %t.yaml
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' --export-fixes=%t.yaml %s -- -std=c++17 -I%test_headers > /dev/null 2>&1
// RUN: FileCheck %s --input-file=%t.yaml
// CHECK: Diagnostics:
// CHECK: DiagnosticName: tensor-undisposed
// CHECK: FilePath: '{{.*}}export-fixes.cpp'
#include "tensorflow/c/c_api.h"

static const int64_t kDims[1] = {4};

void leak() { TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16); (void)t; }
