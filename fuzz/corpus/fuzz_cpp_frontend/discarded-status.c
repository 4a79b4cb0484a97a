// ONNX Runtime returns an OrtStatus* that is non-null on failure and is then
// the caller's to release: a call made as a bare statement throws it away
// and leaks it whenever the call fails (dhdanie/goonnx's getInputName).
// Checked, released, returned or deliberately ignored with (void): fine.
// Code that ignores one status ignores them all: one finding per function,
// at the first, whose notes name the others.
#include <onnxruntime_c_api.h>

char *input_name(const OrtApi *api, OrtSession *s, OrtAllocator *a) {
  char *name = NULL;
  // CHECK: :[[@LINE+1]]:3: warning: status returned by 'api->SessionGetInputName' is discarded; it leaks whenever the call fails [tensor-chained-temporary]
  api->SessionGetInputName(s, 0, a, &name);
  return name;
}

size_t output_count(const OrtApi *api, OrtSession *s, int verbose) {
  size_t n = 0;
  if (verbose)
    // CHECK: :[[@LINE+1]]:5: warning: status returned by 'api->SessionGetOutputCount' is discarded; it leaks whenever the call fails [tensor-chained-temporary]
    api->SessionGetOutputCount(s, &n);
  return n;
}

size_t checked(const OrtApi *api, OrtSession *s) {
  size_t n = 0;
  OrtStatus *st = api->SessionGetInputCount(s, &n);
  if (st) {
    api->ReleaseStatus(st);
    return 0;
  }
  return n;
}

OrtStatus *forwarded(const OrtApi *api, OrtSession *s, size_t *n) {
  return api->SessionGetInputCount(s, n);
}

size_t ignored_on_purpose(const OrtApi *api, OrtSession *s) {
  size_t n = 0;
  (void)api->SessionGetInputCount(s, &n);
  return n;
}

size_t shapes(const OrtApi *api, OrtSession *s, OrtAllocator *a) {
  size_t in = 0, out = 0;
  char *name = NULL;
  // CHECK: :[[@LINE+2]]:3: warning: status returned by 'api->SessionGetInputCount' is discarded; it leaks whenever the call fails (and 2 more in 'shapes') [tensor-chained-temporary]
  // CHECK: :[[@LINE+1]]:3: note: check it and call 'api->ReleaseStatus(it)' when it is set, or discard it explicitly with (void)
  api->SessionGetInputCount(s, &in);
  // CHECK: :[[@LINE+1]]:3: note: another status from 'api->SessionGetOutputCount' is discarded here
  api->SessionGetOutputCount(s, &out);
  // CHECK: :[[@LINE+1]]:3: note: another status from 'api->SessionGetInputName' is discarded here
  api->SessionGetInputName(s, 0, a, &name);
  return in + out;
}
