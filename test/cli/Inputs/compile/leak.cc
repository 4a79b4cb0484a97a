#include "project.h"
#include "tensorflow/c/c_api.h"

void run() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, kBytes);
  TF_TensorData(t);
}
