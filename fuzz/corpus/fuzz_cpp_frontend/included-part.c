// COUNT: 3
// A part is named as the user named the file that includes it; a unity
// build's part that is also an input on its own is reported once.
// REL: {{^}}Inputs/included-part.inc:{{[0-9]+}}:14: warning: tensor stored into 'Model::cache'
// UNITY-COUNT-1: {{^}}unity/part.c:6:24: warning: tensor returned by 'TF_AllocateTensor'
// UNITY-NOT: warning:
//
// A translation unit split into source files that include each other
// textually (rwkv.cpp includes rwkv_eval.inc): the included part's
// functions are lowered with the file's own, and findings in them are
// reported at their place in the part. Headers are not parts: the TF C API
// header declares functions but defines none of ours.
#include <stddef.h>
#include <tensorflow/c/c_api.h>

typedef struct {
  TF_Graph *graph;
  TF_Tensor *cache;
} Model;

#include "Inputs/included-part.inc"

void Model_Free(Model *m) { TF_DeleteGraph(m->graph); }

int run_once(const int64_t *dims) {
  Model m;
  m.graph = TF_NewGraph();
  Model_Eval(&m, dims);
  // CHECK: included-part.c:[[@LINE+2]]:22: warning: tensor returned by 'TF_AllocateTensor' is never disposed [tensor-undisposed]
  // MAIN-ONLY: included-part.c:[[@LINE+1]]:22: warning: tensor returned by 'TF_AllocateTensor' is never disposed [tensor-undisposed]
  TF_Tensor *probe = TF_AllocateTensor(TF_FLOAT, dims, 1, 4);
  (void)probe;
  Model_Free(&m);
  return 0;
}
