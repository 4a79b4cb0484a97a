//===- SummaryPatch.cpp - Patching the last summary table -----------------===//
//
// In the editor a keystroke changes the IR of one or two functions, and
// most often neither their summary nor how they call others. A compute then
// finds what the last one found for every other function, at the cost of
// visiting them all (a fifth of the keystroke's time on a 5,000-line file).
// Instead, the last table is patched: each changed function is summarised
// against the last table's summaries, and if that summary and its outline
// (everything else a compute reads of it: its name, position, attributes,
// export, where its calls go, which of them run in a scope or a loop, the
// record fields it frees and stores) are what they were, every other
// function's summary, calling scope and frequency are too, and the table
// stands with the changed functions' new control flow and facts.
//
// That holds when the last table is the only fixpoint of the summaries and
// a compute reaches it: no recursion among the calls that summaries read,
// and no chain of them a compute needs more rounds for than it makes
// (AnalysisCache::Patchable). The frequencies' reasons name lines, so every
// function whose IR did not change must also begin where it began.
// `tensorlint lsp --verify-incremental` compares every patched table with a
// computed one.
//
//===----------------------------------------------------------------------===//

#include "analysis/AnalysisCache.h"
#include "analysis/FieldReleases.h"
#include "analysis/ReturnedFunctions.h"
#include "analysis/SummariesDetail.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

