//===- Rules.h - The rule registry and the analysis entry point -*- C++ -*-===//
//
// Rules read only the IR (and the engine's results over it). None of them
// knows which language the IR came from.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_RULES_H
#define TENSORLINT_RULES_RULES_H

#include "ir/IR.h"
#include "rules/Finding.h"
#include "rules/Summaries.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tensorlint::rules {

struct RuleInfo {
  const char *Id;      ///< "tensor-undisposed".
  const char *Summary; ///< One line for --list-checks / SARIF.
};

/// Every rule, in a stable order.
const std::vector<RuleInfo> &allRules();

/// Which rules are enabled: a clang-tidy style glob list
/// ("-*,tensor-undisposed", "tensor-*,-tensor-model-reload").
class RuleFilter {
public:
  RuleFilter(); ///< Everything enabled.
  explicit RuleFilter(llvm::StringRef Globs);
  bool isEnabled(llvm::StringRef RuleId) const;
  /// The globs (as written, without '-') that match no rule: a typo such as
  /// "tensor-undisposd" would otherwise silently change nothing.
  std::vector<std::string> unmatchedGlobs() const;

private:
  std::vector<std::pair<bool, std::string>> Globs; // (positive, glob)
};

/// Choices that change what the rules report (CLI flags, `.tensorlint.yaml`,
/// clang-tidy CheckOptions).
struct AnalysisOptions {
  /// Report tensors lost only on paths that leave by an exception (`throw`).
  /// Off by default, as in the Clang Static Analyzer: such paths are rare,
  /// and their leaks are noise to most users. (Paths that end the program,
  /// abort() or exit(), never leak: the process's memory goes with it.)
  bool ReportExceptionPaths = false;
};

/// Runs the engine and every enabled rule over one module. Summaries holds
/// the per-function summaries of all modules in the run (see Summaries.h).
std::vector<Finding> analyzeModule(const ir::Module &M,
                                   const SummaryTable &Summaries,
                                   const RuleFilter &Filter,
                                   const AnalysisOptions &Opts = {});

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_RULES_H
