// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-undisposed' %s -- -std=c++17 -I%test_headers -I%S/Inputs/field-elements 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,TIDY --implicit-check-not="warning:"
// RUN: %python %S/../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s %S/Inputs/field-elements/release.c -- -I%test_headers -I%S/Inputs/field-elements 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// The elements of a container or array field freed by position in an index
// loop (`free(m.bufs[i])`, `.at(i)`, `.back()`), in a free function, a
// destructor, a lambda or through another file's helper, are freed: the
// record's destroy function does not forget them. A field whose elements
// nothing frees still leaks (pyannote-ggml's weight_buffers, freed by index,
// were reported before). The clang-tidy plugin sees one translation unit: a
// helper defined in another (release.c) is unknown there, so its frees do
// not count (TIDY); the CLI's run summarizes it.
#include "release.h"

#include <ggml.h>

#include <vector>

struct model_t {
  ggml_context *ctx = nullptr;
  std::vector<ggml_backend_buffer_t> weight_buffers;
  std::vector<ggml_backend_t> backends;
  std::vector<ggml_backend_buffer_t> forgotten;
};

void model_load(model_t &model, ggml_backend_t cpu) {
  model.weight_buffers.push_back(ggml_backend_alloc_ctx_tensors(model.ctx, cpu));
  model.backends.push_back(cpu);
  // CHECK: :[[@LINE+1]]:3: warning: backend buffer stored into the elements of 'model_t::forgotten' is never freed: no function frees the elements of that field [tensor-undisposed]
  model.forgotten.push_back(ggml_backend_alloc_ctx_tensors(model.ctx, cpu));
}

void model_free(model_t &model) {
  for (size_t i = 0; i < model.weight_buffers.size(); i++)
    ggml_backend_buffer_free(model.weight_buffers[i]);
  auto freeBackends = [&model]() {
    for (size_t i = 0; i < model.backends.size(); i++)
      ggml_backend_free(model.backends.at(i));
  };
  freeBackends();
  ggml_free(model.ctx);
}

// A destructor freeing a C array field by index; the helper of another file
// freeing a vector's last element until it is empty.
class Pool {
public:
  Pool(ggml_context *ctx, ggml_backend_t cpu) {
    for (int i = 0; i < 4; i++)
      slots[i] = ggml_backend_alloc_ctx_tensors(ctx, cpu);
    // TIDY: :[[@LINE+1]]:5: warning: backend buffer stored into the elements of 'Pool::spare' is never freed: no function frees the elements of that field [tensor-undisposed]
    spare.push_back(ggml_backend_alloc_ctx_tensors(ctx, cpu));
    own = ggml_init({});
  }
  ~Pool() {
    for (int i = 0; i < 4; i++)
      ggml_backend_buffer_free(this->slots[i]);
    while (!spare.empty()) {
      release_buffer(spare.back());
      spare.pop_back();
    }
    ggml_free(own);
  }

private:
  ggml_backend_buffer_t slots[4];
  std::vector<ggml_backend_buffer_t> spare;
  ggml_context *own;
};
