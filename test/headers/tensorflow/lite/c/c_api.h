/* Declaration-only stub of the TensorFlow Lite C API
   (tensorflow/lite/c/c_api.h) for tensorlint's tests. */
#ifndef TENSORLINT_TEST_TENSORFLOW_LITE_C_C_API_H
#define TENSORLINT_TEST_TENSORFLOW_LITE_C_C_API_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum TfLiteStatus { kTfLiteOk = 0, kTfLiteError = 1 } TfLiteStatus;
typedef enum TfLiteType { kTfLiteNoType = 0, kTfLiteFloat32 = 1 } TfLiteType;

typedef struct TfLiteModel TfLiteModel;
typedef struct TfLiteInterpreterOptions TfLiteInterpreterOptions;
typedef struct TfLiteInterpreter TfLiteInterpreter;
typedef struct TfLiteSignatureRunner TfLiteSignatureRunner;
typedef struct TfLiteTensor TfLiteTensor;
typedef struct TfLiteDelegate TfLiteDelegate;

const char *TfLiteVersion(void);

TfLiteModel *TfLiteModelCreate(const void *model_data, size_t model_size);
TfLiteModel *TfLiteModelCreateFromFile(const char *model_path);
void TfLiteModelDelete(TfLiteModel *model);

TfLiteInterpreterOptions *TfLiteInterpreterOptionsCreate(void);
void TfLiteInterpreterOptionsDelete(TfLiteInterpreterOptions *options);
void TfLiteInterpreterOptionsSetNumThreads(TfLiteInterpreterOptions *options,
                                           int32_t num_threads);
void TfLiteInterpreterOptionsAddDelegate(TfLiteInterpreterOptions *options,
                                         TfLiteDelegate *delegate);

TfLiteInterpreter *
TfLiteInterpreterCreate(const TfLiteModel *model,
                        const TfLiteInterpreterOptions *optional_options);
void TfLiteInterpreterDelete(TfLiteInterpreter *interpreter);
TfLiteStatus TfLiteInterpreterAllocateTensors(TfLiteInterpreter *interpreter);
TfLiteStatus TfLiteInterpreterInvoke(TfLiteInterpreter *interpreter);
int32_t TfLiteInterpreterGetInputTensorCount(const TfLiteInterpreter *);
TfLiteTensor *TfLiteInterpreterGetInputTensor(const TfLiteInterpreter *,
                                              int32_t input_index);
const TfLiteTensor *
TfLiteInterpreterGetOutputTensor(const TfLiteInterpreter *,
                                 int32_t output_index);
TfLiteSignatureRunner *
TfLiteInterpreterGetSignatureRunner(const TfLiteInterpreter *,
                                    const char *signature_key);
void TfLiteSignatureRunnerDelete(TfLiteSignatureRunner *signature_runner);

TfLiteType TfLiteTensorType(const TfLiteTensor *tensor);
size_t TfLiteTensorByteSize(const TfLiteTensor *tensor);
void *TfLiteTensorData(const TfLiteTensor *tensor);
TfLiteStatus TfLiteTensorCopyFromBuffer(TfLiteTensor *tensor,
                                        const void *input_data,
                                        size_t input_data_size);
TfLiteStatus TfLiteTensorCopyToBuffer(const TfLiteTensor *output_tensor,
                                      void *output_data,
                                      size_t output_data_size);

#ifdef __cplusplus
}
#endif

#endif
