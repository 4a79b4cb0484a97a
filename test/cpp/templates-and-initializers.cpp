// REQUIRES: cpp
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers %s \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// Function templates and members of class templates are analysed per
// instantiation, each finding reported once at its place in the template; a
// template nobody instantiates is not analysed. A constructor's member
// initializer creates into the field, which the destructor then owns.
#include <tensorflow/c/c_api.h>

#include <memory>

static const int64_t kDims[] = {4};

template <typename T> int leakyTemplate(T n) {
  // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is never disposed [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16 * n);
  return t != nullptr;
}

template <typename T> int cleanTemplate(T n) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16 * n);
  int ok = t != nullptr;
  TF_DeleteTensor(t);
  return ok;
}

template <typename T> int neverInstantiated(T n) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16 * n);
  return t != nullptr;
}

int useTemplates() {
  return leakyTemplate(1) + leakyTemplate(2L) + cleanTemplate(3);
}

template <typename T> struct Batch {
  TF_Tensor *kept = nullptr;
  int fill() {
    // CHECK: :[[@LINE+1]]:22: warning: tensor returned by 'TF_AllocateTensor' is never disposed [tensor-undisposed]
    TF_Tensor *tmp = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    return tmp != nullptr;
  }
  void keep() { kept = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16); }
  ~Batch() { TF_DeleteTensor(kept); }
};

int useBatch() {
  Batch<int> b;
  b.keep();
  return b.fill();
}

// Member initializers: stored into fields the destructor frees.
class Session {
public:
  Session() : graph_(TF_NewGraph()), status_(TF_NewStatus()) {}
  ~Session() {
    TF_DeleteGraph(graph_);
    TF_DeleteStatus(status_);
  }

private:
  TF_Graph *graph_;
  TF_Status *status_;
};

// ... and one the destructor forgets.
class Forgets {
public:
  // CHECK: :[[@LINE+2]]:22: warning: graph stored into 'Forgets::graph_' is never freed: no function frees that field [tensor-undisposed]
  // CHECK: :[[@LINE+1]]:22: note: 'Forgets::~Forgets' frees other fields of 'Forgets'; free this one there too ('TF_DeleteGraph(graph_)')
  Forgets() : graph_(TF_NewGraph()), status_(TF_NewStatus()) {}
  ~Forgets() { TF_DeleteStatus(status_); }

private:
  TF_Graph *graph_;
  TF_Status *status_;
};

struct GraphDeleter {
  void operator()(TF_Graph *g) const { TF_DeleteGraph(g); }
};

// An owning smart pointer initialised from the creating call.
class Smart {
public:
  Smart() : graph_(TF_NewGraph()) {}

private:
  std::unique_ptr<TF_Graph, GraphDeleter> graph_;
};

// An initializer that borrows a fresh handle for a moment loses it.
class Counts {
public:
  // CHECK: :[[@LINE+1]]:31: warning: intermediate tensor from 'TF_AllocateTensor' is never bound and cannot be disposed [tensor-chained-temporary]
  Counts() : dims_(TF_NumDims(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16))) {}

private:
  int dims_;
};
