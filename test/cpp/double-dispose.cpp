// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-double-dispose' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
#include "llama.h"
#include "onnxruntime_c_api.h"
#include "tensorflow/c/c_api.h"
#include "tensorflow/c/eager/c_api.h"
#include "tensorflow/lite/c/c_api.h"

static const int64_t kDims[1] = {4};

// Not reported: a double delete on one path only is not certain
// (precision first).
void errorAndEnd(TF_Status *s) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (TF_GetCode(s) != TF_OK)
    TF_DeleteTensor(t);
  // CHECK-NOT: :[[@LINE+1]]:{{.*}}[tensor-double-dispose]
  TF_DeleteTensor(t);
}

// Positive: an alias deleted after the original.
void alias() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_Tensor *u = t;
  TF_DeleteTensor(t);
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-double-dispose]
  TF_DeleteTensor(u);
}

// Positive: eager handle deleted twice.
void handleTwice(TF_Tensor *x, TF_Status *s) {
  TFE_TensorHandle *h = TFE_NewTensorHandle(x, s);
  TFE_DeleteTensorHandle(h);
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-double-dispose]
  TFE_DeleteTensorHandle(h);
}

// Positive: ORT session released twice.
void sessionTwice(const OrtApi *api, OrtEnv *env, OrtSessionOptions *o) {
  OrtSession *sess = nullptr;
  api->CreateSession(env, "m.onnx", o, &sess);
  api->ReleaseSession(sess);
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-double-dispose]
  api->ReleaseSession(sess);
}

// Positive: TFLite model deleted twice.
void modelTwice(const char *path) {
  TfLiteModel *m = TfLiteModelCreateFromFile(path);
  TfLiteModelDelete(m);
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-double-dispose]
  TfLiteModelDelete(m);
}

// Positive: Run output released twice.
void outputTwice(const OrtApi *g_ort, OrtSession *session, OrtValue *input) {
  const char *in_names[] = {"x"};
  const char *out_names[] = {"y"};
  OrtValue *output = nullptr;
  g_ort->Run(session, nullptr, in_names, &input, 1, out_names, 1, &output);
  g_ort->ReleaseValue(output);
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-double-dispose]
  g_ort->ReleaseValue(output);
}

// Positive: a status deleted twice.
void statusTwice() {
  TF_Status *s = TF_NewStatus();
  TF_DeleteStatus(s);
  // CHECK: :[[@LINE+1]]:3: warning: status 's' is disposed twice [tensor-double-dispose]
  TF_DeleteStatus(s);
}

// Negative: released once on each path.
void oncePerPath(bool fail) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (fail) {
    TF_DeleteTensor(t);
    return;
  }
  TF_DeleteTensor(t);
}

// Negative: two outputs, each deleted once.
void twoOutputs(TF_Session *sess, TF_Output in, TF_Output out[2], TF_Tensor *x,
                TF_Status *st) {
  TF_Tensor *y[2];
  TF_SessionRun(sess, nullptr, &in, &x, 1, out, y, 2, nullptr, 0, nullptr, st);
  TF_DeleteTensor(y[0]);
  TF_DeleteTensor(y[1]);
}

// Negative: outputs deleted in a loop.
void outputsInLoop(TF_Session *sess, TF_Output in, TF_Output *out, int n,
                   TF_Tensor *x, TF_Status *st) {
  TF_Tensor *y[8];
  TF_SessionRun(sess, nullptr, &in, &x, 1, out, y, n, nullptr, 0, nullptr, st);
  for (int i = 0; i < n; ++i)
    TF_DeleteTensor(y[i]);
}

// Negative: nulled after the delete, deleted again (NULL is fine).
void nulled() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_DeleteTensor(t);
  t = nullptr;
  TF_DeleteTensor(t);
}

// Negative: a sampler given to the chain is freed with the chain.
void chain() {
  llama_sampler *c = llama_sampler_chain_init(llama_sampler_chain_default_params());
  llama_sampler_chain_add(c, llama_sampler_init_greedy());
  llama_sampler_free(c);
}

// Negative: a fresh tensor per iteration, deleted once each.
void perIteration(int n) {
  for (int i = 0; i < n; ++i) {
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    TF_DeleteTensor(t);
  }
}
