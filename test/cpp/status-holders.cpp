// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 -I%test_headers -I%S/Inputs/status-holders 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// RUN: not %tensorlint --checks='-*,tensor-*' --extra-arg=-I%test_headers --extra-arg=-I%S/Inputs/status-holders %s -- -std=c++17 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// A status kept in an RAII holder (issue 48, cause 3): the holder's method
// that tests it (failed(), ok()) proves the call failed on its branch, so
// the output it was to create does not exist there. A predicate function
// given the holder's field proves it too. A method that tests something
// else proves nothing.
#include "status_holder.h"

static bool statusOk(const TF_Status *s) { return TF_GetCode(s) == TF_OK; }

struct Runner {
  TF_Session *session;
  TF_Output in, out;

  TF_Tensor *byMethod(TF_Tensor *x) {
    StatusHolder st;
    TF_Tensor *result = nullptr;
    TF_SessionRun(session, nullptr, &in, &x, 1, &out, &result, 1, nullptr, 0,
                  nullptr, st.status_);
    if (st.failed())
      return nullptr;
    return result;
  }

  TF_Tensor *byPositiveMethod(TF_Tensor *x) {
    StatusHolder st;
    TF_Tensor *result = nullptr;
    TF_SessionRun(session, nullptr, &in, &x, 1, &out, &result, 1, nullptr, 0,
                  nullptr, st.status_);
    if (!st.ok())
      return nullptr;
    return result;
  }

  TF_Tensor *byPredicate(TF_Tensor *x) {
    StatusHolder st;
    TF_Tensor *result = nullptr;
    TF_SessionRun(session, nullptr, &in, &x, 1, &out, &result, 1, nullptr, 0,
                  nullptr, st.status_);
    if (!statusOk(st.status_))
      return nullptr;
    return result;
  }

  TF_Tensor *otherTest(TF_Tensor *x) {
    StatusHolder st;
    TF_Tensor *result = nullptr;
    // CHECK: :[[@LINE+1]]:5: warning: tensor returned by 'TF_SessionRun' is not disposed on the path through the 'return' at line [[@LINE+4]] [tensor-undisposed]
    TF_SessionRun(session, nullptr, &in, &x, 1, &out, &result, 1, nullptr, 0,
                  nullptr, st.status_);
    if (st.busy())
      return nullptr;
    return result;
  }
};
