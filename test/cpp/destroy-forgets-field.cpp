// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers %s \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// The free function of a model frees its context and, in a loop, its
// weight buffers, but forgets the backends it keeps in a vector (RWKV/rwkv.cpp
// before 02b6470); a class whose destructor frees one handle field of two.
#include <ggml.h>
#include <vector>

struct model_t {
  ggml_context *ctx = nullptr;
  std::vector<ggml_backend_t> backends;
  std::vector<ggml_backend_buffer_t> buffers;
};

model_t *model_init(ggml_init_params p) {
  model_t *m = new model_t();
  m->ctx = ggml_init(p);
  ggml_backend_t cpu = ggml_backend_cpu_init();
  // CHECK: :[[@LINE+2]]:3: warning: backend stored into the elements of 'model_t::backends' is never freed: no function frees the elements of that field [tensor-undisposed]
  // CHECK: :[[@LINE+1]]:3: note: 'model_free' frees other fields of 'model_t'; free this one there too{{$}}
  m->backends.push_back(cpu);
  m->buffers.push_back(ggml_backend_alloc_ctx_tensors(m->ctx, cpu));
  return m;
}

void model_free(model_t *m) {
  ggml_free(m->ctx);
  for (auto b : m->buffers)
    ggml_backend_buffer_free(b);
  delete m;
}

class Runner {
public:
  explicit Runner(ggml_init_params p) {
    work_ = ggml_init(p);
    // CHECK: :[[@LINE+1]]:16: warning: backend stored into 'Runner::backend_' is never freed: no function frees that field [tensor-undisposed]
    backend_ = ggml_backend_cpu_init();
  }
  ~Runner() { ggml_free(work_); }

private:
  ggml_context *work_ = nullptr;
  ggml_backend_t backend_ = nullptr;
};

// A record whose fields nobody frees lives for the program; a store in main
// dies with the program.
struct app_t {
  ggml_backend_t backend = nullptr;
};

void app_init(app_t &a) { a.backend = ggml_backend_cpu_init(); }

int main() {
  model_t m;
  m.backends.push_back(ggml_backend_cpu_init());
  Runner r({1024, nullptr, false});
  return 0;
}
