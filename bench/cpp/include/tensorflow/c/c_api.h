// Fallback declarations of the TensorFlow C API subset used by bench/cpp/*.cc
// (signatures as in tensorflow/c/c_api.h and tf_tensor.h, TF 2.x). bench/run
// uses the project's stub headers under test/headers instead when they exist.
#ifndef TENSORLINT_BENCH_TF_C_API_H
#define TENSORLINT_BENCH_TF_C_API_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef enum TF_DataType { TF_FLOAT = 1, TF_DOUBLE = 2, TF_INT32 = 3, TF_UINT8 = 4, TF_INT64 = 9 } TF_DataType;
typedef enum TF_Code { TF_OK = 0, TF_CANCELLED = 1, TF_UNKNOWN = 2, TF_INVALID_ARGUMENT = 3 } TF_Code;
typedef struct TF_Status TF_Status;
typedef struct TF_Tensor TF_Tensor;
typedef struct TF_Buffer { const void* data; size_t length; void (*data_deallocator)(void* data, size_t length); } TF_Buffer;
typedef struct TF_Graph TF_Graph;
typedef struct TF_Operation TF_Operation;
typedef struct TF_OperationDescription TF_OperationDescription;
typedef struct TF_Session TF_Session;
typedef struct TF_SessionOptions TF_SessionOptions;
typedef struct TF_ImportGraphDefOptions TF_ImportGraphDefOptions;
typedef struct TF_Output { TF_Operation* oper; int index; } TF_Output;

TF_Status* TF_NewStatus(void);
void TF_DeleteStatus(TF_Status*);
TF_Code TF_GetCode(const TF_Status* s);
const char* TF_Message(const TF_Status* s);

TF_Tensor* TF_NewTensor(TF_DataType, const int64_t* dims, int num_dims, void* data, size_t len,
                        void (*deallocator)(void* data, size_t len, void* arg), void* deallocator_arg);
TF_Tensor* TF_AllocateTensor(TF_DataType, const int64_t* dims, int num_dims, size_t len);
void TF_DeleteTensor(TF_Tensor*);
TF_DataType TF_TensorType(const TF_Tensor*);
int TF_NumDims(const TF_Tensor*);
int64_t TF_Dim(const TF_Tensor* tensor, int dim_index);
size_t TF_TensorByteSize(const TF_Tensor*);
void* TF_TensorData(const TF_Tensor*);
int64_t TF_TensorElementCount(const TF_Tensor* tensor);

TF_Buffer* TF_NewBufferFromString(const void* proto, size_t proto_len);
TF_Buffer* TF_NewBuffer(void);
void TF_DeleteBuffer(TF_Buffer*);

TF_Graph* TF_NewGraph(void);
void TF_DeleteGraph(TF_Graph*);
TF_Operation* TF_GraphOperationByName(TF_Graph* graph, const char* oper_name);
TF_ImportGraphDefOptions* TF_NewImportGraphDefOptions(void);
void TF_DeleteImportGraphDefOptions(TF_ImportGraphDefOptions* opts);
void TF_GraphImportGraphDef(TF_Graph* graph, const TF_Buffer* graph_def, const TF_ImportGraphDefOptions* options,
                            TF_Status* status);

TF_SessionOptions* TF_NewSessionOptions(void);
void TF_DeleteSessionOptions(TF_SessionOptions*);
TF_Session* TF_NewSession(TF_Graph* graph, const TF_SessionOptions* opts, TF_Status* status);
TF_Session* TF_LoadSessionFromSavedModel(const TF_SessionOptions* session_options, const TF_Buffer* run_options,
                                         const char* export_dir, const char* const* tags, int tags_len,
                                         TF_Graph* graph, TF_Buffer* meta_graph_def, TF_Status* status);
void TF_CloseSession(TF_Session*, TF_Status* status);
void TF_DeleteSession(TF_Session*, TF_Status* status);
void TF_SessionRun(TF_Session* session, const TF_Buffer* run_options, const TF_Output* inputs,
                   TF_Tensor* const* input_values, int ninputs, const TF_Output* outputs,
                   TF_Tensor** output_values, int noutputs, const TF_Operation* const* target_opers,
                   int ntargets, TF_Buffer* run_metadata, TF_Status*);
#ifdef __cplusplus
}
#endif
#endif
