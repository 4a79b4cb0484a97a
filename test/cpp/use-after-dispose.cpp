// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-use-after-dispose,tensor-double-dispose' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
#include "onnxruntime_c_api.h"
#include "tensorflow/c/c_api.h"
#include "tensorflow/c/eager/c_api.h"
#include "tensorflow/lite/c/c_api.h"

static const int64_t kDims[1] = {4};

// Positive: data read after the tensor is gone.
float readAfterDelete() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_DeleteTensor(t);
  // CHECK: :[[@LINE+1]]:20: warning: {{.*}} [tensor-use-after-dispose]
  return *(float *)TF_TensorData(t);
}

// Positive: handle queried after deletion.
int dimsAfterDelete(TF_Tensor *t, TF_Status *s) {
  TFE_TensorHandle *h = TFE_NewTensorHandle(t, s);
  TFE_DeleteTensorHandle(h);
  // CHECK: :[[@LINE+1]]:10: warning: {{.*}} [tensor-use-after-dispose]
  return TFE_TensorHandleNumDims(h, s);
}

// Positive: interpreter invoked after deletion.
void invokeAfterDelete(const TfLiteModel *m) {
  TfLiteInterpreter *interp = TfLiteInterpreterCreate(m, nullptr);
  TfLiteInterpreterDelete(interp);
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-use-after-dispose]
  TfLiteInterpreterInvoke(interp);
}

// Positive: ORT value read after release.
void ortAfterRelease(const OrtApi *api, OrtAllocator *a, const int64_t *shape) {
  OrtValue *v = nullptr;
  api->CreateTensorAsOrtValue(a, shape, 1, ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT,
                              &v);
  api->ReleaseValue(v);
  void *p = nullptr;
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-use-after-dispose]
  api->GetTensorMutableData(v, &p);
}

// Positive: used as a session input after deletion.
void runAfterDelete(TF_Session *sess, TF_Output in, TF_Output out,
                    TF_Status *st) {
  TF_Tensor *x = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_DeleteTensor(x);
  TF_Tensor *y[1];
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-use-after-dispose]
  TF_SessionRun(sess, nullptr, &in, &x, 1, &out, y, 1, nullptr, 0, nullptr, st);
  TF_DeleteTensor(y[0]);
}

// Positive: a status read after deletion.
const char *messageAfterDelete() {
  TF_Status *s = TF_NewStatus();
  TF_DeleteStatus(s);
  // CHECK: :[[@LINE+1]]:10: warning: {{.*}} [tensor-use-after-dispose]
  return TF_Message(s);
}

// Negative: read before the delete.
float readBeforeDelete() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  float v = *(float *)TF_TensorData(t);
  TF_DeleteTensor(t);
  return v;
}

// Negative: reassigned after the delete, then used.
void reassigned() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_DeleteTensor(t);
  t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_TensorData(t);
  TF_DeleteTensor(t);
}

// Negative: deleted on one branch only, used on the other.
void branches(bool fail) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (fail) {
    TF_DeleteTensor(t);
    return;
  }
  TF_TensorData(t);
  TF_DeleteTensor(t);
}

// Negative: a null check after the delete is not a use.
bool nullCheck() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_DeleteTensor(t);
  return t != nullptr;
}

// Negative: the loop makes a fresh tensor each iteration.
void loop(int n) {
  for (int i = 0; i < n; ++i) {
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    TF_TensorData(t);
    TF_DeleteTensor(t);
  }
}

// Negative: the model may be deleted once the interpreter exists.
void modelThenInterpreter(const void *buf, size_t n) {
  TfLiteModel *m = TfLiteModelCreate(buf, n);
  TfLiteInterpreter *interp = TfLiteInterpreterCreate(m, nullptr);
  TfLiteModelDelete(m);
  TfLiteInterpreterInvoke(interp);
  TfLiteInterpreterDelete(interp);
}
