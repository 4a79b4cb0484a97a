// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
#include "tensorflow/c/c_api.h"
#include "tensorflow/c/eager/c_api.h"

static const int64_t kDims[1] = {4};

// Positive: early return on the error path leaks both objects.
int earlyReturn() {
  // CHECK: :[[@LINE+1]]:18: warning: status returned by 'TF_NewStatus' is not disposed on the path through the 'return' at line [[@LINE+5]] [tensor-undisposed]
  TF_Status *s = TF_NewStatus();
  // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'return' at line [[@LINE+3]] [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (TF_GetCode(s) != TF_OK)
    return 1;
  TF_DeleteTensor(t);
  TF_DeleteStatus(s);
  return 0;
}

// Positive: never released at all.
void neverReleased() {
  // CHECK: :[[@LINE+1]]:18: warning: {{.*}} [tensor-undisposed]
  TF_Tensor *t = TF_NewTensor(TF_FLOAT, kDims, 1, nullptr, 0, nullptr, nullptr);
  TF_TensorData(t);
}

// Positive: overwritten while still owned.
void overwritten() {
  // CHECK: :[[@LINE+1]]:18: warning: {{.*}} [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_DeleteTensor(t);
}

// Positive: created in a loop body, released only after the loop.
void loopLeak(int n) {
  TF_Tensor *last = nullptr;
  for (int i = 0; i < n; ++i) {
    TF_DeleteTensor(last);
    // CHECK: :[[@LINE+1]]:12: warning: {{.*}} [tensor-undisposed]
    last = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    if (i == 3)
      break;
  }
}

// Positive: session outputs are the caller's.
void runOutputs(TF_Session *sess, TF_Output in, TF_Output out, TF_Tensor *x,
                TF_Status *st) {
  TF_Tensor *outputs[1];
  // CHECK: :[[@LINE+1]]:3: warning: {{.*}} [tensor-undisposed]
  TF_SessionRun(sess, nullptr, &in, &x, 1, &out, outputs, 1, nullptr, 0,
                nullptr, st);
}

// Negative: a call whose status reports failure created nothing (TF C
// conventions; `status:` in the API model), so the early return leaks
// nothing.
int eagerHandle(TF_Tensor *t, TF_Status *st) {
  TFE_TensorHandle *h = TFE_NewTensorHandle(t, st);
  if (TF_GetCode(st) != TF_OK)
    return -1;
  TFE_DeleteTensorHandle(h);
  return 0;
}

// Negative: the same with the test spelt the other way round.
int eagerHandleOk(TF_Tensor *t, TF_Status *st) {
  TFE_TensorHandle *h = TFE_NewTensorHandle(t, st);
  if (TF_OK == TF_GetCode(st)) {
    TFE_DeleteTensorHandle(h);
    return 0;
  }
  return -1;
}

// Negative: session outputs do not exist when the run failed.
int runChecked(TF_Session *sess, TF_Output in, TF_Output out, TF_Tensor *x,
               TF_Status *st) {
  TF_Tensor *y = nullptr;
  TF_SessionRun(sess, nullptr, &in, &x, 1, &out, &y, 1, nullptr, 0, nullptr,
                st);
  if (TF_GetCode(st) != TF_OK)
    return 1;
  TF_DeleteTensor(y);
  return 0;
}

// Positive: the status reports the run, not the allocation before it: the
// input tensor leaks on the error path (the run's output does not).
int runCheckedInputLeaks(TF_Session *sess, TF_Output in, TF_Output out,
                         TF_Status *st) {
  // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'TF_AllocateTensor' is not disposed on the path through the 'return' at line [[@LINE+6]] [tensor-undisposed]
  TF_Tensor *x = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  TF_Tensor *y = nullptr;
  TF_SessionRun(sess, nullptr, &in, &x, 1, &out, &y, 1, nullptr, 0, nullptr,
                st);
  if (TF_GetCode(st) != TF_OK)
    return 1;
  TF_DeleteTensor(y);
  TF_DeleteTensor(x);
  return 0;
}

// Positive: a later call given the same status takes over the test, so the
// first call's output leaks when the second one fails.
int statusReused(TF_Tensor *t, TF_Status *st) {
  // CHECK: :[[@LINE+1]]:25: warning: {{.*}}'TFE_NewTensorHandle'{{.*}} [tensor-undisposed]
  TFE_TensorHandle *a = TFE_NewTensorHandle(t, st);
  if (TF_GetCode(st) != TF_OK)
    return 1;
  TFE_TensorHandle *b = TFE_NewTensorHandle(t, st);
  if (TF_GetCode(st) != TF_OK)
    return 2;
  TFE_DeleteTensorHandle(b);
  TFE_DeleteTensorHandle(a);
  return 0;
}

// Negative: a handle tested for null was not made on that branch.
int nullChecked() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (t == nullptr)
    return 1;
  TF_DeleteTensor(t);
  return 0;
}

// Negative: the same, tested as a truth value with the work inside.
int nullCheckedInside() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (t) {
    TF_TensorData(t);
    TF_DeleteTensor(t);
  }
  return 0;
}

// Positive: the null test guards nothing on the other branch.
int nullCheckedButLeaked(bool keep) {
  // CHECK: :[[@LINE+1]]:18: warning: {{.*}} [tensor-undisposed]
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (!t)
    return 1;
  if (keep)
    return 2;
  TF_DeleteTensor(t);
  return 0;
}

