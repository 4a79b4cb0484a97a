// REQUIRES: cpp
// RUN: %tensorlint --dump-ir %s -- -std=c++17 -I%test_headers | FileCheck %s
#include "tensorflow/lite/c/c_api.h"

static TfLiteModel *g_model;

int infer(const char *path) {
  if (!g_model)
    g_model = TfLiteModelCreateFromFile(path);
  return 0;
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    infer(argv[i]);
    if (i > 10)
      break;
  }
  return 0;
}

// CHECK-LABEL: function "infer"
// CHECK: value %1 "g_model" model module @5:21
// CHECK: 9:15 load-model %1 api="TfLiteModelCreateFromFile" release="TfLiteModelDelete({})" guarded
// CHECK-NEXT: 9:15 escape %1 to=cache
// CHECK-LABEL: function "main" @13:1 freq=once (program entry 'main')
// CHECK: loop
// CHECK-NEXT: 15:5 call _ args=(_) api="infer" callee=@0
// CHECK: break@17:7