namespace tensorlint::analysis {

using namespace summaries;
using FnRef = FunctionRef;

/// A hash of the outline of function Fn of module M (see the top).
/// ClosureEnds: a closure nested in it ends a scope it did not begin.
/// SummaryOf gives the summary of a function its calls resolve to.
static uint64_t
outlineOf(const std::vector<const ir::Module *> &Modules,
          const llvm::StringMap<FnRef> &SymToFn, unsigned M, ir::FunctionId Fn,
          const CFGInfo &CFG, bool ClosureEnds,
          llvm::function_ref<const FunctionSummary *(FnRef)> SummaryOf) {
  const ir::Module &Mod = *Modules[M];
  const ir::Function &F = Mod.Functions[Fn];
  llvm::SmallString<256> Buf;
  llvm::raw_svector_ostream OS(Buf);
  OS << F.Name << '\0' << F.Parent << ' ' << F.ExportSymbol << '\0'
     << F.ExportAlias << '\0' << F.Range.Begin.Line << ':' << F.Range.Begin.Col
     << ' ' << int(F.Attrs.Freq) << F.Attrs.FreqReason << '\0'
     << F.Attrs.IsScopeCallback << endsParentScope(F, CFG) << ClosureEnds;
  OS << F.Attrs.Unreferenced << F.Attrs.CallsCommentedOut << '\0'
     << F.Attrs.Destroys << '\0';
  for (const std::string &Name : F.Attrs.UnresolvedMemberCalls)
    OS << "|U" << Name;
  for (const ir::CallbackArg &R : F.Attrs.ReturnedFunctions)
    OS << "|R" << R.Fn << '/' << R.Symbol;
  for (const std::string &Sym : F.Attrs.ScopedSymbols)
    OS << "|S" << Sym;
  for (const ir::FunctionAttrs::StoredFunction &S : F.Attrs.StoredFunctions)
    OS << "|W" << S.Fn.Fn << '/' << S.Fn.Param.Fn << '.' << S.Fn.Param.Index
       << '/' << S.Fn.Symbol << '>' << S.Place;
  for (const ir::FunctionAttrs::PlaceCopy &C : F.Attrs.PlaceCopies)
    OS << "|C" << C.From << '>' << C.To;
  for (ir::FunctionId By : F.Attrs.DeferredBy)
    OS << "|D" << By;
  if (F.Attrs.OncePerMountOf != ir::NoFunction)
    OS << "|M" << F.Attrs.OncePerMountOf;
  if (F.Attrs.StartsEndlessLoop != ir::NoFunction)
    OS << "|L" << F.Attrs.StartsEndlessLoop;
  OS << F.Attrs.MountsWithCaller << F.Attrs.MountHook;
  for (const ir::FunctionAttrs::ParamCall &P : F.Attrs.ParamCalls)
    OS << "|P" << P.Param.Fn << '.' << P.Param.Index << ' ' << P.InScopeApi
       << ' ' << P.At.Line << ':' << P.At.Col << ' '
       << (P.Block < F.Blocks.size() && CFG.inLoop(P.Block));
  auto Spans = scopeSpans(F, ClosureEnds);
  for (ir::BlockId B = 0; B != F.Blocks.size(); ++B)
    for (const ir::Op &O : F.Blocks[B].Ops) {
      if (O.Kind != ir::OpKind::Call && O.Kind != ir::OpKind::ScopedCall &&
          O.Kind != ir::OpKind::CallOutcome)
        continue;
      OS << '|' << int(O.Kind) << ' ' << CFG.inLoop(B) << ' '
         << O.Range.Begin.Line;
      if (std::optional<FnRef> C = namedCallee(Modules, SymToFn, M, O))
        OS << ' ' << C->Module << '.' << C->Fn;
      OS << O.CallsResult << O.ResultOnlyCalled << O.ThisDispatch;
      OS << O.CalledPlace << '\0';
      for (ir::FunctionId Other : O.OtherCallees)
        if (Other < Mod.Functions.size())
          OS << ',' << Other;
      for (const ir::CallbackArg &CB : O.Callbacks)
        OS << ";" << CB.Arg << '=' << CB.Fn << '/' << CB.Param.Fn << '.'
           << CB.Param.Index << '/' << CB.Symbol << '/' << int(CB.Element);
      if (O.Kind == ir::OpKind::Call)
        OS << (F.Attrs.IsScopeCallback ||
               llvm::any_of(Spans, [&](const auto &S) {
                 return S.first < O.Range.Begin && O.Range.Begin < S.second;
               }));
    }
  FieldReleases::forEachEffect(
      F, CFG,
      [&](const ir::Op &O) -> const FunctionSummary * {
        std::optional<FnRef> C = resolveCall(Modules, SymToFn, M, O);
        return C ? SummaryOf(*C) : nullptr;
      },
      [&](llvm::StringRef Key) { OS << "|F" << Key << '\0'; },
      [&](llvm::StringRef Key, bool Handle) {
        OS << "|S" << Key << '\0' << Handle;
      });
  FieldReleases::forEachHandledName(
      F, [&](llvm::StringRef Name) { OS << "|H" << Name << '\0'; });
  return llvm::xxh3_64bits(llvm::arrayRefFromStringRef(Buf.str()));
}

// The summaries have one fixpoint that a compute reaches when the calls
// they read (Call and CallOutcome ops) have no cycle, and no chain needs more
// than MaxRounds - 2 rounds after the first (the last round must see no
// change). A round visits the functions in its order (PlaceOf), so a callee
// visited before its caller is final in the same round; one visited after
// it, a round later. (A round's order puts callees first, so without a
// cycle no chain needs a round more.)
bool summaries::summariesConvergeAlike(
    const std::vector<const ir::Module *> &Modules,
    const llvm::StringMap<FnRef> &SymToFn,
    const std::vector<std::vector<bool>> &HasCalls,
    llvm::function_ref<uint32_t(FnRef)> PlaceOf) {
  std::vector<size_t> Base(Modules.size() + 1, 0);
  for (unsigned M = 0; M != Modules.size(); ++M)
    Base[M + 1] = Base[M] + Modules[M]->Functions.size();
  // Per function (by ordinal): 0 unvisited, 1 on the stack, 2 done; and
  // the rounds after the first that it needs.
  std::vector<uint8_t> State(Base.back(), 0);
  std::vector<unsigned> Depth(Base.back(), 0);
  struct Frame {
    FnRef F;
    size_t Block = 0, Op = 0;
  };
  for (unsigned M0 = 0; M0 != Modules.size(); ++M0)
    for (ir::FunctionId F0 = 0; F0 != Modules[M0]->Functions.size(); ++F0) {
      if (State[Base[M0] + F0])
        continue;
      std::vector<Frame> Stack{{{M0, F0}}};
      State[Base[M0] + F0] = 1;
      while (!Stack.empty()) {
        Frame &Top = Stack.back();
        size_t Pos = Base[Top.F.Module] + Top.F.Fn;
        const ir::Function &F = Modules[Top.F.Module]->Functions[Top.F.Fn];
        if (!HasCalls[Top.F.Module][Top.F.Fn] || Top.Block == F.Blocks.size()) {
          State[Pos] = 2;
          Stack.pop_back();
          continue;
        }
        const std::vector<ir::Op> &Ops = F.Blocks[Top.Block].Ops;
        if (Top.Op == Ops.size()) {
          ++Top.Block;
          Top.Op = 0;
          continue;
        }
        const ir::Op &O = Ops[Top.Op];
        std::optional<FnRef> Callee;
        if (O.Kind == ir::OpKind::Call || O.Kind == ir::OpKind::CallOutcome)
          Callee = resolveCall(Modules, SymToFn, Top.F.Module, O);
        if (Callee) {
          size_t CalleePos = Base[Callee->Module] + Callee->Fn;
          if (State[CalleePos] == 1)
            return false; // recursion
          if (State[CalleePos] == 0) {
            // Visited first; this op is looked at again when it is done.
            State[CalleePos] = 1;
            Stack.push_back({*Callee});
            continue;
          }
          Depth[Pos] = std::max(
              Depth[Pos],
              Depth[CalleePos] + (PlaceOf(*Callee) < PlaceOf(Top.F) ? 0 : 1));
          if (Depth[Pos] > MaxRounds - 2)
            return false;
        }
        ++Top.Op;
      }
    }
  return true;
}

/// A summary as a compute's fixpoint holds it, before the frequencies: how
/// an engine run saw it (AnalysisCache::Run).
static FunctionSummary beforeFrequencies(FunctionSummary S) {
  S.Freq = ir::Frequency::Unknown;
  S.FreqReason.clear();
  S.NeverRuns = false;
  S.RegisteredToRepeat = false;
  S.ReuseReason.clear();
  return S;
}

/// The last table of Cache patched for the functions of Modules whose IR
/// changed (see above), or nullopt when it cannot be.
std::optional<SummaryTable>
SummaryTable::patchLast(const std::vector<const ir::Module *> &Modules,
                        AnalysisCache &Cache) {
  // A few functions at most change between keystrokes; more is a bigger
  // change, for which a compute is as cheap.
  constexpr size_t MaxChanged = 16;
  if (!Cache.Last || !Cache.Patchable ||
      Modules.size() != Cache.LastPaths.size() ||
      Cache.Last->Sums.size() != Modules.size() || !Cache.Last->Kept)
    return std::nullopt;
  SummaryTable &Last = *Cache.Last;
  std::vector<FnRef> Changed;
  std::vector<std::vector<AnalysisCache::Function> *> Entries;
  size_t Total = 0;
  for (unsigned M = 0; M != Modules.size(); ++M) {
    const ir::Module &Mod = *Modules[M];
    auto It = Cache.ByModule.find(Mod.Path);
    if (Mod.Path != Cache.LastPaths[M] ||
        Mod.Registrations != Cache.LastRegistrations[M] ||
        Mod.PropCallbacks != Cache.LastPropCallbacks[M] ||
        Mod.ExportsStayInRun != Cache.LastExportsStayInRun[M] ||
        Mod.PublishedLibrary != Cache.LastPublishedLibrary[M] ||
        Mod.LoadedByNone != Cache.LastLoadedByNone[M] ||
        Mod.RoutesMountOncePerPage != Cache.LastRoutesMountOncePerPage[M] ||
        Mod.ImportedSymbols != Cache.LastImportedSymbols[M] ||
        Mod.ClassBases != Cache.LastClassBases[M] ||
        Mod.GlobalInstances != Cache.LastGlobalInstances[M] ||
        Mod.ImportedNames != Cache.LastImportedNames[M] ||
        It == Cache.ByModule.end() ||
        It->second.size() != Mod.Functions.size() ||
        Last.Sums[M].size() != Mod.Functions.size())
      return std::nullopt;
    Entries.push_back(&It->second);
    Total += Mod.Functions.size();
    for (ir::FunctionId Fn = 0; Fn != Mod.Functions.size(); ++Fn) {
      const ir::Function &F = Mod.Functions[Fn];
      const AnalysisCache::Function &E = It->second[Fn];
      if (!E.Rev.matches(F.Rev))
        Changed.push_back({M, Fn});
      else if (!(E.Begin == F.Range.Begin))
        return std::nullopt; // its frequency's reason may name a line
      if (Changed.size() > MaxChanged)
        return std::nullopt;
    }
  }
  const llvm::StringMap<FnRef> &SymToFn = Last.BySymbol;
  auto SummaryOf = [&](FnRef R) { return &Last.Sums[R.Module][R.Fn]; };
  struct Patch {
    FnRef R;
    std::shared_ptr<const CFGInfo> CFG;
    AnalysisCache::Run Run;
  };
  std::vector<Patch> Patches;
  for (FnRef R : Changed) {
    const ir::Function &F = Modules[R.Module]->Functions[R.Fn];
    const AnalysisCache::Function &E = (*Entries[R.Module])[R.Fn];
    auto CFG = std::make_shared<const CFGInfo>(F);
    if (outlineOf(Modules, SymToFn, R.Module, R.Fn, *CFG, E.ClosureEnds,
                  SummaryOf) != E.Outline)
      return std::nullopt;
    auto Resolve = [&](const ir::Op &O) -> const FunctionSummary * {
      std::optional<FnRef> C = resolveCall(Modules, SymToFn, R.Module, O);
      return C ? SummaryOf(*C) : nullptr;
    };
    const FunctionSummary &Old = Last.Sums[R.Module][R.Fn];
    auto Facts = std::make_shared<const FunctionFacts>(
        analyzeFunction(F, *CFG, Resolve, Old.RunsInScope));
    FunctionSummary New = Old;
    deriveFacts(*Modules[R.Module], F, *Facts, Resolve, New);
    if (!(New == Old))
      return std::nullopt;
    std::vector<std::optional<FunctionSummary>> Callees = calleesOf(F, Resolve);
    for (std::optional<FunctionSummary> &C : Callees)
      if (C)
        C = beforeFrequencies(std::move(*C));
    Patches.push_back(
        {R, CFG,
         AnalysisCache::Run{Old.RunsInScope, std::move(Callees),
                            beforeFrequencies(std::move(New)), Facts, false}});
  }
  for (Patch &P : Patches) {
    const ir::Function &F = Modules[P.R.Module]->Functions[P.R.Fn];
    AnalysisCache::Function &E = (*Entries[P.R.Module])[P.R.Fn];
    (*Last.Kept)[Modules[P.R.Module]->Path][P.R.Fn] = {P.CFG, P.Run.Facts};
    E.Rev = F.Rev;
    E.CFG = std::move(P.CFG);
    E.Runs.clear();
    E.Runs.push_back(std::move(P.Run));
    E.Begin = F.Range.Begin;
  }
  Cache.Ran = unsigned(Changed.size());
  Cache.Reused = unsigned(Total - Changed.size());
  Cache.Patched = true;
  Cache.ExpectsTable = true;
  std::optional<SummaryTable> Out = std::move(Cache.Last);
  Cache.Last.reset();
  return Out;
}

std::vector<std::vector<std::pair<uint64_t, bool>>> summaries::outlinesOf(
    const std::vector<const ir::Module *> &Modules,
    const llvm::StringMap<FnRef> &SymToFn,
    const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
    const std::vector<std::vector<FunctionSummary>> &Sums) {
  std::vector<std::vector<std::pair<uint64_t, bool>>> Out(Modules.size());
  for (unsigned M = 0; M != Modules.size(); ++M) {
    std::vector<bool> Ends = closuresEndingScopes(*Modules[M], CFGs[M]);
    for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn)
      Out[M].emplace_back(
          outlineOf(Modules, SymToFn, M, Fn, *CFGs[M][Fn], Ends[Fn],
                    [&](FnRef R) { return &Sums[R.Module][R.Fn]; }),
          Ends[Fn]);
  }
  return Out;
}

} // namespace tensorlint::analysis
