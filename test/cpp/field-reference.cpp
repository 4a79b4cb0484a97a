// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// A local reference to a field is the field: creating through it stores into
// the owner (PABannier/bark.cpp's model loader, `auto &ctx = model.ctx_w`).
#include <ggml.h>

struct Model {
  ggml_context *ctx_w = nullptr;
};

bool load(Model &model) {
  auto &ctx = model.ctx_w;
  ggml_init_params params{};
  ctx = ggml_init(params);
  if (!ctx)
    return false;
  return true;
}

bool copyNotReference(Model &model) {
  auto ctx = model.ctx_w;
  ggml_init_params params{};
  // CHECK: :[[@LINE+1]]:9: warning: context returned by 'ggml_init' is never disposed [tensor-undisposed]
  ctx = ggml_init(params);
  return ctx != nullptr;
}
