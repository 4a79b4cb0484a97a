#pragma once
#include "tensorflow/c/c_api.h"
// Defined in another file: a helper whose precondition check returns.
#define CHECK_OR_RETURN(cond, value)                                           \
  do {                                                                         \
    if (!(cond))                                                               \
      return value;                                                            \
  } while (0)
TF_Tensor *scaled(TF_Tensor *in, float factor);
