/* Declaration-only stub of the TensorFlow Lite GPU delegate's C API
   (tensorflow/lite/delegates/gpu/delegate.h) for tensorlint's tests. */
#ifndef TENSORLINT_TEST_TENSORFLOW_LITE_DELEGATES_GPU_DELEGATE_H
#define TENSORLINT_TEST_TENSORFLOW_LITE_DELEGATES_GPU_DELEGATE_H

#include <stdint.h>

#include "tensorflow/lite/c/c_api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TfLiteGpuDelegateOptionsV2 {
  int32_t is_precision_loss_allowed;
  int32_t inference_preference;
  int64_t experimental_flags;
  int32_t max_delegated_partitions;
} TfLiteGpuDelegateOptionsV2;

TfLiteGpuDelegateOptionsV2 TfLiteGpuDelegateOptionsV2Default(void);
TfLiteDelegate *TfLiteGpuDelegateV2Create(const TfLiteGpuDelegateOptionsV2 *options);
void TfLiteGpuDelegateV2Delete(TfLiteDelegate *delegate);

#ifdef __cplusplus
}
#endif

#endif
