// A class of a header that keeps what it is given, unless it is full.
#include "tensorflow/c/c_api.h"
#include <vector>

class Batch {
public:
  void add(TF_Tensor *t) {
    if (tensors_.size() >= limit_)
      return;
    tensors_.push_back(t);
  }
  ~Batch() {
    for (TF_Tensor *t : tensors_)
      TF_DeleteTensor(t);
  }

private:
  std::vector<TF_Tensor *> tensors_;
  size_t limit_ = 8;
};