// Negative: released on every path.
int releasedEverywhere(TF_Status *s) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (TF_GetCode(s) != TF_OK) {
    TF_DeleteTensor(t);
    return 1;
  }
  TF_DeleteTensor(t);
  return 0;
}

// Negative: returned to the caller.
TF_Tensor *makeTensor() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  return t;
}

// Negative: a helper's fresh result is released by the caller.
void usesHelper() {
  TF_Tensor *t = makeTensor();
  TF_TensorData(t);
  TF_DeleteTensor(t);
}

// Negative: goto cleanup.
int gotoCleanup(TF_Status *s) {
  int rc = 1;
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (TF_GetCode(s) != TF_OK)
    goto done;
  rc = 0;
done:
  TF_DeleteTensor(t);
  return rc;
}

// Negative: outputs deleted element by element.
void runAndDelete(TF_Session *sess, TF_Output in, TF_Output out,
                  TF_Tensor *x, TF_Status *st) {
  TF_Tensor *outputs[2];
  TF_SessionRun(sess, nullptr, &in, &x, 1, &out, outputs, 2, nullptr, 0,
                nullptr, st);
  TF_DeleteTensor(outputs[0]);
  TF_DeleteTensor(outputs[1]);
}

// Negative: stored into a global.
TF_Tensor *g_cached;
void storeGlobal() { g_cached = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16); }

// Negative: released by a helper of this file.
void releaseIt(TF_Tensor *t) { TF_DeleteTensor(t); }
void releasedByHelper() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  releaseIt(t);
}

// Negative: abort() ends the program; nothing leaks on that path.
extern "C" [[noreturn]] void abort();
void abortPath(TF_Status *s) {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (TF_GetCode(s) != TF_OK)
    abort();
  TF_DeleteTensor(t);
}

// Positive: released on one path, and its block ends (not a return) on the
// other: the message names no jump.
int innerBlock(bool make, bool release) {
  if (make) {
    // CHECK: :[[@LINE+1]]:20: warning: tensor returned by 'TF_AllocateTensor' is not disposed on every path [tensor-undisposed]
    TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
    if (release)
      TF_DeleteTensor(t);
  }
  return 0;
}

// A helper of this file that creates through its pointer parameter on every
// path hands the caller a new tensor (CreatesThroughArg in its summary).
static void makeInto(TF_Tensor **out) {
  *out = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
}

// Positive: the caller never deletes what the helper made.
int outParamLeak() {
  TF_Tensor *t = nullptr;
  // CHECK: :[[@LINE+1]]:3: warning: tensor returned by 'makeInto' is never disposed [tensor-undisposed]
  makeInto(&t);
  return TF_TensorData(t) != nullptr;
}

// Negative: deleted after use.
int outParamReleased() {
  TF_Tensor *t = nullptr;
  makeInto(&t);
  int ok = TF_TensorData(t) != nullptr;
  TF_DeleteTensor(t);
  return ok;
}

// Negative: a helper that creates only on success says so through its
// result; without knowing which result means success, no summary is made.
static int tryMakeInto(TF_Tensor **out, bool ok) {
  if (!ok)
    return -1;
  *out = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  return 0;
}
int outParamOnSuccess(bool ok) {
  TF_Tensor *t = nullptr;
  if (tryMakeInto(&t, ok) != 0)
    return 1;
  TF_DeleteTensor(t);
  return 0;
}

// Status predicates of this file: the condition is read through them.
static bool statusOk(TF_Status *s) {
  if (TF_GetCode(s) != TF_OK) {
    return false;
  }
  return true;
}
static bool statusFailed(TF_Status *s) { return TF_GetCode(s) != TF_OK; }
struct StatusHolder {
  TF_Status *p;
  TF_Status *get() const { return p; }
};

// Negative: `if (!statusOk(st)) return` leaves on failure only.
int runCheckedByHelper(TF_Session *sess, TF_Output in, TF_Output out,
                       TF_Tensor *x, TF_Status *st) {
  TF_Tensor *y = nullptr;
  TF_SessionRun(sess, nullptr, &in, &x, 1, &out, &y, 1, nullptr, 0, nullptr,
                st);
  if (!statusOk(st))
    return 1;
  TF_DeleteTensor(y);
  return 0;
}

// Negative: the same through a holder's get() and the other helper.
int runCheckedByHolder(TF_Session *sess, TF_Output in, TF_Output out,
                       TF_Tensor *x, StatusHolder status) {
  TF_Tensor *y = nullptr;
  TF_SessionRun(sess, nullptr, &in, &x, 1, &out, &y, 1, nullptr, 0, nullptr,
                status.get());
  if (statusFailed(status.get()))
    return 1;
  TF_DeleteTensor(y);
  return 0;
}

// Positive: the test is the wrong way round: the output of a successful run
// leaks through the early return, and a failed run made nothing to delete.
int runCheckedBackwards(TF_Session *sess, TF_Output in, TF_Output out,
                        TF_Tensor *x, TF_Status *st) {
  TF_Tensor *y = nullptr;
  // CHECK: :[[@LINE+1]]:3: warning: tensor returned by 'TF_SessionRun' is never disposed [tensor-undisposed]
  TF_SessionRun(sess, nullptr, &in, &x, 1, &out, &y, 1, nullptr, 0, nullptr,
                st);
  if (statusOk(st))
    return 1;
  TF_DeleteTensor(y);
  return 0;
}
