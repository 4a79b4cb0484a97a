// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers -I%S/Inputs/destructor-fields 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers %S/Inputs/destructor-fields/embedder.h \
// RUN:   | FileCheck %S/Inputs/destructor-fields/embedder.h
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers --extra-arg=-I%S/Inputs/destructor-fields %s %S/Inputs/destructor-fields/embedder.h \
// RUN:   | FileCheck %s --check-prefixes=CLI,CHECK --implicit-check-not="warning:"
// A class whose destructor, written in the source, is where its objects end:
// a handle a method stores into a field, which the destructor does not
// free, is lost with each object, even when the destructor frees nothing
// else (an empty one, one that only closes a library: embeddings.cpp's
// BertModel), and when another method frees the field only to replace it
// (game_ggml_cli's device cache, freed before each new allocation, never
// in ~Impl). Through a header's class (the CLI checks a header given as an
// input; clang-tidy lowers no header's functions), a method, a nested
// class with its destructor defined out of line, and a vector field.
// Controls: a destructor that frees the field, itself or through a member
// it calls, or a map field's values through the loop's pair or its names;
// a close() that frees it for good; a defaulted destructor and a class
// with none (nothing says where the object ends); a store in main.
// CLI: embedder.h:11:16: warning: context stored into 'Embedder::weights_'
#include "embedder.h"
#include <ggml.h>
#include <map>
#include <vector>

class Detector {
public:
  void read_model(ggml_init_params p) {
    // CHECK: :[[@LINE+2]]:16: warning: context stored into 'Detector::session_' is never freed: no function frees that field [tensor-undisposed]
    // CHECK: :[[@LINE+1]]:16: note: 'Detector::~Detector' runs as each 'Detector' ends; free this field there ('ggml_free(session_)'){{$}}
    session_ = ggml_init(p);
  }
  ~Detector() {}

private:
  ggml_context *session_ = nullptr;
};

class Model {
public:
  struct Impl;
};

struct Model::Impl {
  void ensure_cache(ggml_init_params p) {
    if (cache_)
      ggml_free(cache_);
    // CHECK: :[[@LINE+2]]:14: warning: context stored into 'Model::Impl::cache_' is never freed: it is freed only before a new one replaces it, and 'Model::Impl::~Impl' does not free that field [tensor-undisposed]
    // CHECK: :[[@LINE+1]]:14: note: 'Model::Impl::~Impl' frees other fields of 'Model::Impl'; free this one there too ('ggml_free(cache_)'){{$}}
    cache_ = ggml_init(p);
  }
  void set_weights(ggml_init_params p) {
    if (weights_)
      ggml_free(weights_);
    weights_ = ggml_init(p);
  }
  ~Impl();

  ggml_context *cache_ = nullptr;
  ggml_context *weights_ = nullptr;
};

Model::Impl::~Impl() { ggml_free(weights_); }

class Pool {
public:
  void add() {
    // CHECK: :[[@LINE+1]]:5: warning: backend stored into the elements of 'Pool::backends_' is never freed: no function frees the elements of that field [tensor-undisposed]
    backends_.push_back(ggml_backend_cpu_init());
  }
  ~Pool() {}

private:
  std::vector<ggml_backend_t> backends_;
};

// Controls.
class Freed {
public:
  void open(ggml_init_params p) { ctx_ = ggml_init(p); }
  ~Freed() { release(); }

private:
  void release() { ggml_free(ctx_); }
  ggml_context *ctx_ = nullptr;
};

// The values of a map field, freed through the loop's pair or its names.
class Contexts {
public:
  void add(int id, ggml_init_params p) { by_id_.emplace(id, ggml_init(p)); }
  void add_named(const char *name, ggml_init_params p) {
    by_name_.emplace(name, ggml_init(p));
  }
  ~Contexts() {
    for (auto &kv : by_id_)
      ggml_free(kv.second);
    for (auto &[name, ctx] : by_name_)
      ggml_free(ctx);
  }

private:
  std::map<int, ggml_context *> by_id_;
  std::map<const char *, ggml_context *> by_name_;
};

class Closed {
public:
  void open(ggml_init_params p) { ctx_ = ggml_init(p); }
  void close() {
    ggml_free(ctx_);
    ctx_ = nullptr;
  }
  ~Closed() {}

private:
  ggml_context *ctx_ = nullptr;
};

class Defaulted {
public:
  void open(ggml_init_params p) { ctx_ = ggml_init(p); }
  ~Defaulted() = default;

private:
  ggml_context *ctx_ = nullptr;
};

struct Plain {
  void open(ggml_init_params p) { ctx = ggml_init(p); }
  ggml_context *ctx = nullptr;
};

class Program {
public:
  ~Program() {}
  ggml_context *ctx = nullptr;
};

int main() {
  Program prog;
  prog.ctx = ggml_init({1024, nullptr, false});
  Detector d;
  d.read_model({1024, nullptr, false});
  return 0;
}
