// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-undisposed,tensor-use-after-dispose,tensor-double-dispose' %s -- -std=c++17 -I%test_headers -I%S/Inputs/conditional-creation 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: %python %S/../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed,tensor-use-after-dispose,tensor-double-dispose' %s %S/Inputs/conditional-creation/keeper.c -- -I%test_headers -I%S/Inputs/conditional-creation 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// `T *x = nullptr; if (c) x = make();` names the handle or nothing: storing
// it (into a returned record, a member, a global, a container, from a
// callback, through another file's keeper) hands it over wherever it exists
// (test/js/tensor-undisposed/conditional-creation.js is the same engine rule
// in JavaScript). And releasing a handle that a local record still holds is
// a misuse only when that record outlives the release or frees the field
// again (its destructor: a double dispose): a record that dies unread keeps
// nothing.
#include "keeper.h"
#include "tensorflow/c/c_api.h"

#include <functional>
#include <stdexcept>
#include <vector>

static const int64_t kDims[1] = {4};
static TF_Tensor *current;
static std::vector<TF_Tensor *> registry;

struct Pair {
  TF_Tensor *first = nullptr;
  TF_Tensor *second = nullptr;
};

Pair intoReturnedRecord(bool both) {
  TF_Tensor *second = nullptr;
  if (both)
    second = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  Pair out;
  out.first = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  out.second = second;
  return out;
}

struct Cache {
  TF_Tensor *slot = nullptr;
  void fill(bool c) {
    TF_Tensor *t = nullptr;
    if (c)
      t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    TF_Tensor *copy = t;
    slot = copy;
  }
  ~Cache() {
    if (slot)
      TF_DeleteTensor(slot);
  }
};

void intoGlobal(bool c) {
  TF_Tensor *t = nullptr;
  if (c)
    t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_Tensor *copy = t;
  current = copy;
}

void intoContainerFromCallback(const std::vector<bool> &flags) {
  std::function<void(bool)> add = [](bool c) {
    TF_Tensor *t = nullptr;
    if (c)
      t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    TF_Tensor *copy = t;
    registry.push_back(copy);
  };
  for (bool c : flags)
    add(c);
}

void throughAnotherFile(bool c) {
  TF_Tensor *t = nullptr;
  if (c)
    t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_Tensor *copy = t;
  keep(copy);
}

// A copy that names the handle on every path keeps the hand-over weak.
void copyOnEveryPath(bool c) {
  // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is not disposed on every path [tensor-undisposed]
  TF_Tensor *p = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_Tensor *q = c ? p : nullptr;
  current = q;
}

// The local record dies unread after the release: nothing to report.
void localRecordDies(int n) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  Pair scratch;
  scratch.first = t;
  if (n < 0) {
    TF_DeleteTensor(t);
    throw std::invalid_argument("negative");
  }
  TF_DeleteTensor(t);
}

// The local record frees its field again when it goes (its destructor).
struct Owned {
  TF_Tensor *t = nullptr;
  ~Owned() {
    if (t)
      TF_DeleteTensor(t);
  }
};
void localOwnerFreesAgain(int n) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  Owned holder;
  holder.t = t;
  if (n < 0) {
    // CHECK: :[[@LINE+1]]:5: warning: tensor 't' is disposed twice: the field it was stored in still holds it, and 'Owned::~Owned' frees it again [tensor-double-dispose]
    TF_DeleteTensor(t);
    throw std::invalid_argument("negative");
  }
}

// The local record is returned with the released handle in it.
Pair returnedWithDeadHandle() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  Pair out;
  out.first = t;
  // CHECK: :[[@LINE+1]]:3: warning: tensor 't' is disposed while the field it was stored in still holds it [tensor-use-after-dispose]
  TF_DeleteTensor(t);
  return out;
}
