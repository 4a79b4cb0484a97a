// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
#include "onnxruntime_c_api.h"
#include "tensorflow/c/c_api.h"
#include "tensorflow/c/eager/c_api.h"
#include "tensorflow/lite/c/c_api.h"
#include <memory>

static const int64_t kDims[1] = {4};

// Positive: the tensor behind the data pointer is never bound.
float *dataOfFresh() {
  // CHECK: :[[@LINE+1]]:33: warning: {{.*}}'TF_AllocateTensor'{{.*}} [tensor-chained-temporary]
  return (float *)TF_TensorData(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16));
}

// Positive: the op takes its own reference; the handle leaks.
void addInput(TFE_Op *op, TF_Tensor *t, TF_Status *s) {
  // CHECK: :[[@LINE+1]]:22: warning: {{.*}} [tensor-chained-temporary]
  TFE_OpAddInput(op, TFE_NewTensorHandle(t, s), s);
}

// Positive: a resolved tensor read once.
size_t byteSize(TFE_TensorHandle *h, TF_Status *s) {
  // CHECK: :[[@LINE+1]]:28: warning: {{.*}} [tensor-chained-temporary]
  return TF_TensorByteSize(TFE_TensorHandleResolve(h, s));
}

// Positive: a status made for one call.
void importGraph(TF_Graph *g, const TF_Buffer *def,
                 const TF_ImportGraphDefOptions *opts) {
  // CHECK: :[[@LINE+1]]:40: warning: intermediate status from 'TF_NewStatus' is never bound and cannot be disposed [tensor-chained-temporary]
  TF_GraphImportGraphDef(g, def, opts, TF_NewStatus());
}

// Positive: the attribute copies the tensor; the caller keeps it.
void setAttr(TF_OperationDescription *desc, TF_Status *s) {
  // CHECK: :[[@LINE+1]]:35: warning: {{.*}} [tensor-chained-temporary]
  TF_SetAttrTensor(desc, "value", TF_AllocateTensor(TF_FLOAT, kDims, 1, 16),
                   s);
}

// Positive: an interpreter options object read once.
void threads() {
  // CHECK: :[[@LINE+1]]:41: warning: {{.*}} [tensor-chained-temporary]
  TfLiteInterpreterOptionsSetNumThreads(TfLiteInterpreterOptionsCreate(), 4);
}

// Negative: bound, used and deleted.
float first() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  float v = *(float *)TF_TensorData(t);
  TF_DeleteTensor(t);
  return v;
}

// Negative: handed to an owner straight away.
std::unique_ptr<TF_Tensor, decltype(&TF_DeleteTensor)> owned() {
  return {TF_AllocateTensor(TF_FLOAT, kDims, 1, 16), TF_DeleteTensor};
}

// Negative: released in the same expression.
void deleteFresh() { TF_DeleteTensor(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16)); }

// Negative: the op consumes the handle.
void consume(TFE_Op *op, TF_Tensor *t, TF_Status *s) {
  TFE_OpConsumeInput(op, TFE_NewTensorHandle(t, s), s);
}

// Negative: returned straight to the caller.
TFE_TensorHandle *copyHandle(TFE_TensorHandle *h, TF_Status *s) {
  return TFE_TensorHandleCopySharingTensor(h, s);
}

// Negative: a function of unknown effect may take ownership.
void takeOwnership(TF_Tensor *t);
void handOff() { takeOwnership(TF_AllocateTensor(TF_FLOAT, kDims, 1, 16)); }
