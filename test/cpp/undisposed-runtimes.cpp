// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-undisposed' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// TFLite C, ONNX Runtime C (function table, out-parameters) and llama.cpp.
#include "llama.h"
#include "onnxruntime_c_api.h"
#include "tensorflow/lite/c/c_api.h"
#include "tensorflow/lite/delegates/gpu/delegate.h"

// Positive: interpreter options leaked when the interpreter fails.
TfLiteInterpreter *makeInterpreter(const TfLiteModel *model) {
  // CHECK: :[[@LINE+1]]:36: warning: {{.*}} [tensor-undisposed]
  TfLiteInterpreterOptions *opts = TfLiteInterpreterOptionsCreate();
  TfLiteInterpreterOptionsSetNumThreads(opts, 2);
  TfLiteInterpreter *interp = TfLiteInterpreterCreate(model, opts);
  if (!interp)
    return nullptr;
  TfLiteInterpreterOptionsDelete(opts);
  return interp;
}

// Positive: ORT value created through an out-parameter, leaked on error.
int ortValue(const OrtApi *api, OrtAllocator *alloc, const int64_t *shape) {
  OrtValue *v = nullptr;
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}}'api->CreateTensorAsOrtValue'{{.*}} [tensor-undisposed]
  api->CreateTensorAsOrtValue(alloc, shape, 2,
                              ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT, &v);
  int is_tensor = 0;
  api->IsTensor(v, &is_tensor);
  if (!is_tensor)
    return 1;
  api->ReleaseValue(v);
  return 0;
}

// Positive: Run outputs never released.
void ortRun(const OrtApi *g_ort, OrtSession *session, OrtValue *input) {
  const char *in_names[] = {"x"};
  const char *out_names[] = {"y"};
  OrtValue *output = nullptr;
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-undisposed]
  g_ort->Run(session, nullptr, in_names, &input, 1, out_names, 1, &output);
  void *data = nullptr;
  g_ort->GetTensorMutableData(output, &data);
}

// Positive: a memory info never released.
void memoryInfo(const OrtApi *api) {
  OrtMemoryInfo *info;
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-undisposed]
  api->CreateCpuMemoryInfo(OrtArenaAllocator, OrtMemTypeDefault, &info);
}

// Positive: a llama batch leaked when decoding fails.
int decode(llama_context *ctx) {
  // CHECK: :[[@LINE+1]]:23: warning: {{.*}} [tensor-undisposed]
  llama_batch batch = llama_batch_init(512, 0, 1);
  if (llama_decode(ctx, batch) != 0)
    return 1;
  llama_batch_free(batch);
  return 0;
}

// Positive: a sampler leaked.
llama_token sampleOnce(llama_context *ctx) {
  // CHECK: :[[@LINE+1]]:25: warning: {{.*}} [tensor-undisposed]
  llama_sampler *smpl = llama_sampler_init_greedy();
  return llama_sampler_sample(smpl, ctx, -1);
}

// Negative: ORT value released on every path.
int ortValueOk(const OrtApi *api, OrtAllocator *alloc, const int64_t *shape) {
  OrtValue *v = nullptr;
  api->CreateTensorAsOrtValue(alloc, shape, 2,
                              ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT, &v);
  int is_tensor = 0;
  api->IsTensor(v, &is_tensor);
  api->ReleaseValue(v);
  return is_tensor;
}

// Negative: Run outputs released.
void ortRunOk(const OrtApi *g_ort, OrtSession *session, OrtValue *input) {
  const char *in_names[] = {"x"};
  const char *out_names[] = {"y"};
  OrtValue *output = nullptr;
  g_ort->Run(session, nullptr, in_names, &input, 1, out_names, 1, &output);
  g_ort->ReleaseValue(output);
}

// Negative: the chain owns the sampler it is given.
llama_sampler *makeChain() {
  llama_sampler *chain =
      llama_sampler_chain_init(llama_sampler_chain_default_params());
  llama_sampler *greedy = llama_sampler_init_greedy();
  llama_sampler_chain_add(chain, greedy);
  return chain;
}

