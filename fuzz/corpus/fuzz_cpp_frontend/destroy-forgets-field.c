// A record's destroy function frees some fields and forgets one: the tensors
// an init function allocates into the record leak with every model
// (afqueiruga/afqstensorflowexamples' WrappedTFModel). A record none of
// whose fields any function frees lives for the program; a borrowed handle
// stored into a field is not the storing function's to free.
#include <stddef.h>
#include <tensorflow/c/c_api.h>

typedef struct {
  TF_Graph *graph;
  TF_Status *status;
  TF_Tensor *in_tens;
  TF_Tensor *out_tens;
} Wrapped;

int Wrapped_Init(Wrapped *self, const int64_t *dims, int n) {
  self->status = TF_NewStatus();
  self->graph = TF_NewGraph();
  // CHECK: :[[@LINE+2]]:19: warning: tensor stored into 'Wrapped::in_tens' is never freed: no function frees that field [tensor-undisposed]
  // CHECK: :[[@LINE+1]]:19: note: 'Wrapped_Destroy' frees other fields of 'Wrapped'; free this one there too ('TF_DeleteTensor(self->in_tens)')
  self->in_tens = TF_AllocateTensor(TF_FLOAT, dims, n, 4 * (size_t)n);
  self->out_tens = TF_AllocateTensor(TF_FLOAT, dims, n, 4 * (size_t)n);
  return 0;
}

// A helper that frees its parameter frees the field it is passed.
void release_output(TF_Tensor *t) { TF_DeleteTensor(t); }

void Wrapped_Destroy(Wrapped *self) {
  TF_DeleteGraph(self->graph);
  TF_DeleteStatus(self->status);
  release_output(self->out_tens);
}

typedef struct {
  TF_Graph *graph;
  TF_Tensor *scratch;
} Forever;

void Forever_Init(Forever *f, const int64_t *dims) {
  f->graph = TF_NewGraph();
  f->scratch = TF_AllocateTensor(TF_FLOAT, dims, 1, 4);
}

typedef struct {
  TF_Graph *graph;
  TF_Status *status;
} View;

void View_Init(View *v, Wrapped *owner) {
  v->graph = owner->graph; // borrowed
  v->status = TF_NewStatus();
}

void View_Destroy(View *v) { TF_DeleteStatus(v->status); }
