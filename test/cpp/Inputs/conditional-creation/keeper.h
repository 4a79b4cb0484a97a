#pragma once
#include "tensorflow/c/c_api.h"
#ifdef __cplusplus
extern "C" {
#endif
void keep(TF_Tensor *t);
#ifdef __cplusplus
}
#endif
