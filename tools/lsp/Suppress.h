//===- Suppress.h - Inline suppression comments (interim) -------*- C++ -*-===//
//
// Drops findings silenced by a comment, until the driver's shared
// suppression support (tools/driver/Suppressions.h) is available:
//   // tensorlint-disable-next-line [rule[, rule...]]   (line above)
//   // tensorlint-disable-line [rules]                  (same line)
//   // NOLINTNEXTLINE[(rules)]   and   // NOLINT[(rules)]
// No rule list silences every rule; a rule may end in '*'.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_SUPPRESS_H
#define TENSORLINT_TOOLS_LSP_SUPPRESS_H

#include "rules/Finding.h"

#include "llvm/ADT/StringRef.h"

#include <vector>

namespace tensorlint::lsp {

std::vector<rules::Finding> dropSuppressed(std::vector<rules::Finding> F,
                                           llvm::StringRef Source);

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_SUPPRESS_H
