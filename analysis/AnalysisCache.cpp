//===- AnalysisCache.cpp - Engine runs kept for the next check ------------===//

#include "analysis/AnalysisCache.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

namespace tensorlint::analysis {

void AnalysisCache::keep(
    const std::vector<const ir::Module *> &Modules,
    const std::vector<std::vector<Function *>> &Was,
    std::vector<std::vector<std::shared_ptr<const CFGInfo>>> CFGs,
    std::vector<std::vector<std::pair<ir::FunctionId, Run>>> Made) {
  Reused = Ran = 0;
  llvm::StringSet<> Seen;
  for (const ir::Module *M : Modules)
    Seen.insert(M->Path);
  llvm::SmallVector<std::string, 4> Gone;
  for (const auto &E : ByModule)
    if (!Seen.contains(E.getKey()))
      Gone.push_back(E.getKey().str());
  for (const std::string &P : Gone)
    ByModule.erase(P);

  // Updated in place: most functions of a document keep their entry from
  // one keystroke to the next.
  Seen.clear();
  for (unsigned M = 0; M != Modules.size(); ++M) {
    if (!Seen.insert(Modules[M]->Path).second)
      continue; // the same path twice: the first one is kept
    const std::vector<ir::Function> &Fns = Modules[M]->Functions;
    std::vector<char> Same(Fns.size());
    for (ir::FunctionId Fn = 0; Fn != Fns.size(); ++Fn)
      Same[Fn] = Was[M][Fn] != nullptr;
    std::vector<Function> &V = ByModule[Modules[M]->Path];
    V.resize(Fns.size()); // (Was's pointers into V are not read again)
    for (ir::FunctionId Fn = 0; Fn != Fns.size(); ++Fn) {
      Function &F = V[Fn];
      if (Same[Fn]) {
        llvm::erase_if(F.Runs, [](const Run &R) { return !R.Used; });
        for (Run &R : F.Runs)
          R.Used = false;
        Reused += unsigned(F.Runs.size());
      } else {
        F.Rev = Fns[Fn].Rev;
        F.CFG = std::move(CFGs[M][Fn]);
        F.Runs.clear();
      }
    }
    for (auto &[Fn, R] : Made[M]) {
      V[Fn].Runs.push_back(std::move(R));
      ++Ran;
    }
  }
}

void AnalysisCache::keepOutlines(
    const std::vector<const ir::Module *> &Modules,
    std::vector<std::vector<std::pair<uint64_t, bool>>> Outlines,
    bool CanPatch) {
  Patchable = CanPatch;
  LastPaths.clear();
  LastRegistrations.clear();
  LastPropCallbacks.clear();
  LastExportsStayInRun.clear();
  LastPublishedLibrary.clear();
  LastLoadedByNone.clear();
  LastRoutesMountOncePerPage.clear();
  LastImportedSymbols.clear();
  LastClassBases.clear();
  LastGlobalInstances.clear();
  LastImportedNames.clear();
  llvm::StringSet<> Seen;
  for (unsigned M = 0; M != Modules.size(); ++M) {
    const ir::Module &Mod = *Modules[M];
    LastPaths.push_back(Mod.Path);
    LastRegistrations.push_back(Mod.Registrations);
    LastPropCallbacks.push_back(Mod.PropCallbacks);
    LastExportsStayInRun.push_back(Mod.ExportsStayInRun);
    LastPublishedLibrary.push_back(Mod.PublishedLibrary);
    LastLoadedByNone.push_back(Mod.LoadedByNone);
    LastRoutesMountOncePerPage.push_back(Mod.RoutesMountOncePerPage);
    LastImportedSymbols.push_back(Mod.ImportedSymbols);
    LastClassBases.push_back(Mod.ClassBases);
    LastGlobalInstances.push_back(Mod.GlobalInstances);
    LastImportedNames.push_back(Mod.ImportedNames);
    // Two modules of one path share one entry (keep): not patched.
    if (!Seen.insert(Mod.Path).second) {
      Patchable = false;
      continue;
    }
    if (!Patchable)
      continue; // no outlines were made: patchLast will not read them
    std::vector<Function> &Entries = ByModule[Mod.Path];
    for (ir::FunctionId Fn = 0; Fn != Mod.Functions.size(); ++Fn) {
      Entries[Fn].Begin = Mod.Functions[Fn].Range.Begin;
      Entries[Fn].Outline = Outlines[M][Fn].first;
      Entries[Fn].ClosureEnds = Outlines[M][Fn].second;
    }
  }
  ExpectsTable = true;
}

std::optional<SummaryTable> AnalysisCache::keepTable(SummaryTable &&T) {
  if (!ExpectsTable)
    return std::move(T);
  ExpectsTable = false;
  std::optional<SummaryTable> Before = std::move(Last);
  Last = std::move(T);
  return Before;
}

} // namespace tensorlint::analysis
