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
// name ops by block and index, and summaries name no function by a name the
// frontend made up from where it begins) cannot go stale.
//
// It also keeps the last compute's table, once its user gives it back
// (keepTable), with each function's outline: the next compute patches that
// table when the functions whose IR changed summarise and call as before
// (analysis/SummaryPatch.cpp), instead of visiting every function again.
// What the rules found is kept beside it by its user (the editor): the
// engine knows no rule.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_ANALYSISCACHE_H
#define TENSORLINT_ANALYSIS_ANALYSISCACHE_H

#include "analysis/CFGInfo.h"
#include "analysis/Engine.h"
#include "analysis/Summaries.h"

#include "llvm/ADT/StringMap.h"

#include <memory>
#include <optional>
#include <vector>

namespace tensorlint::analysis {

class AnalysisCache {
public:
  /// Engine runs reused and made by the last compute, for logs and tests.
  unsigned reused() const { return Reused; }
  unsigned ran() const { return Ran; }
  /// Whether the last compute patched the table before it (which see).
  bool patched() const { return Patched; }

  /// Gives back the table the last compute with this cache returned, for
  /// the next compute to patch instead of computing every summary again
  /// (SummaryTable::compute says when it can). Returns the table it kept
  /// before, if any, which no compute will patch: the caller frees it when
  /// it suits it.
  std::optional<SummaryTable> keepTable(SummaryTable &&T);

private:
  friend class SummaryTable;
  friend class SummaryComputation; // SummaryTable::compute's steps

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
    /// Where the function began, and a hash of what the table reads of it
    /// besides its own summary and those of its callees (its outline: see
    /// SummaryPatch.cpp), at the last compute.
    ir::SourceLoc Begin;
    uint64_t Outline = 0;
    /// A closure nested in it ends a scope it did not begin.
    bool ClosureEnds = false;
  };
  /// After a compute over Modules: keeps, per function, the runs it reused
  /// (of those Was points to: the same IR) and those it Made, with the
  /// control flow it used (CFGs); drops everything else, and the modules it
  /// did not see.
  void keep(const std::vector<const ir::Module *> &Modules,
            const std::vector<std::vector<Function *>> &Was,
            std::vector<std::vector<std::shared_ptr<const CFGInfo>>> CFGs,
            std::vector<std::vector<std::pair<ir::FunctionId, Run>>> Made);

  /// After keep: what patching the table of the compute that called keep
  /// needs (SummaryTable::patchLast): per module, per function, the hash
  /// of its outline and whether a closure nested in it ends a scope it did
  /// not begin; and whether the table can be patched at all. Outlines is
  /// only read, and need only be made, when CanPatch is true.
  void
  keepOutlines(const std::vector<const ir::Module *> &Modules,
               std::vector<std::vector<std::pair<uint64_t, bool>>> Outlines,
               bool CanPatch);

  /// Per module path, per function id; only the modules of the last compute.
  llvm::StringMap<std::vector<Function>> ByModule;
  unsigned Reused = 0, Ran = 0;
  bool Patched = false;

  /// The last compute's table (given back by keepTable), and what a compute
  /// needs to know to patch it.
  std::optional<SummaryTable> Last;
  /// The table the last compute returned may be given back.
  bool ExpectsTable = false;
  /// The paths of the modules it was computed over, in order, and their
  /// callback registrations and whether their exports stay in the run
  /// (which the frequencies read).
  std::vector<std::string> LastPaths;
  std::vector<std::vector<ir::CallbackRegistration>> LastRegistrations;
  std::vector<std::vector<ir::PropCallback>> LastPropCallbacks;
  std::vector<bool> LastExportsStayInRun;
  /// ir::Module::PublishedLibrary (its exports are reused by unseen code).
  std::vector<bool> LastPublishedLibrary;
  /// ir::Module::LoadedByNone (none of its code runs).
  std::vector<bool> LastLoadedByNone;
  /// ir::Module::RoutesMountOncePerPage (its pages' mounts run once).
  std::vector<bool> LastRoutesMountOncePerPage;
  /// ir::Module::ImportedSymbols: a new import may make another module's
  /// export run.
  std::vector<std::vector<std::string>> LastImportedSymbols;
  /// ir::Module::ClassBases (which methods a class inherits, which
  /// overrides its base's `this.m()` may run).
  std::vector<std::vector<ir::Module::ClassBase>> LastClassBases;
  /// ir::Module::GlobalInstances (which class a page's global names).
  std::vector<std::vector<ir::Module::GlobalInstance>> LastGlobalInstances;
  /// ir::Module::ImportedNames (which module's function a name reaches).
  std::vector<std::vector<ir::Module::ImportedName>> LastImportedNames;
  /// It can be patched: the summaries converged, and their call graph has
  /// no cycle and no chain that a compute would need every round for (then
  /// the summaries are the only fixpoint, and a compute reaches it).
  bool Patchable = false;
};

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_ANALYSISCACHE_H
