//===- JsonText.h - Strings safe for llvm::json -----------------*- C++ -*-===//

#ifndef TENSORLINT_TOOLS_DRIVER_JSONTEXT_H
#define TENSORLINT_TOOLS_DRIVER_JSONTEXT_H

#include "llvm/Support/JSON.h"

#include <string>

namespace tensorlint::driver {

/// llvm::json only takes valid UTF-8; names and messages can quote source
/// text that is not. Invalid sequences become U+FFFD.
inline std::string jsonText(llvm::StringRef S) {
  if (llvm::json::isUTF8(S))
    return S.str();
  return llvm::json::fixUTF8(S);
}

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_JSONTEXT_H
