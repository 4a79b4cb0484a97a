// REQUIRES: cpp
// RUN: %tensorlint --dump-ir %s -- -std=c++17 -I%test_headers | FileCheck %s
#include "onnxruntime_c_api.h"

void run(const OrtApi *g_ort, OrtEnv *env, OrtSessionOptions *opts,
         OrtValue *input) {
  OrtSession *session;
  g_ort->CreateSession(env, "m.onnx", opts, &session);
  const char *in_names[] = {"x"};
  const char *out_names[] = {"y"};
  OrtValue *outputs[2] = {nullptr, nullptr};
  g_ort->Run(session, nullptr, in_names, &input, 1, out_names, 2, outputs);
  g_ort->ReleaseValue(outputs[0]);
  g_ort->ReleaseValue(outputs[1]);
  g_ort->ReleaseSession(session);
}

// CHECK-LABEL: function "run" @5:1
// CHECK: value %3 "input" tensor param @6:20
// CHECK: value %4 "session" model local @7:15
// CHECK: 8:3 load-model %4 api="g_ort->CreateSession" release="g_ort->ReleaseSession({})"
// CHECK: 12:3 create %[[O0:[0-9]+]] api="g_ort->Run" release="g_ort->ReleaseValue({})"
// CHECK-NEXT: 12:3 create %[[O1:[0-9]+]] api="g_ort->Run"
// CHECK-NEXT: 12:3 use %4 api="g_ort->Run"
// CHECK-NEXT: 12:3 use %3 api="g_ort->Run"
// The status the statement throws away: the caller's to release on failure.
// CHECK-NEXT: 12:3 create %[[ST:[0-9]+]] api="g_ort->Run" release="g_ort->ReleaseStatus({})"
// CHECK-NEXT: 12:3 kill %[[ST]]
// CHECK-NEXT: 13:3 release %[[O0]] api="g_ort->ReleaseValue"
// CHECK-NEXT: 14:3 release %[[O1]] api="g_ort->ReleaseValue"
// CHECK-NEXT: 15:3 release %4 api="g_ort->ReleaseSession"
