//===- KeptFindings.h - Findings kept for the next check --------*- C++ -*-===//
//
// The editor checks a file again after every keystroke, and most of its
// functions are unchanged. The rules over one function read its IR, its
// engine facts, the summary table, the IR of the functions nested in it
// (fix requests), a callee's attributes and range (tensor-async-tidy), the
// module's frame (its path and parts, graphs, scope advice: what messages
// spell) and the rule filter and options. So a function's findings are
// what they were, moved with the text, when:
// - its IR has the revision it had (ir::Revision), and so has every
//   function nested in it;
// - the summary table was patched (analysis/SummaryPatch.cpp): every summary,
//   frequency and outline (attributes included) is the last one;
// - the frame, the filter and the options are the same;
// - the text change adds or removes no line (messages spell line numbers,
//   and a patch keeps every unchanged function on its lines), and each
//   position in the findings lies outside it.
// A callee's range moves with the text like any other position.
//
// Each function's findings are kept as its rules reported them, before the
// sink dropped a second report of one location (FindingSink::recordInto):
// replayed through the sink in function order, they are dropped where a
// check would drop them.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_KEPTFINDINGS_H
#define TENSORLINT_RULES_KEPTFINDINGS_H

#include "ir/IR.h"
#include "ir/TextChange.h"
#include "rules/Finding.h"
#include "rules/Rules.h"

#include <optional>
#include <vector>

namespace tensorlint::rules {

/// What the rules read of a module besides its functions.
struct ModuleFrame {
  std::string Path;
  std::vector<std::string> Parts;
  ir::Language Lang{};
  std::string DetachHint, ScopeAdvice, ScopeWrap;
  std::vector<ir::Graph> Graphs;
  std::vector<ir::CallbackRegistration> Registrations;
  bool ExportsStayInRun = false;
  bool LoadedByNone = false;
  bool HasFreeingScope = false;
  bool IsTest = false;

  static ModuleFrame of(const ir::Module &M);
  friend bool operator==(const ModuleFrame &, const ModuleFrame &) = default;
};

/// Moves every position in Fd with C; false if one lies in the change, or
/// in a file other than the module's own (C changed only that one).
bool moveFinding(Finding &Fd, const ir::TextChange &C);

class KeptFindings {
public:
  /// Per function of M: the findings its last check reported, moved by
  /// Change, when they are what a check would report (see above); nullopt
  /// to check it. TablePatched: the summary table the rules read now was
  /// patched from the one they read then. Takes them out of the cache.
  std::vector<std::optional<std::vector<Finding>>>
  take(const ir::Module &M, const RuleFilter &Filter,
       const AnalysisOptions &Opts, const ir::TextChange *Change,
       bool TablePatched);

  /// Keeps what a check of M reported, per function, for the next take.
  void keep(const ir::Module &M, const RuleFilter &Filter,
            const AnalysisOptions &Opts,
            std::vector<std::vector<Finding>> ByFunction);

  /// Drops them: the document was lowered, and so moved, without a check.
  void forget() { Valid = false; }

  /// How many functions' findings the last take gave, for logs and tests.
  unsigned reused() const { return Reused; }

private:
  bool Valid = false;
  ModuleFrame Frame;
  RuleFilter Filter;
  AnalysisOptions Opts;
  std::vector<ir::Revision> Revs;
  std::vector<std::vector<Finding>> ByFunction;
  unsigned Reused = 0;
};

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_KEPTFINDINGS_H
