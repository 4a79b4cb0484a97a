//===- ShippedApis.h - The shipped API models, for fuzz targets -*- C++ -*-===//
//
// Loaded once per process (in LLVMFuzzerInitialize) and never freed: a fuzz
// target runs millions of inputs against the same models.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FUZZ_SHIPPEDAPIS_H
#define TENSORLINT_FUZZ_SHIPPEDAPIS_H

#include "apis/ApiModel.h"

#include <cstdio>
#include <cstdlib>

namespace tensorlint::fuzz {

/// The shipped models; aborts naming Target if they cannot be loaded (a
/// build problem, not a finding).
inline const apis::ApiDatabase &shippedApis(const char *Target) {
  static apis::ApiDatabase *Db = [Target] {
    llvm::Expected<apis::ApiDatabase> D = apis::ApiDatabase::loadShipped();
    if (!D) {
      std::fprintf(stderr, "%s: %s\n", Target,
                   llvm::toString(D.takeError()).c_str());
      std::abort();
    }
    return new apis::ApiDatabase(std::move(*D)); // Lives for the process.
  }();
  return *Db;
}

} // namespace tensorlint::fuzz

#endif // TENSORLINT_FUZZ_SHIPPEDAPIS_H
