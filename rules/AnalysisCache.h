//===- AnalysisCache.h - Engine runs kept for the next check -- -*- C++ -*-===//
//
// The editor checks a file again after every edit, and most of its functions
// are unchanged: their IR carries the revision it had (ir::Revision). Running
// the engine over a function is a pure function of its IR, of whether it runs
// in a freeing scope, and of the summaries its calls resolve to. The cache
// keeps, per function, the engine's runs of the last SummaryTable::compute
// with those inputs; the next compute reuses a run whose inputs are all equal
// instead of running the engine again. So the summaries and facts are those a
// compute without the cache makes, and the positions in them (none: facts
// name ops by block and index) cannot go stale.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_ANALYSISCACHE_H
#define TENSORLINT_RULES_ANALYSISCACHE_H

#include "rules/CFGInfo.h"
#include "rules/Engine.h"
#include "rules/Summaries.h"

#include "llvm/ADT/StringMap.h"

#include <memory>
#include <optional>
#include <vector>

namespace tensorlint::rules {

class AnalysisCache {
public:
  /// Engine runs reused and made by the last compute, for logs and tests.
  unsigned reused() const { return Reused; }
  unsigned ran() const { return Ran; }

private:
  friend class SummaryTable;

  /// One run of the engine: its inputs besides the IR, and what came out.
  struct Run {
    bool RunsInScope = false;
    /// The summary each Call and CallOutcome op resolved to, in op order
    /// (nullopt: none).
    std::vector<std::optional<FunctionSummary>> Callees;
    FunctionSummary Summary; ///< The summary made from the facts.
    std::shared_ptr<const FunctionFacts> Facts;
    bool Used = false; ///< By the compute under way.
  };
  struct Function {
    ir::Revision Rev;
    std::shared_ptr<const CFGInfo> CFG;
    std::vector<Run> Runs;
  };
  /// After a compute over Modules: keeps, per function, the runs it reused
  /// (of those Was points to: the same IR) and those it Made, with the
  /// control flow it used (CFGs); drops everything else, and the modules it
  /// did not see.
  void keep(const std::vector<const ir::Module *> &Modules,
            const std::vector<std::vector<Function *>> &Was,
            std::vector<std::vector<std::shared_ptr<const CFGInfo>>> CFGs,
            std::vector<std::vector<std::pair<ir::FunctionId, Run>>> Made);

  /// Per module path, per function id; only the modules of the last compute.
  llvm::StringMap<std::vector<Function>> ByModule;
  unsigned Reused = 0, Ran = 0;
};

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_ANALYSISCACHE_H
