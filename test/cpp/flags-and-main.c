// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c11 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers %s \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// C idioms seen on real code: a local flag recording that this function made
// a handle, freed under a test of the flag (yalue/onnxruntime_go's C
// wrapper); and `main`, whose return ends the program like exit() (ONNX
// Runtime's C samples, TF C API loaders). A per-iteration leak in main still
// counts.
#include "onnxruntime_c_api.h"
#include "tensorflow/c/c_api.h"
#include <stddef.h>

static const OrtApi *ort_api = NULL;

OrtStatus *createSession(OrtEnv *env, OrtSession **out,
                         OrtSessionOptions *options) {
  OrtStatus *status = NULL;
  int default_options = 0;
  if (!options) {
    default_options = 1;
    status = ort_api->CreateSessionOptions(&options);
    if (status)
      return status;
  }
  status = ort_api->CreateSession(env, "model.onnx", options, out);
  if (default_options)
    ort_api->ReleaseSessionOptions(options);
  return status;
}

OrtStatus *localHandle(OrtEnv *env, OrtSession **out, int tuned) {
  OrtSessionOptions *options = NULL;
  int owned = 0;
  if (!tuned) {
    owned = 1;
    OrtStatus *status = ort_api->CreateSessionOptions(&options);
    if (status)
      return status;
  }
  OrtStatus *status = ort_api->CreateSession(env, "model.onnx", options, out);
  if (owned)
    ort_api->ReleaseSessionOptions(options);
  return status;
}

// (A dry run makes no session: a function that makes one on every run
// runs once per session, which rules/Summaries.cpp's isLoader takes for
// once.)
OrtStatus *flagNeverTested(OrtEnv *env, OrtSession **out, int dryRun) {
  OrtSessionOptions *options = NULL;
  int made = 0;
  made = 1;
  // CHECK: :[[@LINE+1]]:9: warning: session options returned by 'ort_api->CreateSessionOptions' is never disposed [tensor-undisposed]
  (void)ort_api->CreateSessionOptions(&options);
  if (dryRun)
    return NULL;
  return ort_api->CreateSession(env, "model.onnx", options, out);
}

int main(int argc, char **argv) {
  TF_Graph *graph = TF_NewGraph();
  TF_Status *status = TF_NewStatus();
  if (argc < 2)
    return 1;
  for (int i = 1; i < argc; ++i) {
    // CHECK: :[[@LINE+1]]:24: warning: tensor returned by 'TF_AllocateTensor' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    TF_Tensor *input = TF_AllocateTensor(TF_FLOAT, NULL, 0, 4);
    (void)input;
  }
  TF_DeleteStatus(status);
  return 0;
}
