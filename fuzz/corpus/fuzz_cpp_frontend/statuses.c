#include "tensorflow/c/c_api.h"
#include "ggml.h"

static TF_Status *cached;

int run(int n) {
  TF_Status *s = TF_NewStatus();
  if (!s)
    return 1;
  if (n > 3) {
    cached = s;
    return 0;
  }
  TF_DeleteStatus(s);
  TF_DeleteStatus(s);
  return TF_GetCode(cached);
}
