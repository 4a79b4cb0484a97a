// REQUIRES: cpp
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers %s \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// A copy or move assignment replaces what its object's fields own: a field
// that the destructor frees, overwritten without freeing (or handing over)
// the old handle, leaks it.
#include <tensorflow/c/c_api.h>

#include <utility>

class Leaks {
public:
  Leaks() : graph_(TF_NewGraph()) {}
  ~Leaks() { TF_DeleteGraph(graph_); }
  Leaks &operator=(Leaks &&o) noexcept {
    // CHECK: :[[@LINE+2]]:5: warning: assignment overwrites 'Leaks::graph_', which owns a graph, without freeing it: the old graph leaks [tensor-undisposed]
    // CHECK: :[[@LINE+1]]:5: note: free the graph the field holds before replacing it (as 'Leaks::~Leaks' does), or swap the two objects' fields
    graph_ = o.graph_;
    o.graph_ = nullptr;
    return *this;
  }

private:
  TF_Graph *graph_;
};

class CopyLeaks {
public:
  ~CopyLeaks() { TF_DeleteStatus(status_); }
  CopyLeaks &operator=(const CopyLeaks &o) {
    // CHECK: :[[@LINE+1]]:21: warning: assignment overwrites 'CopyLeaks::status_', which owns a status, without freeing it: the old status leaks [tensor-undisposed]
    this->status_ = TF_NewStatus();
    (void)o;
    return *this;
  }

private:
  TF_Status *status_ = TF_NewStatus();
};

// Freed first.
class FreesFirst {
public:
  ~FreesFirst() { TF_DeleteGraph(graph_); }
  FreesFirst &operator=(FreesFirst &&o) noexcept {
    if (this != &o) {
      TF_DeleteGraph(graph_);
      graph_ = o.graph_;
      o.graph_ = nullptr;
    }
    return *this;
  }

private:
  TF_Graph *graph_ = nullptr;
};

// Swapped: the other object's destructor frees the old one.
class Swaps {
public:
  ~Swaps() { TF_DeleteGraph(graph_); }
  Swaps &operator=(Swaps &&o) noexcept {
    std::swap(graph_, o.graph_);
    return *this;
  }

private:
  TF_Graph *graph_ = nullptr;
};

// Handed to a helper that frees it.
static void releaseGraph(TF_Graph *g) { TF_DeleteGraph(g); }
class Helper {
public:
  ~Helper() { releaseGraph(graph_); }
  Helper &operator=(Helper &&o) noexcept {
    releaseGraph(graph_);
    graph_ = o.graph_;
    o.graph_ = nullptr;
    return *this;
  }

private:
  TF_Graph *graph_ = nullptr;
};

// A field no function frees is not owned by the object (a borrowed view).
class View {
public:
  View &operator=(const View &o) {
    graph_ = o.graph_;
    return *this;
  }

private:
  TF_Graph *graph_ = nullptr;
};

// An ordinary setter is not an assignment operator: it may run once, on an
// empty field.
class Setter {
public:
  ~Setter() { TF_DeleteGraph(graph_); }
  void init() { graph_ = TF_NewGraph(); }

private:
  TF_Graph *graph_ = nullptr;
};
