// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-std=c++17 --extra-arg=-I%test_headers %s \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// Shapes from a C++ application on ggml (leejet/stable-diffusion.cpp): a
// handle made by one of two calls (`k ? make() : other()`) and tested for
// null, a cache that takes the handle and hands out borrowed pointers, a
// field released through its own name and reset.
#include <ggml.h>
#include <map>
#include <string>

struct Handle {
  explicit Handle(ggml_context *c) : c(c) {}
  ~Handle() {
    if (c)
      ggml_free(c);
  }
  ggml_context *get() const { return c; }
  ggml_context *c;
};

// Defined here: a reader, so what it is given stays the caller's. (Only
// declared, it would be code tensorlint cannot see, which may keep it.)
bool probe(ggml_context *c) { return ggml_used_mem(c) > 0; }

struct Manager {
  std::map<std::string, Handle> cache_;

  ggml_context *make(const std::string &) {
    ggml_init_params p{};
    return ggml_init(p);
  }

  ggml_context *cached(const std::string &k) {
    auto it = cache_.find(k);
    if (it != cache_.end())
      return it->second.get();
    ggml_init_params p{};
    ggml_context *c = k.empty() ? ggml_init(p) : make(k);
    if (c == nullptr)
      return nullptr;
    Handle h(c);
    cache_.emplace(k, std::move(h));
    return c;
  }

  bool usable(const std::string &k) { return probe(cached(k)); }
};

struct Weight {
  ggml_context *buffer;
};

bool supports(Weight *w) {
  ggml_init_params p{};
  w->buffer = ggml_init(p);
  if (w->buffer == nullptr)
    return false;
  bool ok = probe(w->buffer);
  ggml_free(w->buffer);
  w->buffer = nullptr;
  return ok;
}

bool leaky(bool k) {
  ggml_init_params p{};
  Manager m;
  // CHECK: :[[@LINE+2]]:25: warning: context returned by 'ggml_init' is never disposed [tensor-undisposed]
  // CHECK: :[[@LINE+1]]:40: warning: context returned by 'make' is never disposed [tensor-undisposed]
  ggml_context *c = k ? ggml_init(p) : m.make("x");
  if (c == nullptr)
    return false;
  return probe(c);
}

bool freed(bool k) {
  ggml_init_params p{};
  Manager m;
  ggml_context *c = k ? ggml_init(p) : m.make("x");
  if (c == nullptr)
    return false;
  bool ok = probe(c);
  ggml_free(c);
  return ok;
}
