// A unity build's part: compiled on its own and included by main.c.
#include "model.h"

void model_step(Model *m, const int64_t *dims) {
  (void)m;
  TF_Tensor *scratch = TF_AllocateTensor(TF_FLOAT, dims, 1, 4);
  (void)scratch;
}
