// An RAII holder of a TF_Status, defined in a header the file includes.
#include "tensorflow/c/c_api.h"

class StatusHolder {
public:
  StatusHolder() : status_(TF_NewStatus()) {}
  ~StatusHolder() { TF_DeleteStatus(status_); }
  TF_Status *status_;
  bool failed() const { return TF_GetCode(status_) != TF_OK; }
  bool ok() const {
    if (TF_GetCode(status_) != TF_OK)
      return false;
    return true;
  }
  // Tests something else than the status: no proof of failure.
  bool busy() const { return calls_ > 0; }

private:
  int calls_ = 0;
};
