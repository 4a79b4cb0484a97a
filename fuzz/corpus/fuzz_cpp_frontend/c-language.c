// Plain C: no C++ advice in the notes.
#include "tensorflow/c/c_api.h"
#include "onnxruntime_c_api.h"
#include <stdlib.h>

static const int64_t kDims[1] = {4};

int run(void) {
  // CHECK: :[[@LINE+1]]:18: warning: {{.*}} [tensor-undisposed]
  TF_Status *s = TF_NewStatus();
  // CHECK-NOT: unique_ptr
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (TF_GetCode(s) != TF_OK) {
    TF_DeleteTensor(t);
    return 1;
  }
  TF_DeleteTensor(t);
  return 0;
}

#define ORT_ABORT_ON_ERROR(expr) \
  do { OrtStatus *st_ = (expr); if (st_) { g_ort->ReleaseStatus(st_); abort(); } } while (0)
static const OrtApi *g_ort;

int session(OrtEnv *env, OrtSessionOptions *o) {
  OrtSession *sess;
  ORT_ABORT_ON_ERROR(g_ort->CreateSession(env, "m.onnx", o, &sess));
  OrtValue *out = NULL;
  g_ort->ReleaseSession(sess);
  // CHECK: :[[@LINE+1]]:22: warning: {{.*}} [tensor-use-after-dispose]
  ORT_ABORT_ON_ERROR(g_ort->Run(sess, NULL, NULL, NULL, 0, NULL, 1, &out));
  g_ort->ReleaseValue(out);
  return 0;
}
