#pragma once
#include "tensorflow/c/c_api.h"
#ifdef __cplusplus
extern "C" {
#endif
// Defined in free_tensor.c: frees the tensor when there is one.
void free_tensor(TF_Tensor *t);
#ifdef __cplusplus
}
#endif
