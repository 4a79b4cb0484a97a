/* Declaration-only stub of the ONNX Runtime C API (onnxruntime_c_api.h) for
   tensorlint's tests: the OrtApi function table with the fields the tests
   call, in the real header's spelling. */
#ifndef TENSORLINT_TEST_ONNXRUNTIME_C_API_H
#define TENSORLINT_TEST_ONNXRUNTIME_C_API_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ORT_API_VERSION 16

typedef struct OrtEnv OrtEnv;
typedef struct OrtStatus OrtStatus;
typedef struct OrtSession OrtSession;
typedef struct OrtSessionOptions OrtSessionOptions;
typedef struct OrtRunOptions OrtRunOptions;
typedef struct OrtValue OrtValue;
typedef struct OrtMemoryInfo OrtMemoryInfo;
typedef struct OrtAllocator OrtAllocator;
typedef struct OrtTypeInfo OrtTypeInfo;
typedef struct OrtTensorTypeAndShapeInfo OrtTensorTypeAndShapeInfo;

typedef enum OrtLoggingLevel {
  ORT_LOGGING_LEVEL_VERBOSE,
  ORT_LOGGING_LEVEL_WARNING = 2
} OrtLoggingLevel;
typedef enum ONNXTensorElementDataType {
  ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT = 1
} ONNXTensorElementDataType;
typedef enum OrtAllocatorType { OrtDeviceAllocator = 0, OrtArenaAllocator = 1 } OrtAllocatorType;
typedef enum OrtMemType { OrtMemTypeDefault = 0 } OrtMemType;
typedef enum OrtErrorCode { ORT_OK = 0, ORT_FAIL = 1 } OrtErrorCode;

typedef OrtStatus *OrtStatusPtr;

struct OrtApi {
  OrtStatus *(*CreateStatus)(OrtErrorCode code, const char *msg);
  OrtErrorCode (*GetErrorCode)(const OrtStatus *status);
  const char *(*GetErrorMessage)(const OrtStatus *status);
  OrtStatusPtr (*CreateEnv)(OrtLoggingLevel log_severity_level,
                            const char *logid, OrtEnv **out);
  OrtStatusPtr (*CreateSession)(const OrtEnv *env, const char *model_path,
                                const OrtSessionOptions *options,
                                OrtSession **out);
  OrtStatusPtr (*CreateSessionFromArray)(const OrtEnv *env,
                                         const void *model_data,
                                         size_t model_data_length,
                                         const OrtSessionOptions *options,
                                         OrtSession **out);
  OrtStatusPtr (*Run)(OrtSession *session, const OrtRunOptions *run_options,
                      const char *const *input_names,
                      const OrtValue *const *inputs, size_t input_len,
                      const char *const *output_names,
                      size_t output_names_len, OrtValue **outputs);
  OrtStatusPtr (*CreateSessionOptions)(OrtSessionOptions **options);
  OrtStatusPtr (*SetIntraOpNumThreads)(OrtSessionOptions *options,
                                       int intra_op_num_threads);
  OrtStatusPtr (*CreateRunOptions)(OrtRunOptions **out);
  OrtStatusPtr (*CreateTensorAsOrtValue)(OrtAllocator *allocator,
                                         const int64_t *shape,
                                         size_t shape_len,
                                         ONNXTensorElementDataType type,
                                         OrtValue **out);
  OrtStatusPtr (*CreateTensorWithDataAsOrtValue)(
      const OrtMemoryInfo *info, void *p_data, size_t p_data_len,
      const int64_t *shape, size_t shape_len, ONNXTensorElementDataType type,
      OrtValue **out);
  OrtStatusPtr (*IsTensor)(const OrtValue *value, int *out);
  OrtStatusPtr (*GetTensorMutableData)(OrtValue *value, void **out);
  OrtStatusPtr (*GetTensorTypeAndShape)(const OrtValue *value,
                                        OrtTensorTypeAndShapeInfo **out);
  OrtStatusPtr (*GetDimensionsCount)(const OrtTensorTypeAndShapeInfo *info,
                                     size_t *out);
  OrtStatusPtr (*CreateCpuMemoryInfo)(OrtAllocatorType type,
                                      OrtMemType mem_type,
                                      OrtMemoryInfo **out);
  OrtStatusPtr (*GetAllocatorWithDefaultOptions)(OrtAllocator **out);
  OrtStatusPtr (*SessionGetInputCount)(const OrtSession *session,
                                       size_t *out);
  OrtStatusPtr (*SessionGetOutputCount)(const OrtSession *session,
                                        size_t *out);
  OrtStatusPtr (*SessionGetInputTypeInfo)(const OrtSession *session,
                                          size_t index,
                                          OrtTypeInfo **type_info);
  OrtStatusPtr (*SessionGetOutputTypeInfo)(const OrtSession *session,
                                           size_t index,
                                           OrtTypeInfo **type_info);
  OrtStatusPtr (*SessionGetInputName)(const OrtSession *session, size_t index,
                                      OrtAllocator *allocator, char **value);
  OrtStatusPtr (*SessionGetOutputName)(const OrtSession *session,
                                       size_t index, OrtAllocator *allocator,
                                       char **value);
  void (*ReleaseEnv)(OrtEnv *input);
  void (*ReleaseStatus)(OrtStatus *input);
  void (*ReleaseMemoryInfo)(OrtMemoryInfo *input);
  void (*ReleaseSession)(OrtSession *input);
  void (*ReleaseValue)(OrtValue *input);
  void (*ReleaseRunOptions)(OrtRunOptions *input);
  void (*ReleaseTypeInfo)(OrtTypeInfo *input);
  void (*ReleaseTensorTypeAndShapeInfo)(OrtTensorTypeAndShapeInfo *input);
  void (*ReleaseSessionOptions)(OrtSessionOptions *input);
};
typedef struct OrtApi OrtApi;

struct OrtApiBase {
  const OrtApi *(*GetApi)(uint32_t version);
  const char *(*GetVersionString)(void);
};
typedef struct OrtApiBase OrtApiBase;

const OrtApiBase *OrtGetApiBase(void);

#ifdef __cplusplus
}
#endif

#endif
