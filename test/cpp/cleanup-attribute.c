// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers %s -- \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// C's scope guard (issue 48, cause 2): a variable declared with GCC's
// cleanup attribute is handed to the cleanup function when its scope ends,
// whatever is written to it in between and whichever path leaves.
#include "tensorflow/c/c_api.h"
#include <stddef.h>

static const int64_t kDims[1] = {4};
int use(TF_Tensor *);
int ready(void);

static void free_tensor(TF_Tensor **p) {
  if (*p)
    TF_DeleteTensor(*p);
}
#define AUTO_TENSOR __attribute__((cleanup(free_tensor)))

int initialized(void) {
  AUTO_TENSOR TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (!ready())
    return -1;
  return 0;
}

int assignedLater(void) {
  AUTO_TENSOR TF_Tensor *t = NULL;
  if (!ready())
    return -1;
  t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  return 0;
}

int inLoop(int n) {
  for (int i = 0; i < n; ++i) {
    AUTO_TENSOR TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  }
  return 0;
}

int withoutAttribute(void) {
  TF_Tensor *t = NULL;
  // CHECK: :[[@LINE+1]]:7: warning: tensor returned by 'TF_AllocateTensor' is never disposed [tensor-undisposed]
  t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  return 0;
}
