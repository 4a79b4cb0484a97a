//===- ApiModelTestUtil.h - Helpers for the API model tests -----*- C++ -*-===//

#ifndef TENSORLINT_TEST_UNIT_APIMODELTESTUTIL_H
#define TENSORLINT_TEST_UNIT_APIMODELTESTUTIL_H

#include "apis/ApiModel.h"

#include <string>

namespace tensorlint::test {

/// Loads Text as "bad.yaml" into Into (a database of its own if null) and
/// returns the error message ("" on success).
inline std::string loadError(llvm::StringRef Text,
                             apis::ApiDatabase *Into = nullptr) {
  apis::ApiDatabase Local;
  apis::ApiDatabase &DB = Into ? *Into : Local;
  if (llvm::Error E = DB.loadBuffer(Text, "bad.yaml"))
    return llvm::toString(std::move(E));
  return "";
}

} // namespace tensorlint::test

#endif // TENSORLINT_TEST_UNIT_APIMODELTESTUTIL_H