// Negative: interpreter-owned tensors are never freed by the caller.
void fillInput(TfLiteInterpreter *interp, const float *x, size_t n) {
  TfLiteTensor *in = TfLiteInterpreterGetInputTensor(interp, 0);
  TfLiteTensorCopyFromBuffer(in, x, n * sizeof(float));
}

// Negative: the options are deleted right after the interpreter is made.
TfLiteInterpreter *makeInterpreterOk(const TfLiteModel *model) {
  TfLiteInterpreterOptions *opts = TfLiteInterpreterOptionsCreate();
  TfLiteInterpreter *interp = TfLiteInterpreterCreate(model, opts);
  TfLiteInterpreterOptionsDelete(opts);
  return interp;
}

// Positive: a GPU delegate made per inference and never deleted (the
// interpreter only borrows it: TfLiteGpuDelegateV2Delete must follow the
// interpreter's delete). Its options are a plain struct.
void inferOnGpu(const TfLiteModel *model) {
  TfLiteInterpreterOptions *opts = TfLiteInterpreterOptionsCreate();
  TfLiteGpuDelegateOptionsV2 gpu = TfLiteGpuDelegateOptionsV2Default();
  // CHECK: :[[@LINE+1]]:30: warning: delegate returned by 'TfLiteGpuDelegateV2Create' is never disposed [tensor-undisposed]
  TfLiteDelegate *delegate = TfLiteGpuDelegateV2Create(&gpu);
  TfLiteInterpreterOptionsAddDelegate(opts, delegate);
  TfLiteInterpreter *interp = TfLiteInterpreterCreate(model, opts);
  TfLiteInterpreterOptionsDelete(opts);
  TfLiteInterpreterInvoke(interp);
  TfLiteInterpreterDelete(interp);
}

// Negative: the delegate deleted after the interpreter.
void runOnGpu(const TfLiteModel *model) {
  TfLiteInterpreterOptions *opts = TfLiteInterpreterOptionsCreate();
  TfLiteGpuDelegateOptionsV2 gpu = TfLiteGpuDelegateOptionsV2Default();
  TfLiteDelegate *delegate = TfLiteGpuDelegateV2Create(&gpu);
  TfLiteInterpreterOptionsAddDelegate(opts, delegate);
  TfLiteInterpreter *interp = TfLiteInterpreterCreate(model, opts);
  TfLiteInterpreterOptionsDelete(opts);
  TfLiteInterpreterInvoke(interp);
  TfLiteInterpreterDelete(interp);
  TfLiteGpuDelegateV2Delete(delegate);
}

// Negative: the ORT allocator with default options belongs to the runtime.
void defaultAllocator(const OrtApi *api) {
  OrtAllocator *alloc;
  api->GetAllocatorWithDefaultOptions(&alloc);
}

// Negative: ORT reports failure with a non-null status; the value was not
// created then, so the early return leaks nothing.
int ortStatusChecked(const OrtApi *api, OrtAllocator *alloc,
                     const int64_t *shape) {
  OrtValue *v = nullptr;
  OrtStatus *st = api->CreateTensorAsOrtValue(
      alloc, shape, 2, ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT, &v);
  if (st != nullptr) {
    api->ReleaseStatus(st);
    return 1;
  }
  api->ReleaseValue(v);
  return 0;
}

// Negative: the status tested where it is returned.
int ortStatusInCondition(const OrtApi *api, OrtAllocator *alloc,
                         const int64_t *shape) {
  OrtValue *v = nullptr;
  if (api->CreateTensorAsOrtValue(alloc, shape, 2,
                                  ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT, &v))
    return 1;
  api->ReleaseValue(v);
  return 0;
}

// Positive: the status is checked, but the value leaks on the success path.
int ortStatusCheckedLeak(const OrtApi *api, OrtAllocator *alloc,
                         const int64_t *shape, bool early) {
  OrtValue *v = nullptr;
  // CHECK: :[[@LINE+1]]:19: warning: {{.*}}'api->CreateTensorAsOrtValue'{{.*}} [tensor-undisposed]
  OrtStatus *st = api->CreateTensorAsOrtValue(
      alloc, shape, 2, ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT, &v);
  if (st)
    return 1;
  if (early)
    return 2;
  api->ReleaseValue(v);
  return 0;
}
