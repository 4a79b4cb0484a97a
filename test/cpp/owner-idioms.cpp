// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers %s -- -std=c++17 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// More owners from issue 17 item 10, none a leak: a guard registered before
// the call that writes the handle through &out; insert(std::make_pair(id, h))
// into a member map; a local vector of handles released in a loop; a status
// held in a small wrapper struct. The last function leaks for real.
#include "tensorflow/c/c_api.h"
#include <map>
#include <utility>
#include <vector>

template <typename F> struct Cleanup {
  explicit Cleanup(F f) : f_(f) {}
  ~Cleanup() { f_(); }
  F f_;
};
template <typename F> Cleanup<F> MakeCleanup(F f) { return Cleanup<F>(f); }

static const int64_t kDims[1] = {4};
int use(TF_Tensor *);
void make(TF_Tensor **out);

int guardBeforeOut() {
  TF_Tensor *t = nullptr;
  auto cleanup = MakeCleanup([&] {
    if (t)
      TF_DeleteTensor(t);
  });
  make(&t);
  return use(t);
}

class Registry {
public:
  void add(int id) {
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    tensors_.insert(std::make_pair(id, t));
  }
  ~Registry() {
    for (auto &kv : tensors_)
      TF_DeleteTensor(kv.second);
  }

private:
  std::map<int, TF_Tensor *> tensors_;
};

int vectorLoop(int n) {
  std::vector<TF_Tensor *> ts;
  for (int i = 0; i < n; ++i)
    ts.push_back(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16));
  int r = 0;
  for (TF_Tensor *t : ts)
    r += use(t);
  for (TF_Tensor *t : ts)
    TF_DeleteTensor(t);
  return r;
}

struct StatusHolder {
  TF_Status *status;
};

int wrapped(TF_Graph *g, const TF_Buffer *b) {
  StatusHolder s{TF_NewStatus()};
  TF_ImportGraphDefOptions *o = TF_NewImportGraphDefOptions();
  TF_GraphImportGraphDef(g, b, o, s.status);
  if (TF_GetCode(s.status) != TF_OK) {
    TF_DeleteImportGraphDefOptions(o);
    TF_DeleteStatus(s.status);
    return -1;
  }
  TF_DeleteImportGraphDefOptions(o);
  TF_DeleteStatus(s.status);
  return 0;
}

int leaksOptions(TF_Graph *g, const TF_Buffer *b, TF_Status *s) {
  // CHECK: :[[@LINE+1]]:33: warning: import options returned by 'TF_NewImportGraphDefOptions' is not disposed on the path through the 'return' at line [[@LINE+4]] [tensor-undisposed]
  TF_ImportGraphDefOptions *o = TF_NewImportGraphDefOptions();
  TF_GraphImportGraphDef(g, b, o, s);
  if (use(nullptr) < 0)
    return -1;
  TF_DeleteImportGraphDefOptions(o);
  return 0;
}
