//===- RuleCommand.h - `tensorlint rule NAME` -------------------*- C++ -*-===//
//
// A rule's page (docs/rules/<id>.md, embedded at build time) in the
// terminal, as `ruff rule` prints its rules' pages;
// `tensorlint rule` alone lists the rules with their summaries.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_TENSORLINT_RULECOMMAND_H
#define TENSORLINT_TOOLS_TENSORLINT_RULECOMMAND_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

namespace tensorlint {

/// Args: what follows `rule` on the command line. Returns the exit status:
/// 0, or 2 for an unknown rule or extra arguments.
int runRuleCommand(llvm::ArrayRef<const char *> Args, llvm::raw_ostream &Out,
                   llvm::raw_ostream &Err);

} // namespace tensorlint

#endif // TENSORLINT_TOOLS_TENSORLINT_RULECOMMAND_H
