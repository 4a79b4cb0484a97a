// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-model-reload' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
#include "llama.h"
#include "onnxruntime_c_api.h"
#include "tensorflow/c/c_api.h"
#include "tensorflow/lite/c/c_api.h"
#include <memory>

// Positive: a TFLite model loaded per frame.
void perFrame(const char *path, int frames) {
  for (int i = 0; i < frames; ++i) {
    // CHECK: :[[@LINE+1]]:22: warning: {{.*}} [tensor-model-reload]
    TfLiteModel *m = TfLiteModelCreateFromFile(path);
    TfLiteModelDelete(m);
  }
}

// Positive: an ORT session created inside a while loop.
void perRequest(const OrtApi *api, OrtEnv *env, OrtSessionOptions *o,
                bool (*next)()) {
  while (next()) {
    OrtSession *s = nullptr;
    // CHECK: :[[@LINE+1]]:5: warning: {{.*}} [tensor-model-reload]
    api->CreateSession(env, "m.onnx", o, &s);
    api->ReleaseSession(s);
  }
}

// Positive: a helper that loads and frees its model, called from a loop.
int classify(const char *path) {
  // CHECK: :[[@LINE+1]]:24: warning: {{.*}} [tensor-model-reload]
  llama_model *model = llama_model_load_from_file(path, llama_model_default_params());
  int r = model ? 1 : 0;
  llama_model_free(model);
  return r;
}
int classifyAll(const char **paths, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += classify(paths[0]);
  return sum;
}

// Positive: a session loaded in a do-while loop.
void retries(TF_Graph *g, const TF_SessionOptions *o, TF_Status *s) {
  int tries = 0;
  do {
    // CHECK: :[[@LINE+1]]:24: warning: {{.*}} [tensor-model-reload]
    TF_Session *sess = TF_NewSession(g, o, s);
    TF_DeleteSession(sess, s);
  } while (++tries < 3);
}

// Positive: an interpreter per loop iteration.
void interpreters(const TfLiteModel *m, int n) {
  for (int i = 0; i < n; ++i) {
    // CHECK: :[[@LINE+1]]:33: warning: {{.*}} [tensor-model-reload]
    TfLiteInterpreter *interp = TfLiteInterpreterCreate(m, nullptr);
    TfLiteInterpreterInvoke(interp);
    TfLiteInterpreterDelete(interp);
  }
}

// Positive: a range-for over inputs, one llama context per input.
void contexts(llama_model *model, const int *begin, const int *end) {
  for (const int *p = begin; p != end; ++p) {
    // CHECK: :[[@LINE+1]]:26: warning: {{.*}} [tensor-model-reload]
    llama_context *ctx = llama_init_from_model(model, llama_context_default_params());
    llama_free(ctx);
  }
}

// Negative: loaded once before the loop.
void onceBeforeLoop(const char *path, int frames) {
  TfLiteModel *m = TfLiteModelCreateFromFile(path);
  for (int i = 0; i < frames; ++i) {
    TfLiteInterpreter *interp = nullptr;
    (void)interp;
  }
  TfLiteModelDelete(m);
}

// Negative: guarded by a "not loaded yet" test on a global.
static OrtSession *g_session;
void lazyLoad(const OrtApi *api, OrtEnv *env, OrtSessionOptions *o, int n) {
  for (int i = 0; i < n; ++i) {
    if (!g_session)
      api->CreateSession(env, "m.onnx", o, &g_session);
  }
}

// Negative: a function-local static is initialised once.
TfLiteModel *cachedModel() {
  static TfLiteModel *m = TfLiteModelCreateFromFile("m.tflite");
  return m;
}
void useCached(int n) {
  for (int i = 0; i < n; ++i)
    cachedModel();
}

// Negative: main() runs once.
int main() {
  TfLiteModel *m = TfLiteModelCreateFromFile("m.tflite");
  TfLiteModelDelete(m);
  return 0;
}

// Negative: a class member loaded in the constructor.
class Detector {
public:
  explicit Detector(const char *path) : model_(TfLiteModelCreateFromFile(path)) {}
  ~Detector() { TfLiteModelDelete(model_); }

private:
  TfLiteModel *model_;
};

// Negative: the loader is called once, outside any loop.
void loadOnce(const char *path) {
  llama_model *model = llama_model_load_from_file(path, llama_model_default_params());
  llama_model_free(model);
}
