//===- Rules.h - The rule registry and the analysis entry point -*- C++ -*-===//
//
// Rules read only the IR (and the engine's results over it). None of them
// knows which language the IR came from.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_RULES_H
#define TENSORLINT_RULES_RULES_H

#include "analysis/Summaries.h"
#include "ir/IR.h"
#include "ir/TextChange.h"
#include "rules/Finding.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tensorlint::rules {

struct FunctionContext;
class FindingSink;

/// What a rule reads besides the IR.
enum class RuleNeeds : uint8_t {
  /// The IR, summaries and calling context only: the rule runs on every
  /// function.
  Structure,
  /// The dataflow facts (who owns what, where): the rule is skipped in a
  /// function whose fixpoint did not converge, rather than guess.
  ConvergedFacts,
};

/// A rule: defined in its own file (rules/Undisposed.cpp defines
/// UndisposedRule), listed once in rules/RuleTable.def.
struct RuleInfo {
  const char *Id;      ///< "tensor-undisposed".
  const char *Summary; ///< One line for --list-checks / SARIF.
  /// What the rule finds and why it matters, in a few sentences (SARIF's
  /// fullDescription and help, which code scanning requires).
  const char *Description;
  RuleNeeds Needs;
  /// Reads one function and reports into the sink.
  void (*Check)(const FunctionContext &C, FindingSink &Sink);
};

/// Every rule of rules/RuleTable.def, sorted by id.
const std::vector<RuleInfo> &allRules();

/// Whether a rule runs where neither --checks nor a configuration names it
/// (rules/RuleTable.def's second column; true for an id that is no rule).
bool isOnByDefault(llvm::StringRef RuleId);
/// The glob list that enables exactly the rules on by default: "*", or
/// "*,-tensor-new-rule" when a rule is off by default.
std::string defaultChecks();

/// The rule's documentation page (docs/rules/ID.md on the project's site).
std::string ruleDocUrl(llvm::StringRef RuleId);

/// Which rules are enabled: a clang-tidy style glob list
/// ("-*,tensor-undisposed", "tensor-*,-tensor-model-reload") applied on top
/// of the rules on by default.
class RuleFilter {
public:
  RuleFilter(); ///< The rules on by default.
  explicit RuleFilter(llvm::StringRef Globs);
  bool isEnabled(llvm::StringRef RuleId) const;
  /// Whether a rule that is (or is not) on by default is enabled.
  bool isEnabled(llvm::StringRef RuleId, bool DefaultOn) const;
  /// The globs (as written, without '-') that match no rule: a typo such as
  /// "tensor-undisposd" would otherwise silently change nothing.
  std::vector<std::string> unmatchedGlobs() const;
  friend bool operator==(const RuleFilter &, const RuleFilter &) = default;

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
  /// Report tensors lost in functions nothing proves to run more than once:
  /// no loop around the loss, and no repeating entry point (a listener, a
  /// route, a frame, a render, a loop's callback) among their callers, in
  /// a language whose frontend models entry points
  /// (ir::Module::EntryPointsModelled). Off by default: such code often
  /// runs once (start-up, a script's main), or only code outside the run
  /// calls it, and a leak that happens once loses one tensor.
  bool ReportUnprovenRepetition = false;
  friend bool operator==(const AnalysisOptions &,
                         const AnalysisOptions &) = default;
};

class KeptFindings;

/// The editor's: the findings of a document's last check, which
/// analyzeModule moves instead of checking the functions nothing they read
/// changed in (KeptFindings.h), and keeps this check's in.
struct FindingReuse {
  KeptFindings &Findings;
  /// The summary table the rules read now was patched from the one they
  /// read then (analysis::AnalysisCache::patched).
  bool TablePatched = false;
  /// How the text changed since that analysis; null: check every function.
  const ir::TextChange *Change = nullptr;
};

/// Runs the engine and every enabled rule over one module. Summaries holds
/// the per-function summaries of all modules in the run (see Summaries.h).
/// With Pool, half of the functions are checked on it when there are a few
/// hundred to check (for the editor, which checks one file at a time); the
/// findings are the same. So they are with Reuse.
std::vector<Finding> analyzeModule(const ir::Module &M,
                                   const analysis::SummaryTable &Summaries,
                                   const RuleFilter &Filter,
                                   const AnalysisOptions &Opts = {},
                                   llvm::ThreadPoolInterface *Pool = nullptr,
                                   const FindingReuse *Reuse = nullptr);

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_RULES_H
