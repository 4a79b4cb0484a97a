// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers %s -- -std=c++17 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// Scope guards (issue 17 item 10): a cleanup object built from a lambda that
// releases the handle (TensorFlow's gtl::MakeCleanup, absl::Cleanup, a
// SCOPE_EXIT macro) releases it on every path out of the scope, early returns
// included. Without a guard, the early return leaks.
#include "tensorflow/c/c_api.h"
#include <utility>

template <typename F> class Cleanup {
public:
  explicit Cleanup(F f) : f_(std::move(f)) {}
  ~Cleanup() {
    if (active_)
      f_();
  }
  void release() { active_ = false; }

private:
  F f_;
  bool active_ = true;
};
template <typename F> Cleanup<F> MakeCleanup(F f) {
  return Cleanup<F>(std::move(f));
}
struct ScopeExitTag {};
template <typename F> Cleanup<F> operator+(ScopeExitTag, F f) {
  return Cleanup<F>(std::move(f));
}
#define SCOPE_EXIT auto scope_exit_guard = ScopeExitTag() + [&]()

static const int64_t kDims[1] = {4};
int use(TF_Tensor *);

int factory() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  auto cleanup = MakeCleanup([&] { TF_DeleteTensor(t); });
  if (use(t) < 0)
    return -1;
  return use(t);
}

int constructed() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  Cleanup guard([t] { TF_DeleteTensor(t); });
  return use(t);
}

int macro(TF_Status *s) {
  TF_Graph *g = TF_NewGraph();
  SCOPE_EXIT { TF_DeleteGraph(g); };
  if (TF_GetCode(s) != TF_OK)
    return -1;
  return 0;
}

// Ownership handed on once the work succeeded: the guard is dismissed and
// the handle returned.
TF_Tensor *dismissed() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  auto cleanup = MakeCleanup([&] { TF_DeleteTensor(t); });
  if (use(t) < 0)
    return nullptr;
  cleanup.release();
  return t;
}

int unguarded() {
  // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (use(t) < 0)
    return -1;
  TF_DeleteTensor(t);
  return 0;
}

// Guards registered before the handle is assigned (issue 48, cause 2): the
// guard holds the variable by reference, so what is written to it later is
// what the guard releases.
int guardFirst() {
  TF_Graph *g = nullptr;
  auto cleanup = MakeCleanup([&] {
    if (g)
      TF_DeleteGraph(g);
  });
  g = TF_NewGraph();
  return 0;
}

int macroFirst(TF_Status *s) {
  TF_Graph *g = nullptr;
  TF_Tensor *t = nullptr;
  SCOPE_EXIT {
    TF_DeleteTensor(t);
    TF_DeleteGraph(g);
  };
  g = TF_NewGraph();
  t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (TF_GetCode(s) != TF_OK)
    return -1;
  return 0;
}

struct Runner {
  int step(int n) {
    for (int i = 0; i < n; ++i) {
      TF_Tensor *t = nullptr;
      Cleanup guard([&t] { TF_DeleteTensor(t); });
      t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    }
    return 0;
  }
};

// A closure that is only called, not kept, reads the variable while the call
// runs: what is written to the variable afterwards is not its business.
template <typename F> void now(F f) { f(); }
int calledNotKept() {
  TF_Tensor *t = nullptr;
  now([&] { t = nullptr; });
  // CHECK: :[[@LINE+1]]:7: warning: tensor returned by 'TF_AllocateTensor' is never disposed [tensor-undisposed]
  t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  return 0;
}

// By value, the guard holds the null it saw.
int capturedByValue() {
  TF_Tensor *t = nullptr;
  Cleanup guard([t] { TF_DeleteTensor(t); });
  // CHECK: :[[@LINE+1]]:7: warning: tensor returned by 'TF_AllocateTensor' is never disposed [tensor-undisposed]
  t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  return 0;
}
