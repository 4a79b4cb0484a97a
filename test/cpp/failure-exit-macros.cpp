// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-undisposed' %s -- -std=c++17 -I%test_headers -I%S/Inputs/failure-exits 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=DEFAULT,TIDY --implicit-check-not="warning:"
// RUN: %python %S/../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' --api=%S/Inputs/failure-exits/project-checks.yaml %s -- -std=c++17 -I%test_headers -I%S/Inputs/failure-exits 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEFAULT --implicit-check-not="warning:"
// RUN: %python %S/../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' --api=%S/Inputs/failure-exits/project-checks.yaml --report-exception-paths %s -- -std=c++17 -I%test_headers -I%S/Inputs/failure-exits 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=DEFAULT,EXC --implicit-check-not="warning:"
// A `return` spelled by a macro that an API model names a failure exit
// (apis/c/googletest.yaml: every ASSERT_* of the real <gtest/gtest.h>; a
// user's --api file: the project's CHECK_OR_RETURN) leaves because something
// failed, as a throw does: reported only with --report-exception-paths. The
// clang-tidy run has no --api file, so the project's macro stays a return
// there (TIDY). An ordinary early return still leaks.
#include "helpers.h"

#include <gtest/gtest.h>

#include <vector>

static const int64_t kDims[1] = {4};

// A test body: a method of the class TEST defines.
TEST(Scale, KeepsShape) {
  // EXC: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'throw' at line [[@LINE+2]] [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  ASSERT_NE(t, nullptr);
  ASSERT_EQ(TF_NumDims(t), 1);
  TF_DeleteTensor(t);
}

// A callback: the assertion in a lambda leaves the lambda.
void forEachSize(void (*visit)(size_t));
TEST(Scale, InCallback) {
  auto check = [](size_t bytes) {
    // EXC: :[[@LINE+1]]:20: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'throw' at line [[@LINE+2]] [tensor-undisposed]
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, bytes);
    ASSERT_EQ(TF_TensorByteSize(t), bytes);
    TF_DeleteTensor(t);
  };
  forEachSize(check);
}

// A container and a module variable hold what the test made.
static std::vector<TF_Tensor *> made;
static TF_Tensor *last;
TEST(Scale, Containers) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  made.push_back(t);
  last = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  ASSERT_FALSE(made.empty());
  GTEST_SKIP() << "skipped after storing";
}

// The project's own macro, defined in another file (helpers.h) and declared
// a failure exit by the --api file.
TF_Tensor *scaledTwice(TF_Tensor *in) {
  // TIDY: :[[@LINE+2]]:21: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  // EXC: :[[@LINE+1]]:21: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'throw' at line [[@LINE+2]] [tensor-undisposed]
  TF_Tensor *once = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  CHECK_OR_RETURN(TF_NumDims(once) == 1, nullptr);
  TF_Tensor *twice = scaled(once, 2.0f);
  TF_DeleteTensor(once);
  return twice;
}

// An ordinary early return is the function's normal end: still a leak.
TF_Tensor *firstOrNull(bool empty) {
  // DEFAULT: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (empty)
    return nullptr;
  return t;
}
