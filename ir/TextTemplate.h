//===- TextTemplate.h - Placeholders in model-supplied text -----*- C++ -*-===//
//
// API models and frontends write text with placeholders for the parts only
// known at a finding: "TF_DeleteTensor({})", "run {where} inside {ns}.tidy()".
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_IR_TEXTTEMPLATE_H
#define TENSORLINT_IR_TEXTTEMPLATE_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace tensorlint::ir {

/// Text with every occurrence of Placeholder replaced by Value.
inline std::string fillPlaceholder(llvm::StringRef Text,
                                   llvm::StringRef Placeholder,
                                   llvm::StringRef Value) {
  std::string Out;
  while (true) {
    size_t P = Text.find(Placeholder);
    if (P == llvm::StringRef::npos)
      break;
    Out += Text.take_front(P);
    Out += Value;
    Text = Text.drop_front(P + Placeholder.size());
  }
  Out += Text;
  return Out;
}

} // namespace tensorlint::ir

#endif // TENSORLINT_IR_TEXTTEMPLATE_H
