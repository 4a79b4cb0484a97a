/* Declaration-only stub of the TensorFlow Eager C API
   (tensorflow/c/eager/c_api.h) for tensorlint's tests. */
#ifndef TENSORLINT_TEST_TENSORFLOW_C_EAGER_C_API_H
#define TENSORLINT_TEST_TENSORFLOW_C_EAGER_C_API_H

#include "tensorflow/c/c_api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TFE_ContextOptions TFE_ContextOptions;
typedef struct TFE_Context TFE_Context;
typedef struct TFE_TensorHandle TFE_TensorHandle;
typedef struct TFE_Op TFE_Op;

TFE_ContextOptions *TFE_NewContextOptions(void);
void TFE_ContextOptionsSetAsync(TFE_ContextOptions *, unsigned char enable);
void TFE_DeleteContextOptions(TFE_ContextOptions *);

TFE_Context *TFE_NewContext(const TFE_ContextOptions *opts, TF_Status *status);
void TFE_DeleteContext(TFE_Context *ctx);

TFE_TensorHandle *TFE_NewTensorHandle(const TF_Tensor *t, TF_Status *status);
void TFE_DeleteTensorHandle(TFE_TensorHandle *h);
TF_DataType TFE_TensorHandleDataType(TFE_TensorHandle *h);
int TFE_TensorHandleNumDims(TFE_TensorHandle *h, TF_Status *status);
int64_t TFE_TensorHandleDim(TFE_TensorHandle *h, int dim_index,
                            TF_Status *status);
TFE_TensorHandle *TFE_TensorHandleCopySharingTensor(TFE_TensorHandle *h,
                                                    TF_Status *status);
TFE_TensorHandle *TFE_TensorHandleCopyToDevice(TFE_TensorHandle *h,
                                               TFE_Context *ctx,
                                               const char *device_name,
                                               TF_Status *status);
TF_Tensor *TFE_TensorHandleResolve(TFE_TensorHandle *h, TF_Status *status);

TFE_Op *TFE_NewOp(TFE_Context *ctx, const char *op_or_function_name,
                  TF_Status *status);
void TFE_DeleteOp(TFE_Op *op);
void TFE_OpSetAttrType(TFE_Op *op, const char *attr_name, TF_DataType value);
void TFE_OpAddInput(TFE_Op *op, TFE_TensorHandle *input, TF_Status *status);
void TFE_OpConsumeInput(TFE_Op *op, TFE_TensorHandle *input, TF_Status *status);
void TFE_Execute(TFE_Op *op, TFE_TensorHandle **retvals, int *num_retvals,
                 TF_Status *status);

#ifdef __cplusplus
}
#endif

#endif
