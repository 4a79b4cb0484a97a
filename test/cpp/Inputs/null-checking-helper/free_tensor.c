#include "free_tensor.h"
void free_tensor(TF_Tensor *t) {
  if (t != NULL)
    TF_DeleteTensor(t);
}
