// A header-only wrapper: its methods and its destructor are defined in the
// class, in another file than the translation unit that includes it.
#pragma once
#include <ggml.h>

class Embedder {
public:
  void load(ggml_init_params p) {
    // CHECK: embedder.h:[[@LINE+2]]:16: warning: context stored into 'Embedder::weights_' is never freed: no function frees that field [tensor-undisposed]
    // CHECK: embedder.h:[[@LINE+1]]:16: note: 'Embedder::~Embedder' runs as each 'Embedder' ends; free this field there ('ggml_free(weights_)'){{$}}
    weights_ = ggml_init(p);
  }
  // Only unloads the library the model came from.
  ~Embedder() { unload_library(); }

private:
  static void unload_library() {}
  ggml_context *weights_ = nullptr;
};
