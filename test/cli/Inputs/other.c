#include <stddef.h>

typedef struct TF_Tensor TF_Tensor;
TF_Tensor *TF_AllocateTensor(int, const long *, int, size_t);
void TF_DeleteTensor(TF_Tensor *);

void f(void) {
  TF_Tensor *t = TF_AllocateTensor(1, NULL, 0, 4);
#ifdef FREE_IT
  TF_DeleteTensor(t);
#endif
}
