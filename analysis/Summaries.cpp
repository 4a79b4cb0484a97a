//===- Summaries.cpp - Per-function summaries to a fixpoint ---------------===//
//
// Two parts. The ownership facts (returns a fresh tensor / a model, releases
// or stores a parameter) come from running the engine over each function with
// the summaries known so far, repeated until nothing changes or a round bound
// is hit; a function without calls is final after the first round. Frequency
// is then propagated over the call graph in one breadth-first pass: a
// function called inside a loop, or from a repeating function, repeats.
//
//===----------------------------------------------------------------------===//

#include "analysis/Summaries.h"

#include "analysis/AnalysisCache.h"
#include "analysis/AsyncTensorWork.h"
#include "analysis/BottomUpOrder.h"
#include "analysis/CFGInfo.h"
#include "analysis/CallbackFlow.h"
#include "analysis/ClassHierarchy.h"
#include "analysis/Engine.h"
#include "analysis/ReturnedFunctions.h"
#include "analysis/StoredFunctions.h"
#include "analysis/SummariesDetail.h"
#include "analysis/SymbolMembers.h"
#include "support/OrderedSchedule.h"
#include "support/ParallelEach.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Path.h"

#include <atomic>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <tuple>

namespace tensorlint::analysis {
using namespace summaries;
namespace {

bool sameGraph(const std::shared_ptr<const ir::Graph> &A,
               const std::shared_ptr<const ir::Graph> &B) {
  return A == B || (A && B && A->Name == B->Name);
}

/// The graph whose addition F returns unkept (FunctionSummary::
/// ReturnsGraphAddition): a value a graph-add op made, or a call of a
/// function that returns one, reaches a return through plain copies and
/// is stored nowhere on the way. Old: the last summary's, reused when it
/// names the same graph (a summary compares its graph by identity).
std::shared_ptr<const ir::Graph>
returnedGraphAddition(const ir::Module &M, const ir::Function &F,
                      SummaryResolver Resolve,
                      const std::shared_ptr<const ir::Graph> &Old) {
  auto validValue = [&](ir::ValueId V) { return V < F.Values.size(); };
  llvm::SmallDenseMap<ir::ValueId, const ir::Graph *, 4> Added;
  llvm::SmallDenseMap<ir::ValueId, std::shared_ptr<const ir::Graph>, 2>
      FromCalls;
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (!validValue(O.Dst))
        continue;
      if (O.Kind == ir::OpKind::GraphAdd && O.Graph < M.Graphs.size() &&
          !M.Graphs[O.Graph].NeedsRun)
        Added[O.Dst] = &M.Graphs[O.Graph];
      else if (O.Kind == ir::OpKind::Call)
        if (const FunctionSummary *S = Resolve(O); S && S->ReturnsGraphAddition)
          FromCalls[O.Dst] = S->ReturnsGraphAddition;
    }
  if (Added.empty() && FromCalls.empty())
    return nullptr;
  // Copies: a few rounds cover those code makes (`m = build(); model = m`).
  for (int Round = 0; Round < 2; ++Round)
    for (const ir::Block &B : F.Blocks)
      for (const ir::Op &O : B.Ops)
        if (O.Kind == ir::OpKind::Assign && validValue(O.Dst) &&
            validValue(O.Src)) {
          if (auto It = Added.find(O.Src); It != Added.end())
            Added.try_emplace(O.Dst, It->second);
          else if (auto It = FromCalls.find(O.Src); It != FromCalls.end())
            FromCalls.try_emplace(O.Dst, It->second);
        }
  const ir::Graph *Found = nullptr;
  std::shared_ptr<const ir::Graph> FoundShared;
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind != ir::OpKind::Escape || !validValue(O.Src))
        continue;
      bool IsAdded = Added.count(O.Src) || FromCalls.count(O.Src);
      if (!IsAdded)
        continue;
      if (O.Escape != ir::EscapeKind::Return)
        return nullptr; // Kept on purpose somewhere (an ensemble's list).
      if (auto It = Added.find(O.Src); It != Added.end())
        Found = It->second;
      else
        FoundShared = FromCalls.find(O.Src)->second;
    }
  llvm::StringRef Name = Found         ? llvm::StringRef(Found->Name)
                         : FoundShared ? llvm::StringRef(FoundShared->Name)
                                       : llvm::StringRef();
  if (Name.empty())
    return nullptr;
  if (Old && Old->Name == Name)
    return Old;
  if (FoundShared)
    return FoundShared;
  return std::make_shared<const ir::Graph>(*Found);
}

/// Whether F is a loader: every run of it loads a model afresh and keeps it
/// for other code (returns it, or stores it in a field, a module variable or
/// a container), and releases none. Each path from its entry to its exit
/// keeps a model that a load made (not one that a guard such as `if
/// (!cached)` skips: ir::Op::Guarded), here or in a callee that returns the
/// model it loads (ReturnsModel, as Resolve finds its summary). Such a
/// function runs once per model it makes (`async load() { this.model =
/// await loadGraphModel(url); ...warm-up }`). One that loads, runs and releases
/// a model works per call; one that returns without a model on some path (the
/// load failed) may be called again for another try.
bool isLoader(const ir::Function &F, SummaryResolver Resolve) {
  if (F.Blocks.empty())
    return false;
  auto CalleeReturnsModel = [&](const ir::Op &O) {
    const FunctionSummary *C = Resolve(O);
    return C && C->ReturnsModel;
  };
  // The values that hold a loaded model, through assignments.
  std::vector<char> Model(F.Values.size());
  for (int Round = 0; Round < 2; ++Round)
    for (const ir::Block &B : F.Blocks)
      for (const ir::Op &O : B.Ops)
        if (O.Dst < Model.size() &&
            ((O.Kind == ir::OpKind::LoadModel && !O.Guarded) ||
             (O.Kind == ir::OpKind::Call && CalleeReturnsModel(O)) ||
             (O.Kind == ir::OpKind::Assign && O.Src < Model.size() &&
              Model[O.Src])))
          Model[O.Dst] = 1;
  // The blocks that keep one.
  std::vector<char> Keeps(F.Blocks.size());
  for (ir::BlockId B = 0; B != F.Blocks.size(); ++B)
    for (const ir::Op &O : F.Blocks[B].Ops) {
      if (O.Src >= Model.size() || !Model[O.Src])
        continue;
      if (O.Kind == ir::OpKind::Release)
        return false;
      if (O.Kind == ir::OpKind::Escape &&
          llvm::is_contained({ir::EscapeKind::Return, ir::EscapeKind::Field,
                              ir::EscapeKind::Module, ir::EscapeKind::Container,
                              ir::EscapeKind::Cache},
                             O.Escape))
        Keeps[B] = 1;
    }
  // One that keeps none is no loader, wherever its paths go. Else: the exit
  // unreachable from the entry but through a block that keeps one.
  if (llvm::find(Keeps, 1) == Keeps.end())
    return false;
  if (Keeps[0])
    return true;
  std::vector<char> &Seen = Keeps;
  std::vector<ir::BlockId> Work = {0};
  Seen[0] = 1;
  while (!Work.empty()) {
    ir::BlockId B = Work.back();
    Work.pop_back();
    if (B == F.Exit)
      return false;
    for (ir::BlockId S : F.Blocks[B].Succs)
      if (S < Seen.size() && !Seen[S]) {
        Seen[S] = 1;
        Work.push_back(S);
      }
  }
  return true;
}

bool sameFacts(const FunctionSummary &A, const FunctionSummary &B) {
  return A.ReturnsFresh == B.ReturnsFresh && A.ReturnsMany == B.ReturnsMany &&
         A.ReturnsModel == B.ReturnsModel &&
         A.ReturnsLongLived == B.ReturnsLongLived &&
         A.ReturnsBuiltModel == B.ReturnsBuiltModel &&
         A.LoadsModel == B.LoadsModel && A.IsLoader == B.IsLoader &&
         A.MakesTensors == B.MakesTensors &&
         A.TensorWorkAfterAwait == B.TensorWorkAfterAwait &&
         sameGraph(A.ReturnsGraphAddition, B.ReturnsGraphAddition) &&
         A.CreatedBy == B.CreatedBy && A.ReleaseHint == B.ReleaseHint &&
         A.ReleasesArg == B.ReleasesArg &&
         A.ReleasesArgField == B.ReleasesArgField &&
         A.StoresArg == B.StoresArg && A.StoresArgInto == B.StoresArgInto &&
         A.HandsOverArg == B.HandsOverArg &&
         A.CreatesThroughArg == B.CreatesThroughArg;
}

using FnRef = FunctionRef;

} // namespace

void summaries::deriveFacts(const ir::Module &M, const ir::Function &F,
                            const FunctionFacts &Facts, SummaryResolver Resolve,
                            FunctionSummary &S) {
  S.IsAsync = F.Attrs.IsAsync || F.Attrs.ReturnsPromise;
  AsyncTensorWork Work = asyncTensorWork(F, Resolve);
  S.MakesTensors = Work.MakesTensors;
  S.TensorWorkAfterAwait = std::move(Work.AfterAwait);
  S.ReturnsGraphAddition =
      returnedGraphAddition(M, F, Resolve, S.ReturnsGraphAddition);
  S.ReturnsFresh = S.ReturnsModel = S.ReturnsMany = S.ReturnsLongLived =
      S.ReturnsBuiltModel = false;
  S.CreatedBy.clear();
  S.ReleaseHint.clear();
  S.LoadsModel = Facts.LoadsModel || Facts.CallsModelLoader;
  S.IsLoader = S.LoadsModel && isLoader(F, Resolve);
  size_t NumParams = Facts.ParamExitBits.size();
  S.ReleasesArg.assign(NumParams, false);
  S.ReleasesArgField = Facts.ParamFieldsReleased;
  S.StoresArg.assign(NumParams, false);
  S.HandsOverArg.assign(NumParams, false);
  S.StoresArgInto.assign(NumParams, ir::EscapeKind::Sink);
  S.CreatesThroughArg.assign(NumParams, false);
  if (!Facts.Converged)
    return;
  for (const SiteRecord &R : Facts.Sites) {
    if (!R.ReturnedOwned)
      continue;
    const ir::Op &O = F.Blocks[R.Create.Block].Ops[R.Create.Index];
    const FunctionSummary *Callee = R.ViaCall ? Resolve(O) : nullptr;
    // A name a destructuring gave a call's result: one tensor of it, freed
    // as the call's result is.
    const FunctionSummary *Whole =
        R.PartOf.isValid()
            ? Resolve(F.Blocks[R.PartOf.Block].Ops[R.PartOf.Index])
            : nullptr;
    if (R.IsModel) {
      // A guarded or cached load hands out the same model every time: the
      // caller's call is not a reload.
      if (!O.Guarded && !R.EscapedToCache)
        S.ReturnsModel = true;
      continue;
    }
    // A site returned inside an array or object, or a callee's array: the
    // caller gets an aggregate, not one tensor. (Two sites returned whole on
    // different paths are still one tensor each time.)
    bool Many = R.ReturnedAsElement || (Callee && Callee->ReturnsMany);
    const ir::Value *Made =
        O.Dst < F.Values.size() ? &F.Values[O.Dst] : nullptr;
    bool LongLived = (Made && (Made->Type == ir::ValueType::Model ||
                               Made->ProgramLifetime)) ||
                     (Callee && Callee->ReturnsLongLived) ||
                     (Whole && Whole->ReturnsLongLived);
    bool Built = (O.Kind == ir::OpKind::Create && Made &&
                  Made->Type == ir::ValueType::Model &&
                  !Made->ProgramLifetime && !O.ReleaseHint.empty()) ||
                 (Callee && Callee->ReturnsBuiltModel);
    if (!S.ReturnsFresh) {
      S.ReturnsFresh = true;
      S.CreatedBy = O.Api;
      S.ReturnsLongLived = LongLived;
      S.ReturnsBuiltModel = Built;
    } else {
      S.ReturnsLongLived &= LongLived;
      S.ReturnsBuiltModel &= Built;
    }
    if (Many && !S.ReturnsMany) {
      S.ReturnsMany = true;
      S.ReleaseHint = !O.ReleaseAllHint.empty()       ? O.ReleaseAllHint
                      : Callee && Callee->ReturnsMany ? Callee->ReleaseHint
                                                      : std::string();
    } else if (!Many && S.ReleaseHint.empty()) {
      S.ReleaseHint = O.ReleaseHint;
      if (S.ReleaseHint.empty() && (Callee || Whole))
        S.ReleaseHint = (Callee ? Callee : Whole)->ReleaseHint;
    }
  }
  // An array of models is no one model the call site builds.
  S.ReturnsBuiltModel &= !S.ReturnsMany;
  for (size_t P = 0; P != NumParams; ++P) {
    // Unborn: the argument was null on some path (`if (b) free(b);`), where
    // there is nothing to release.
    uint8_t Exit = Facts.ParamExitBits[P] & ~SUnborn;
    S.ReleasesArg[P] = Exit == SReleased;
    S.StoresArg[P] = Exit == SEscaped;
    // Freed, or added to a container, on some paths only (`if
    // (opts.returnTensors) return {tensor}; tensor.dispose();`, `if (full())
    // return; items_.push_back(t);`): whether the caller still owns it
    // afterwards, the callee's inputs decide, and the run cannot prove it
    // does; the call counts as handing it over. (A field set on some paths
    // only, `if (!this.xs) this.xs = keep(x)`, is a first value kept, not
    // the element of a collection the callee takes: the other calls drop
    // what they are given.)
    auto OnSomePaths = [&](uint8_t Bit) {
      return (Exit & Bit) && Exit != Bit && !(Exit & SOwned);
    };
    bool IntoContainer =
        P < Facts.ParamHeld.size() && Facts.ParamHeld[P] == HeldKind::Container;
    S.HandsOverArg[P] = (Facts.ParamExitBits[P] & SHandedOver) ||
                        OnSomePaths(SReleased) ||
                        (IntoContainer && OnSomePaths(SEscaped));
    switch (P < Facts.ParamHeld.size() ? Facts.ParamHeld[P] : HeldKind::None) {
    case HeldKind::Container:
      S.StoresArgInto[P] = ir::EscapeKind::Container;
      break;
    case HeldKind::Field:
      S.StoresArgInto[P] = ir::EscapeKind::Field;
      break;
    case HeldKind::Module:
      S.StoresArgInto[P] = ir::EscapeKind::Module;
      break;
    case HeldKind::None:
      break;
    }
  }
  S.CreatesThroughArg.assign(Facts.CreatesThroughParam.begin(),
                             Facts.CreatesThroughParam.end());
  if (!S.ReturnsFresh && llvm::is_contained(S.CreatesThroughArg, true)) {
    S.CreatedBy = Facts.OutCreatedBy;
    S.ReleaseHint = Facts.OutReleaseHint;
  }
}

std::vector<std::pair<ir::SourceLoc, ir::SourceLoc>>
summaries::scopeSpans(const ir::Function &F, bool ClosureEnds) {
  llvm::DenseMap<uint32_t, std::pair<ir::SourceLoc, ir::SourceLoc>> ById;
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind == ir::OpKind::ScopeEnter)
        ById[O.ScopeId].first = O.Range.Begin;
      else if (O.Kind == ir::OpKind::ScopeExit &&
               ById[O.ScopeId].second < O.Range.Begin)
        ById[O.ScopeId].second = O.Range.Begin;
    }
  std::vector<std::pair<ir::SourceLoc, ir::SourceLoc>> Spans;
  for (auto &[Id, Span] : ById) {
    if (Span.first.isValid() && !Span.second.isValid() && ClosureEnds)
      Span.second = F.Range.End;
    if (Span.first.isValid() && Span.first < Span.second)
      Spans.push_back(Span);
  }
  return Spans;
}

bool summaries::endsParentScope(const ir::Function &G, const CFGInfo &CFG) {
  if (G.Parent == ir::NoFunction || !CFG.has(ir::OpKind::ScopeExit))
    return false;
  llvm::DenseSet<uint32_t> Entered;
  for (const ir::Block &B : G.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::ScopeEnter)
        Entered.insert(O.ScopeId);
  for (const ir::Block &B : G.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::ScopeExit && !Entered.count(O.ScopeId))
        return true;
  return false;
}

std::vector<bool> summaries::closuresEndingScopes(
    const ir::Module &M, llvm::ArrayRef<std::shared_ptr<const CFGInfo>> CFGs) {
  std::vector<bool> Ends(M.Functions.size(), false);
  for (ir::FunctionId Fn = 0; Fn != M.Functions.size(); ++Fn) {
    const ir::Function &G = M.Functions[Fn];
    if (G.Parent < Ends.size() && endsParentScope(G, *CFGs[Fn]))
      Ends[G.Parent] = true;
  }
  return Ends;
}

namespace {

/// Whether a function calls others where they run (plain or scoped calls),
/// so that how often it runs passes to them.
bool passesFrequency(const CFGInfo &CFG) {
  return CFG.has(ir::OpKind::Call) || CFG.has(ir::OpKind::ScopedCall);
}

/// The deferrals of a run (FunctionAttrs::DeferredBy) by the function that
/// schedules them, and the scheduled functions that lead back to their
/// scheduler through calls and deferrals: a loop that registers itself again
/// (`requestAnimationFrame(() => this.loop())` in loop), which repeats.
struct DeferralGraph {
  /// Per module, per function: the functions of its module it schedules.
  std::vector<std::vector<llvm::SmallVector<ir::FunctionId, 1>>> Scheduled;
  std::vector<FnRef> SelfScheduling;

  template <typename CalleesT>
  DeferralGraph(const std::vector<const ir::Module *> &Modules,
                CalleesT Callees) {
    Scheduled.resize(Modules.size());
    bool Any = false;
    for (unsigned M = 0; M != Modules.size(); ++M) {
      const auto &Fns = Modules[M]->Functions;
      Scheduled[M].resize(Fns.size());
      for (ir::FunctionId Fn = 0; Fn != Fns.size(); ++Fn)
        for (ir::FunctionId By : Fns[Fn].Attrs.DeferredBy)
          if (By < Fns.size() && By != Fn) {
            Scheduled[M][By].push_back(Fn);
            Any = true;
          }
    }
    if (!Any)
      return; // no graph to walk: most runs
    std::vector<uint32_t> Ordinal(Modules.size() + 1, 0);
    for (unsigned M = 0; M != Modules.size(); ++M)
      Ordinal[M + 1] = Ordinal[M] + Modules[M]->Functions.size();
    std::vector<FnRef> ByOrdinal;
    ByOrdinal.reserve(Ordinal.back());
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn)
        ByOrdinal.push_back({M, Fn});
    std::vector<uint32_t> Component = componentOf(
        Ordinal.back(),
        [&](uint32_t I, llvm::function_ref<void(uint32_t)> Add) {
          FnRef R = ByOrdinal[I];
          for (const ir::Block &B : Modules[R.Module]->Functions[R.Fn].Blocks)
            for (const ir::Op &O : B.Ops)
              if (O.Kind == ir::OpKind::Call ||
                  O.Kind == ir::OpKind::ScopedCall)
                for (FnRef C : Callees(R.Module, O))
                  Add(Ordinal[C.Module] + C.Fn);
          for (ir::FunctionId C : Scheduled[R.Module][R.Fn])
            Add(Ordinal[R.Module] + C);
        });
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId By = 0; By != Scheduled[M].size(); ++By)
        for (ir::FunctionId C : Scheduled[M][By])
          if (Component[Ordinal[M] + C] == Component[Ordinal[M] + By])
            SelfScheduling.push_back({M, C});
  }
};

/// A test's call of the product's code says nothing of how often the
/// product runs it (ir::Module::IsTest): it gives it no frequency, as it
/// gives it no callers (computeCallingScopes).
bool testCallOfProduct(const std::vector<const ir::Module *> &Modules,
                       unsigned CallerModule, unsigned CalleeModule) {
  return Modules[CallerModule]->IsTest && !Modules[CalleeModule]->IsTest;
}

/// Whether code may call F through a receiver ("<path>#Class.method",
/// "<path>#ops.run"): calls through an untyped receiver (a parameter, a
/// field) are not all resolved, so the run may call it where it cannot see
/// the call, an application's code too.
bool calledThroughReceivers(const ir::Function &F) {
  return llvm::StringRef(F.ExportSymbol).rsplit('#').second.contains('.');
}

/// The member call O spells through a receiver (`normalize` of
/// `dp.normalize`), or "" for a call of a plain name.
llvm::StringRef memberCalled(const ir::Op &O) {
  auto [Receiver, Member] = llvm::StringRef(O.Api).rsplit('.');
  return Receiver.empty() ? llvm::StringRef() : Member;
}

/// Whether some block of the function lies on a cycle.
bool hasLoop(const CFGInfo &CFG) {
  for (ir::BlockId B = 0; B != CFG.numBlocks(); ++B)
    if (CFG.inLoop(B))
      return true;
  return false;
}

/// Calls OnCall(Caller, Callee) for each call (and scoped call) of the run
/// and each function it resolves to, and OnUnresolved(Caller, Member,
/// MayRepeat) for each call of a member through a receiver no call
/// resolved, outside tests (`dp.normalize()` with dp a parameter: a call
/// op the frontend kept, or FunctionAttrs::UnresolvedMemberCalls): a method
/// of that name may run there, more than once per run of the caller when
/// the call may sit in a loop (an op in a loop's block; a name the function
/// spells anywhere, when it has a loop).
template <typename CalleesT, typename OnCallT, typename OnUnresolvedT>
void forEachProductCall(
    const std::vector<const ir::Module *> &Modules,
    const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
    CalleesT Callees, OnCallT OnCall, OnUnresolvedT OnUnresolved) {
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
      const ir::Function &F = Modules[M]->Functions[Fn];
      const CFGInfo &CFG = *CFGs[M][Fn];
      bool Product = !Modules[M]->IsTest;
      if (Product && !F.Attrs.UnresolvedMemberCalls.empty()) {
        bool Loops = hasLoop(CFG);
        for (const std::string &Name : F.Attrs.UnresolvedMemberCalls)
          OnUnresolved(FnRef{M, Fn}, Name, Loops);
      }
      for (ir::BlockId B = 0; B != F.Blocks.size(); ++B)
        for (const ir::Op &O : F.Blocks[B].Ops) {
          if (O.Kind != ir::OpKind::Call && O.Kind != ir::OpKind::ScopedCall)
            continue;
          bool Resolved = false;
          for (FnRef C : Callees(M, O)) {
            Resolved = true;
            OnCall(FnRef{M, Fn}, C);
          }
          if (llvm::StringRef Member = memberCalled(O);
              !Resolved && Product && !Member.empty())
            OnUnresolved(FnRef{M, Fn}, Member, CFG.inLoop(B));
        }
    }
}

/// The reason of a function that never runs.
constexpr llvm::StringLiteral NeverCalled = "never called";

/// What a function that never runs declares (a handler it would register,
/// a callback it would pass) is never made, so never runs either, whatever
/// the frontend said of it. Parents come before their closures in a
/// module's list, so one pass reaches every depth. Returns whether it
/// marked any.
bool closuresNeverRun(const std::vector<const ir::Module *> &Modules,
                      std::vector<std::vector<FunctionSummary>> &Sums) {
  bool Marked = false;
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
      ir::FunctionId P = Modules[M]->Functions[Fn].Parent;
      if (P >= Fn || !Sums[M][P].NeverRuns || Sums[M][Fn].NeverRuns)
        continue;
      Sums[M][Fn].Freq = ir::Frequency::Once;
      Sums[M][Fn].FreqReason = NeverCalled;
      Sums[M][Fn].NeverRuns = true;
      Marked = true;
    }
  return Marked;
}

/// The calls that decide whether a function runs once
/// (inheritRunningOnce), in product code: resolved calls, callbacks where
/// their callee runs them, calls by member name through receivers no call
/// resolved, and what functions schedule.
struct RunCallers {
  struct Site {
    FnRef Caller, Callee;
    /// The call may run more than once per run of the caller (a call by
    /// name in a loop: loops made resolved calls' callees repeat already).
    bool MayRepeat = false;
  };
  std::vector<Site> Sites;
  /// Per function: a callback whose callee keeps it or passes it on, so
  /// when it runs is unknown.
  std::vector<std::vector<bool>> Unknown;
  /// The members called through receivers no call resolved.
  llvm::StringSet<> UnresolvedMembers;
};

template <typename CalleesT>
RunCallers
runCallers(const std::vector<const ir::Module *> &Modules,
           const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
           CalleesT Callees, const DeferralGraph &Deferred,
           const CallbackFlow &Flow) {
  RunCallers Out;
  std::vector<RunCallers::Site> &Sites = Out.Sites;
  // A callback runs where its callee calls the parameter: in the callee's
  // own body, when the caller calls (the caller's site); in a closure of
  // the callee, when the closure runs. A callee that never calls it keeps
  // it or passes it on: when it runs is unknown, and it is not once.
  std::vector<std::vector<bool>> &Unknown = Out.Unknown;
  Unknown.resize(Modules.size());
  for (unsigned M = 0; M != Modules.size(); ++M)
    Unknown[M].assign(Modules[M]->Functions.size(), false);
  for (const CallbackFlow::Pass &P : Flow.Passes) {
    llvm::ArrayRef<CallbackFlow::Run> Runs = Flow.runsOf(P);
    if (Runs.empty())
      Unknown[P.Callback.Module][P.Callback.Fn] = true;
    for (const CallbackFlow::Run &R : Runs) {
      FnRef Caller =
          R.Fn == P.Callee.Fn ? P.Caller : FnRef{P.Callee.Module, R.Fn};
      if (!testCallOfProduct(Modules, Caller.Module, P.Callback.Module))
        Sites.push_back({Caller, P.Callback});
    }
  }
  // A call through a receiver no call resolved may reach an application's
  // method of its name: one of its callers. A library's method may also be
  // called where the run does not see (UnresolvedMembers).
  llvm::StringSet<> &UnresolvedMembers = Out.UnresolvedMembers;
  llvm::StringMap<llvm::SmallVector<FnRef, 1>> AppMethods;
  for (unsigned M = 0; M != Modules.size(); ++M)
    if (Modules[M]->ExportsStayInRun)
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn)
        if (calledThroughReceivers(Modules[M]->Functions[Fn]))
          AppMethods[Modules[M]->Functions[Fn].Name].push_back({M, Fn});
  forEachProductCall(
      Modules, CFGs, Callees,
      [&](FnRef Caller, FnRef Callee) {
        if (!testCallOfProduct(Modules, Caller.Module, Callee.Module))
          Sites.push_back({Caller, Callee});
      },
      [&](FnRef Caller, llvm::StringRef Member, bool MayRepeat) {
        UnresolvedMembers.insert(Member);
        if (auto It = AppMethods.find(Member); It != AppMethods.end())
          for (FnRef Method : It->second)
            Sites.push_back({Caller, Method, MayRepeat});
      });
  // What a function schedules runs once per run of it, as a callee does.
  for (unsigned M = 0; M != Deferred.Scheduled.size(); ++M)
    for (ir::FunctionId By = 0; By != Deferred.Scheduled[M].size(); ++By)
      for (ir::FunctionId C : Deferred.Scheduled[M][By])
        Sites.push_back({{M, By}, {M, C}});
  return Out;
}

/// After repetition has flowed to callees: a function that nothing exports
/// (a method or an exported function may be called from anywhere), that
/// the run calls, and whose every call comes from code that runs once (a
/// page's start-up listener, a script's top level) runs once too:
/// `window.addEventListener('DOMContentLoaded', run)` and run's helpers.
/// Calls in a loop already made their callees repeat, so only straight-line
/// calls remain. A fixpoint over the calls: each round marks the functions
/// whose callers are all marked; at most as many rounds as the call chains
/// are long.
template <typename CalleesT>
void inheritRunningOnce(
    const std::vector<const ir::Module *> &Modules,
    const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
    CalleesT Callees, const DeferralGraph &Deferred, const CallbackFlow &Flow,
    std::vector<std::vector<FunctionSummary>> &Sums) {
  RunCallers Callers = runCallers(Modules, CFGs, Callees, Deferred, Flow);
  const std::vector<RunCallers::Site> &Sites = Callers.Sites;
  const std::vector<std::vector<bool>> &Unknown = Callers.Unknown;
  const llvm::StringSet<> &UnresolvedMembers = Callers.UnresolvedMembers;
  // Classic scripts some page of the run loads: their globals' callers are
  // all in the run (the pages, and the script itself).
  // Likewise the exports of a page's entry module: an application's entry
  // is imported by no code outside it. A script the page loads without
  // `type="module"` that still exports is a bundler's entry (Parcel's
  // `<script src="index.js">`): the application's entry too.
  llvm::StringSet<> Loaded, Entries;
  for (const ir::Module *Page : Modules) {
    for (const std::string &Script : Page->PageScripts) {
      Loaded.insert(Script);
      Entries.insert(Script);
    }
    for (const std::string &Script : Page->PageModules)
      Entries.insert(Script);
  }
  // Modules another module of the run imports by a path it resolved (the
  // run resolves their importers' calls: a module imported only through an
  // alias it cannot resolve may have callers it does not see), and the
  // symbols the product's imports name (a test's say nothing of the
  // product).
  llvm::StringSet<> Imported, ImportedSymbols;
  for (const ir::Module *Importer : Modules) {
    for (const std::string &Path : Importer->Imports)
      if (Path != Importer->Path)
        Imported.insert(Path);
    if (!Importer->IsTest)
      for (const std::string &Sym : Importer->ImportedSymbols)
        ImportedSymbols.insert(Sym);
  }
  // An export of an imported module that no module imports by name (nor
  // wholesale: a namespace, a default import or a whole require may reach
  // it): nothing of the run calls it, or hands it anywhere.
  auto NobodyImports = [&](llvm::StringRef Path, llvm::StringRef Name) {
    return Imported.contains(Path) &&
           !ImportedSymbols.contains((Path + "#" + Name).str()) &&
           !ImportedSymbols.contains((Path + "#*").str()) &&
           !ImportedSymbols.contains((Path + "#default").str());
  };
  auto InLoadedScript = [&](const ir::Function &F) {
    return Loaded.contains(llvm::StringRef(F.ExportSymbol).rsplit('#').first);
  };
  // A method of a class of a script the run's pages load: only the pages'
  // scripts call it, all of them in the run.
  auto ScriptClassMethodOfPage = [&](const ir::Function &F) {
    return F.Attrs.OfScriptGlobalClass && InLoadedScript(F);
  };
  auto LoadedByPage = [&](const ir::Function &F) {
    return F.Attrs.IsScriptGlobal && InLoadedScript(F);
  };
  auto Once = [&](FnRef R) {
    return Sums[R.Module][R.Fn].Freq == ir::Frequency::Once ||
           Modules[R.Module]->Functions[R.Fn].Attrs.IsModuleInit;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    // Per candidate: whether some call reaches it, and whether all do from
    // code that runs once.
    std::vector<std::vector<std::pair<bool, bool>>> Seen(Modules.size());
    for (unsigned M = 0; M != Modules.size(); ++M) {
      Seen[M].assign(Modules[M]->Functions.size(), {false, true});
      for (ir::FunctionId Fn = 0; Fn != Unknown[M].size(); ++Fn)
        if (Unknown[M][Fn])
          Seen[M][Fn] = {true, false};
    }
    for (const RunCallers::Site &S : Sites) {
      auto &[Called, AllOnce] = Seen[S.Callee.Module][S.Callee.Fn];
      Called = true;
      AllOnce &=
          Once(S.Caller) && !S.MayRepeat &&
          !(S.Caller.Module == S.Callee.Module && S.Caller.Fn == S.Callee.Fn);
    }
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
        FunctionSummary &S = Sums[M][Fn];
        const ir::Function &F = Modules[M]->Functions[Fn];
        auto [Called, AllOnce] = Seen[M][Fn];
        // Exports may be called from code not seen; a script's global is
        // called by the pages' handlers, which registered it if so.
        // An application's modules (ExportsStayInRun) are imported by the
        // run's code only.
        bool Exported = !F.ExportSymbol.empty() && !F.Attrs.IsScriptGlobal &&
                        !ScriptClassMethodOfPage(F) &&
                        !Modules[M]->ExportsStayInRun &&
                        !Entries.contains(
                            llvm::StringRef(F.ExportSymbol).rsplit('#').first);
        if (S.Freq != ir::Frequency::Unknown || Exported)
          continue;
        // A function its own file names nowhere else (comments aside) never
        // runs, which drops nothing more than running once would: in an
        // application (ExportsStayInRun, or a module a page of the run loads
        // as its entry), one nothing else can name either (a module's own,
        // a nested one); a global of a script the run's pages load that
        // nothing calls, not even the page's other scripts; any function
        // whose calls were commented out. (A published package's own
        // function named nowhere may be one being written, which an editor
        // should still check.)
        bool OwnName = !F.Attrs.IsScriptGlobal &&
                       (Modules[M]->ExportsStayInRun ||
                        Entries.contains(Modules[M]->SymbolPath));
        if (!Called && F.Attrs.Unreferenced &&
            (LoadedByPage(F) || OwnName || F.Attrs.CallsCommentedOut)) {
          S.Freq = ir::Frequency::Once;
          S.FreqReason = NeverCalled;
          S.NeverRuns = true;
          Changed = true;
          continue;
        }
        // Likewise a function an application's module exports (not a
        // method: calls through untyped receivers are not all resolved),
        // when the run's code imports the module but not the function, and
        // calls it nowhere (a test's imports and calls aside: a test is
        // no product code): it never runs in the product.
        if (!Called && Modules[M]->ExportsStayInRun &&
            !F.ExportSymbol.empty() && !F.Attrs.IsScriptGlobal) {
          auto [Path, Name] = llvm::StringRef(F.ExportSymbol).rsplit('#');
          if (!Name.contains('.') && NobodyImports(Path, Name)) {
            S.Freq = ir::Frequency::Once;
            S.FreqReason = NeverCalled;
            S.NeverRuns = true;
            Changed = true;
            continue;
          }
        }
        // A method of a class of a script the run's pages load, which no
        // call of the run reaches, even through a receiver it could not
        // type: only the pages' scripts may call it, and none does.
        if (!Called && ScriptClassMethodOfPage(F) &&
            !UnresolvedMembers.contains(F.Name)) {
          S.Freq = ir::Frequency::Once;
          S.FreqReason = NeverCalled;
          S.NeverRuns = true;
          Changed = true;
          continue;
        }
        if (!Called || !AllOnce ||
            (calledThroughReceivers(F) && !Modules[M]->ExportsStayInRun &&
             UnresolvedMembers.contains(F.Name)))
          continue;
        S.Freq = ir::Frequency::Once;
        S.FreqReason = "called only from code that runs once";
        Changed = true;
      }
    Changed |= closuresNeverRun(Modules, Sums);
  }
}

/// FunctionSummary::Freq for every function: seeded with the frontends' own
/// answers, then repetition flows from callers to callees, and from a
/// function to what it schedules once (FunctionAttrs::DeferredBy). Each
/// function is assigned at most once, so this is linear in the call graph.
/// The functions that run once per mount of a component (a React effect
/// with no dependencies: ir::FunctionAttrs::OncePerMountOf) whose component
/// some module mounts again and again (the element of a route:
/// CallbackRegistration::Mount): they repeat, "every time the mount effect
/// of 'Page' (element of route '/x' in App.jsx) runs". What the component
/// calls that mounts with its caller (a hook: FunctionAttrs::
/// MountsWithCaller) mounts with it, and so on. Returns them, their
/// frequency set.
template <typename CalleesT, typename CanInheritT>
std::vector<FnRef> runsPerRepeatedMount(
    const std::vector<const ir::Module *> &Modules, CalleesT Callees,
    const llvm::StringMap<FunctionRef> &SymToFn, CanInheritT CanInherit,
    std::vector<std::vector<FunctionSummary>> &Sums) {
  // Each component or hook mounted again and again, and its reason:
  // "'Page' (element of route '/x' in App.jsx)", "'useModel' in 'Page'
  // (...)".
  std::map<std::pair<unsigned, ir::FunctionId>, std::string> Mounted;
  std::vector<FnRef> Work;
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (const ir::CallbackRegistration &Reg : Modules[M]->Registrations) {
      // Routes of a package that changes them only by loading a new page
      // show their component once per page: nothing mounts again.
      if (Reg.Mount && Modules[M]->RoutesMountOncePerPage)
        continue;
      auto It = Reg.Mount ? SymToFn.find(Reg.Symbol) : SymToFn.end();
      if (It == SymToFn.end())
        continue;
      FnRef C = It->second;
      std::string Why = "'" + Modules[C.Module]->Functions[C.Fn].Name + "' (" +
                        Reg.Reason + " in " +
                        llvm::sys::path::filename(Modules[M]->Path).str() + ")";
      if (Mounted.try_emplace({C.Module, C.Fn}, std::move(Why)).second)
        Work.push_back(C);
    }
  if (Mounted.empty())
    return {};
  while (!Work.empty()) {
    FnRef R = Work.back();
    Work.pop_back();
    const ir::Function &F = Modules[R.Module]->Functions[R.Fn];
    const std::string &Why = Mounted[{R.Module, R.Fn}];
    for (const ir::Block &B : F.Blocks)
      for (const ir::Op &O : B.Ops)
        if (O.Kind == ir::OpKind::Call)
          for (FnRef C : Callees(R.Module, O)) {
            const ir::Function &Callee = Modules[C.Module]->Functions[C.Fn];
            if (!Callee.Attrs.MountsWithCaller)
              continue;
            std::string HookWhy = "'" + Callee.Name + "' in " + Why;
            if (Mounted.try_emplace({C.Module, C.Fn}, std::move(HookWhy))
                    .second)
              Work.push_back(C);
          }
  }
  std::vector<FnRef> Out;
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
      ir::FunctionId Of = Modules[M]->Functions[Fn].Attrs.OncePerMountOf;
      if (Of == ir::NoFunction)
        continue;
      auto It = Mounted.find({M, Of});
      if (It == Mounted.end() || !CanInherit(FnRef{M, Fn}, M))
        continue;
      FunctionSummary &S = Sums[M][Fn];
      S.Freq = ir::Frequency::PerRender;
      S.FreqReason = "mount effect of " + It->second;
      Out.push_back({M, Fn});
    }
  return Out;
}

/// FunctionSummary::Freq and FreqReason of every function. Seeds: each
/// function's own frequency (the frontend's; once for a loader), callbacks
/// that register themselves again, functions another module registers,
/// effects of components mounted again and again, calls and callbacks
/// inside loops. Then repetition spreads from each repeating function to
/// what it calls, schedules and hands callbacks to (a work list: each
/// function is assigned at most once per seed it inherits). Last, the
/// functions that only code running once calls run once too.
template <typename CalleesT> class FrequencyPropagation {
public:
  FrequencyPropagation(
      const std::vector<const ir::Module *> &Modules,
      const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
      CalleesT Callees, const llvm::StringMap<FunctionRef> &SymToFn,
      std::vector<std::vector<FunctionSummary>> &Sums)
      : Modules(Modules), CFGs(CFGs), Callees(Callees), SymToFn(SymToFn),
        Sums(Sums), Deferred(Modules, Callees),
        Flow(Modules, Callees, SymToFn) {}

  void run() {
    seedOwnFrequencies();
    seedSelfScheduling();
    seedRegistrations();
    seedPropCallbacks();
    for (FnRef C : runsPerRepeatedMount(
             Modules, Callees, SymToFn,
             [this](FnRef C, unsigned From) { return canInherit(C, From); },
             Sums))
      Work.push_back(C);
    seedCallsInLoops();
    seedCallbacksInLoops();
    spreadAll();
    inheritRunningOnce(Modules, CFGs, Callees, Deferred, Flow, Sums);
    Reusing = true;
    seedLibraryExports();
    spreadAll();
  }

private:
  /// The frontends' frequencies. A loader runs once per model it loads,
  /// unless code that repeats calls it (then the loads repeat too, which
  /// tensor-model-reload says): what it drops warming the model up is
  /// dropped once per model, not per use.
  void seedOwnFrequencies() {
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
        const ir::FunctionAttrs &A = Modules[M]->Functions[Fn].Attrs;
        FunctionSummary &S = Sums[M][Fn];
        // Nothing of the run loads its module (ir::Module::LoadedByNone):
        // none of its code runs.
        if (Modules[M]->LoadedByNone) {
          S.Freq = ir::Frequency::Once;
          S.FreqReason = NeverCalled;
          S.NeverRuns = true;
          continue;
        }
        S.Freq = A.Freq;
        S.FreqReason = A.FreqReason;
        // A page a file-system router shows, in a package that changes
        // routes only by loading a new page, mounts once per page load: so
        // do its mount hooks run.
        if (A.MountHook && Modules[M]->LoadedByPlace &&
            Modules[M]->RoutesMountOncePerPage) {
          S.Freq = ir::Frequency::Once;
          S.FreqReason = A.FreqReason + " of a page, which mounts once per "
                                        "page load";
        }
        if (isRepeating(S.Freq))
          Work.push_back({M, Fn});
        if (A.Freq == ir::Frequency::Unknown && !A.IsModuleInit && S.IsLoader) {
          S.Freq = ir::Frequency::Once;
          S.FreqReason = "it loads a model each time it runs";
        }
      }
  }

  void spreadAll() {
    while (!Work.empty()) {
      FnRef R = Work.front();
      Work.pop_front();
      spreadFrom(R);
    }
  }

  /// A function that runs once as far as its own registration goes (a
  /// page's start-up listener) repeats if repeating code calls it too; the
  /// module's top level never does. While Reusing, a function inherits
  /// reuse only where nothing else decided how often it runs.
  bool canInherit(FnRef C, unsigned FromModule) const {
    const FunctionSummary &S = Sums[C.Module][C.Fn];
    if (Reusing && (S.Freq != ir::Frequency::Unknown || S.NeverRuns ||
                    !S.ReuseReason.empty()))
      return false;
    return !isRepeating(S.Freq) && !Modules[C.Module]->LoadedByNone &&
           !Modules[C.Module]->Functions[C.Fn].Attrs.IsModuleInit &&
           !testCallOfProduct(Modules, FromModule, C.Module);
  }

  /// C runs as often as R, whose reason for it is Why: repetition, or
  /// while Reusing, reuse by the library's unseen callers.
  void inherit(FnRef C, FnRef R, std::string Why) {
    FunctionSummary &CS = Sums[C.Module][C.Fn];
    if (Reusing) {
      CS.ReuseReason = std::move(Why);
    } else {
      CS.Freq = Sums[R.Module][R.Fn].Freq;
      CS.FreqReason = std::move(Why);
      CS.RepeatsUntilFilled = Sums[R.Module][R.Fn].RepeatsUntilFilled;
    }
    Work.push_back(C);
  }

  /// R calls C, by a call Guarded or not (ir::Op::Guarded): C repeats with
  /// R, and only until the place it fills is filled when every repeating
  /// caller that reaches it guards the call (FunctionSummary::
  /// RepeatsUntilFilled). A repeating caller found later without a guard
  /// clears that, and gives the reason; the callees C passed it on to
  /// already keep it.
  void reach(FnRef C, FnRef R, const std::string &Why, bool Guarded) {
    FunctionSummary &CS = Sums[C.Module][C.Fn];
    bool UntilFilled = Guarded || Sums[R.Module][R.Fn].RepeatsUntilFilled;
    if (canInherit(C, R.Module)) {
      inherit(C, R, Why);
      if (!Reusing)
        CS.RepeatsUntilFilled = UntilFilled;
    } else if (!Reusing && !UntilFilled && CS.RepeatsUntilFilled) {
      // The reason to give is now this caller's.
      CS.RepeatsUntilFilled = false;
      CS.FreqReason = Why;
    }
  }

  /// The exports of a published library (ir::Module::PublishedLibrary, not
  /// its tests) that nothing proved to repeat or to run once: the
  /// library's users call them, as often as they like. What they call,
  /// schedule and call back is reused with them (spreadFrom, Reusing).
  void seedLibraryExports() {
    for (unsigned M = 0; M != Modules.size(); ++M) {
      if (!Modules[M]->PublishedLibrary || Modules[M]->IsTest)
        continue;
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
        const ir::Function &F = Modules[M]->Functions[Fn];
        if (F.ExportSymbol.empty() || F.Attrs.IsScriptGlobal ||
            !canInherit({M, Fn}, M))
          continue;
        Sums[M][Fn].ReuseReason = "exported by the library";
        Work.push_back({M, Fn});
      }
    }
  }

  /// A callback that registers itself again repeats by its own
  /// registration, as a setInterval callback does: its reason is its own.
  void seedSelfScheduling() {
    for (FnRef C : Deferred.SelfScheduling) {
      if (!canInherit(C, C.Module))
        continue;
      FunctionSummary &S = Sums[C.Module][C.Fn];
      S.Freq = ir::Frequency::PerEvent;
      if (S.FreqReason.empty())
        S.FreqReason = "callback that registers itself again";
      SelfScheduled.insert({C.Module, C.Fn});
      Work.push_back(C);
    }
  }

  /// Functions another module registers as repeating callbacks (a route
  /// file registering the handlers it imports).
  void seedRegistrations() {
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (const ir::CallbackRegistration &Reg : Modules[M]->Registrations) {
        if (Reg.Mount)
          continue; // runsPerRepeatedMount
        auto It = SymToFn.find(Reg.Symbol);
        if (It == SymToFn.end() || !canInherit(It->second, M))
          continue;
        FunctionSummary &S = Sums[It->second.Module][It->second.Fn];
        S.Freq = Reg.Freq;
        S.FreqReason = Reg.Reason + " in " +
                       llvm::sys::path::filename(Modules[M]->Path).str();
        // A handler that starts a loop nothing stops (a page's "Start"
        // button) is written to run once (FunctionAttrs::StartsEndlessLoop).
        const ir::Module &Own = *Modules[It->second.Module];
        if (ir::FunctionId Loop =
                Own.Functions[It->second.Fn].Attrs.StartsEndlessLoop;
            Loop < Own.Functions.size() &&
            Reg.Freq == ir::Frequency::PerEvent) {
          S.Freq = ir::Frequency::Once;
          S.FreqReason = ir::startsEndlessLoopReason(Own.Functions[Loop].Name);
        }
        // A start-up registration (a page's onload) makes the function run
        // once; what it calls is not thereby once (inheritRunningOnce).
        S.RegisteredToRepeat = isRepeating(S.Freq);
        if (isRepeating(S.Freq))
          Work.push_back(It->second);
      }
  }

  /// Functions handed to a component as a prop the component registers as
  /// an element's callback (ir::PropCallback, FunctionAttrs::
  /// PropRegistrations): "'onLoad' handler of <img> in 'Predict'".
  /// A component that passes a prop on to another that registers it
  /// (`<Inner run={props.grow} />`) registers it too, with the reason of
  /// the component that does ("'onClick' handler of <button> in 'Inner'").
  void seedPropCallbacks() {
    using Key = std::tuple<unsigned, ir::FunctionId, std::string>;
    std::map<Key, std::pair<ir::Frequency, std::string>> Registered;
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
        const ir::Function &F = Modules[M]->Functions[Fn];
        for (const ir::FunctionAttrs::PropRegistration &R :
             F.Attrs.PropRegistrations)
          if (isRepeating(R.Freq))
            Registered.try_emplace({M, Fn, R.Prop}, R.Freq,
                                   R.Reason + " in '" + F.Name + "'");
      }
    if (Registered.empty())
      return;
    auto ComponentOf = [&](unsigned M,
                           const ir::PropCallback &P) -> std::optional<FnRef> {
      if (P.Component < Modules[M]->Functions.size())
        return FnRef{M, P.Component};
      if (auto It = SymToFn.find(P.ComponentSymbol); It != SymToFn.end())
        return It->second;
      return std::nullopt;
    };
    // Forwards, until none adds a registration: each round adds one at
    // least, and there are as many as forwarded props.
    for (bool Added = true; Added;) {
      Added = false;
      for (unsigned M = 0; M != Modules.size(); ++M)
        for (const ir::PropCallback &P : Modules[M]->PropCallbacks) {
          std::optional<FnRef> Comp = ComponentOf(M, P);
          if (P.Forwarder >= Modules[M]->Functions.size() || !Comp)
            continue;
          auto It = Registered.find({Comp->Module, Comp->Fn, P.Prop});
          if (It != Registered.end() &&
              Registered
                  .try_emplace({M, P.Forwarder, P.ForwardedProp}, It->second)
                  .second)
            Added = true;
        }
    }
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (const ir::PropCallback &P : Modules[M]->PropCallbacks) {
        std::optional<FnRef> Comp = ComponentOf(M, P);
        FnRef C{M, P.Callback};
        if (!Comp || P.Callback >= Modules[M]->Functions.size() ||
            !canInherit(C, M))
          continue;
        auto It = Registered.find({Comp->Module, Comp->Fn, P.Prop});
        if (It == Registered.end())
          continue;
        FunctionSummary &S = Sums[M][P.Callback];
        S.Freq = It->second.first;
        S.FreqReason = It->second.second;
        Work.push_back(C);
      }
  }

  /// C runs per iteration of a loop at Line of module LoopModule.
  void runsPerIteration(FnRef C, unsigned Line, unsigned LoopModule) {
    FunctionSummary &CS = Sums[C.Module][C.Fn];
    CS.Freq = ir::Frequency::PerIteration;
    CS.FreqReason = ("called inside a loop at line " + llvm::Twine(Line)).str();
    if (LoopModule != C.Module) // (a line of another file)
      CS.FreqReason +=
          " of " + llvm::sys::path::filename(Modules[LoopModule]->Path).str();
    Work.push_back(C);
  }

  /// Calls (and scoped calls, whose callback runs right there) inside a
  /// loop.
  void seedCallsInLoops() {
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
        const ir::Function &F = Modules[M]->Functions[Fn];
        const CFGInfo &CFG = *CFGs[M][Fn];
        if (!passesFrequency(CFG))
          continue;
        for (ir::BlockId B = 0; B != F.Blocks.size(); ++B) {
          if (!CFG.inLoop(B))
            continue;
          for (const ir::Op &O : F.Blocks[B].Ops)
            if (O.Kind == ir::OpKind::Call || O.Kind == ir::OpKind::ScopedCall)
              for (FnRef C : Callees(M, O)) {
                FunctionSummary &CS = Sums[C.Module][C.Fn];
                if (canInherit(C, M)) {
                  runsPerIteration(C, O.Range.Begin.Line, M);
                  CS.RepeatsUntilFilled = O.Guarded;
                } else if (!O.Guarded) {
                  CS.RepeatsUntilFilled = false;
                }
              }
        }
      }
  }

  /// A callback handed over in a loop (to a callee that calls it right
  /// away), or that its callee calls in a loop, runs per iteration.
  void seedCallbacksInLoops() {
    for (const CallbackFlow::Pass &P : Flow.Passes)
      for (const CallbackFlow::Run &Run : Flow.runsOf(P)) {
        unsigned Line = 0, LoopModule = 0;
        if (Run.Fn == P.Callee.Fn &&
            CFGs[P.Caller.Module][P.Caller.Fn]->inLoop(P.Block))
          Line = P.Line, LoopModule = P.Caller.Module;
        else if (CFGs[P.Callee.Module][Run.Fn]->inLoop(Run.Block))
          Line = Run.Line, LoopModule = P.Callee.Module;
        if (Line && canInherit(P.Callback, LoopModule))
          runsPerIteration(P.Callback, Line, LoopModule);
      }
  }

  /// How a function R repeats is said of what it calls: "called from
  /// 'train'". A function with no name of its own is named by its reason
  /// when that is a noun ("'setTimeout' callback scheduled from 'train'"),
  /// not a participle ("called from 'train'").
  std::string reasonFrom(FnRef R) const {
    const ir::Function &F = Modules[R.Module]->Functions[R.Fn];
    const FunctionSummary &RS = Sums[R.Module][R.Fn];
    const std::string &Reason = Reusing ? RS.ReuseReason : RS.FreqReason;
    bool OwnReason = !Reusing && (isRepeating(F.Attrs.Freq) ||
                                  SelfScheduled.contains({R.Module, R.Fn}));
    bool NounReason = !Reason.empty() && !Reusing &&
                      !llvm::StringRef(Reason).starts_with("called ");
    return OwnReason && !Reason.empty()         ? "called from " + Reason
           : F.hasSyntheticName() && NounReason ? "called from the " + Reason
           : F.hasSyntheticName() ? "called from the function at line " +
                                        std::to_string(F.Range.Begin.Line)
                                  : "called from '" + F.Name + "'";
  }

  /// R repeats: so do the functions it schedules, calls, hands to a callee
  /// that calls them, or calls through a callee's parameter.
  void spreadFrom(FnRef R) {
    const ir::Function &F = Modules[R.Module]->Functions[R.Fn];
    const llvm::SmallVector<ir::FunctionId, 1> &Scheduled =
        Deferred.Scheduled[R.Module][R.Fn];
    if (!passesFrequency(*CFGs[R.Module][R.Fn]) && Scheduled.empty() &&
        F.Attrs.ParamCalls.empty())
      return;
    std::string Why = reasonFrom(R);
    for (ir::FunctionId C : Scheduled) {
      if (!canInherit({R.Module, C}, R.Module))
        continue;
      // A noun, as the frontends' own reasons are: "'setTimeout' callback
      // scheduled from 'onclick' handler".
      const std::string &Own = Modules[R.Module]->Functions[C].Attrs.FreqReason;
      inherit(
          {R.Module, C}, R,
          (Own.empty() ? std::string("callback") : Own) + " scheduled from " +
              (llvm::StringRef(Why).starts_with("called from ") ? Why.substr(12)
                                                                : Why));
    }
    auto Inherit = [&](FnRef C) {
      if (canInherit(C, R.Module))
        inherit(C, R, Why);
    };
    // A call only made while the place it fills is empty (`if
    // (this.model) return; await this.loadModel();`, ir::Op::Guarded)
    // repeats with its caller only until the place is filled.
    for (const ir::Block &B : F.Blocks)
      for (const ir::Op &O : B.Ops)
        if (O.Kind == ir::OpKind::Call || O.Kind == ir::OpKind::ScopedCall)
          for (FnRef C : Callees(R.Module, O))
            reach(C, R, Why, O.Guarded);
    // Callbacks run as often as what calls them: those R hands to a callee
    // that calls them in its own body, and those R (a closure of the
    // callee) calls through the callee's parameter.
    for (size_t I : Flow.PassesBy[R.Module][R.Fn]) {
      const CallbackFlow::Pass &P = Flow.Passes[I];
      if (llvm::any_of(Flow.runsOf(P), [&](const CallbackFlow::Run &Run) {
            return Run.Fn == P.Callee.Fn;
          }))
        Inherit(P.Callback);
    }
    for (const ir::FunctionAttrs::ParamCall &PC : F.Attrs.ParamCalls) {
      if (PC.Param.Fn == R.Fn)
        continue;
      auto It = Flow.PassesTo.find({R.Module, PC.Param.Fn, PC.Param.Index});
      if (It != Flow.PassesTo.end())
        for (size_t I : It->second)
          Inherit(Flow.Passes[I].Callback);
    }
  }

  const std::vector<const ir::Module *> &Modules;
  const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs;
  CalleesT Callees;
  const llvm::StringMap<FunctionRef> &SymToFn;
  std::vector<std::vector<FunctionSummary>> &Sums;
  const DeferralGraph Deferred;
  const CallbackFlow Flow;
  /// The repeating functions whose frequency their callees have yet to
  /// inherit.
  std::deque<FnRef> Work;
  /// Callbacks that repeat by registering themselves again.
  llvm::DenseSet<std::pair<unsigned, ir::FunctionId>> SelfScheduled;
  /// The second spread: reuse by a library's unseen callers
  /// (FunctionSummary::ReuseReason), not repetition.
  bool Reusing = false;
};

template <typename CalleesT>
void computeFrequencies(
    const std::vector<const ir::Module *> &Modules,
    const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
    CalleesT Callees, const llvm::StringMap<FunctionRef> &SymToFn,
    std::vector<std::vector<FunctionSummary>> &Sums) {
  FrequencyPropagation<CalleesT>(Modules, CFGs, Callees, SymToFn, Sums).run();
}

/// An application's methods by name (ir::Module::ExportsStayInRun,
/// calledThroughReceivers), as nodes of the calling-scope graph (Base[M] +
/// function): a call through a receiver no call resolved (`dp.normalize(t)`
/// with dp a parameter) may reach any of them. A library's methods have
/// callers the run does not see anyway (scopeDecidedByUnseenCallers).
class MethodsByName {
public:
  MethodsByName(const std::vector<const ir::Module *> &Modules,
                llvm::ArrayRef<size_t> Base) {
    for (unsigned M = 0; M != Modules.size(); ++M)
      if (Modules[M]->ExportsStayInRun)
        for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn)
          if (calledThroughReceivers(Modules[M]->Functions[Fn]))
            Nodes[Modules[M]->Functions[Fn].Name].push_back(Base[M] + Fn);
  }
  bool empty() const { return Nodes.empty(); }
  llvm::ArrayRef<size_t> named(llvm::StringRef Member) const {
    auto It = Nodes.find(Member);
    return It == Nodes.end() ? llvm::ArrayRef<size_t>() : It->second;
  }

private:
  llvm::StringMap<llvm::SmallVector<size_t, 1>> Nodes;
};

/// The functions a symbol handed to a scope API stands for
/// (FunctionAttrs::ScopedSymbols): its own function, and those of its
/// members ("<sym>.kernelFunc", an exported object's function). The members
/// are looked up only when some function hands a symbol on.
class ScopedSymbolTargets {
public:
  ScopedSymbolTargets(const std::vector<const ir::Module *> &Modules,
                      const llvm::StringMap<FunctionRef> &SymToFn)
      : SymToFn(SymToFn) {
    if (llvm::any_of(Modules, [](const ir::Module *M) {
          return llvm::any_of(M->Functions, [](const ir::Function &F) {
            return !F.Attrs.ScopedSymbols.empty();
          });
        }))
      Members.emplace(SymToFn);
  }
  llvm::SmallVector<FunctionRef, 2> of(llvm::StringRef Sym) const {
    llvm::SmallVector<FunctionRef, 2> Out;
    if (auto It = SymToFn.find(Sym); It != SymToFn.end())
      Out.push_back(It->second);
    if (Members)
      Members->forEach(
          Sym, [&](llvm::StringRef, FunctionRef Fn) { Out.push_back(Fn); });
    return Out;
  }

private:
  const llvm::StringMap<FunctionRef> &SymToFn;
  std::optional<SymbolMembers> Members;
};

/// Per node of computeCallingScopes (functions numbered from Base[M] per
/// module, then parameters): whether it is a test module's function.
static std::vector<bool>
testCodeNodes(const std::vector<const ir::Module *> &Modules,
              llvm::ArrayRef<size_t> Base, size_t Nodes) {
  std::vector<bool> TestCode(Nodes, false);
  for (unsigned M = 0; M != Modules.size(); ++M)
    if (Modules[M]->IsTest)
      for (size_t N = Base[M]; N != Base[M + 1]; ++N)
        TestCode[N] = true;
  return TestCode;
}

/// Per function of M, the closures it hands to an iteration it runs
/// (`xs.map(cb)`, `xs.reduce(cb, init)`: ir::Frequency::PerIteration), which
/// call them synchronously, once per element, before they return. Not async
/// closures, nor ones scheduled to run later (FunctionAttrs::DeferredBy):
/// they run after the call that was given them has returned. Nor those of
/// an async function: it may hand them over after an await (`await
/// ds.forEachAsync(cb)`), when the scope it was called in has closed,
/// unless that scope stays open across awaits.
std::vector<std::vector<ir::FunctionId>>
iterationClosures(const ir::Module &M) {
  std::vector<std::vector<ir::FunctionId>> Of(M.Functions.size());
  for (ir::FunctionId Fn = 0; Fn != M.Functions.size(); ++Fn) {
    const ir::Function &C = M.Functions[Fn];
    if (C.Parent >= Fn || C.Attrs.Freq != ir::Frequency::PerIteration ||
        C.Attrs.IsAsync || !C.Attrs.DeferredBy.empty())
      continue;
    const ir::FunctionAttrs &P = M.Functions[C.Parent].Attrs;
    if (!P.IsAsync || P.ScopeSpansAwaits)
      Of[C.Parent].push_back(Fn);
  }
  return Of;
}

/// Whether code of F at At runs inside a freeing scope: all of F does (a
/// scope's callback), or At lies in one of Spans (scopeSpans of F).
bool inScopeAt(const ir::Function &F,
               llvm::ArrayRef<std::pair<ir::SourceLoc, ir::SourceLoc>> Spans,
               ir::SourceLoc At) {
  return F.Attrs.IsScopeCallback || llvm::any_of(Spans, [&](const auto &S) {
           return S.first < At && At < S.second;
         });
}

/// A call of the calling-scope graph (computeCallingScopes): Caller calls
/// Callee, inside a freeing scope of Caller's when Scoped.
struct ScopeSite {
  size_t Caller, Callee;
  bool Scoped;
};

/// The sites by which the functions of Mod (numbered from Base) call their
/// iteration callbacks (iterationClosures): where each is written, in a
/// scope when that place is (ClosureEnds as scopeSpans reads it), so what
/// a callback makes is freed with the scope its function runs in.
void addIterationSites(const ir::Module &Mod, size_t Base,
                       const std::vector<bool> &ClosureEnds,
                       std::vector<ScopeSite> &Sites) {
  std::vector<std::vector<ir::FunctionId>> Of = iterationClosures(Mod);
  for (ir::FunctionId Fn = 0; Fn != Mod.Functions.size(); ++Fn) {
    if (Of[Fn].empty())
      continue;
    const ir::Function &F = Mod.Functions[Fn];
    std::vector<std::pair<ir::SourceLoc, ir::SourceLoc>> Spans =
        scopeSpans(F, ClosureEnds[Fn]);
    for (ir::FunctionId C : Of[Fn])
      Sites.push_back({Base + Fn, Base + C,
                       inScopeAt(F, Spans, Mod.Functions[C].Range.Begin)});
  }
}

/// FunctionSummary::RunsInScope for every function: among the functions
/// reachable from a call made inside a scope, the greatest fixpoint of
/// "every call is in a scope or comes from a function that runs in one"
/// (greatest, so that recursion inside a scope stays in it; only reachable
/// ones, so that a recursive function nobody calls from a scope is not in
/// one). Linear in the calls: a function is queued once when it is reached,
/// and once when it is known not to run in a scope, after which its
/// unscoped calls make their callees lose the property too.
///
/// Callbacks take part as nodes of their own: a parameter that its function
/// calls (FunctionAttrs::ParamCalls) is "called" from there, in a scope or
/// not, and what each caller passes for it (Op::Callbacks) is called from
/// the parameter. So a function that hands its parameter to a scope API runs
/// the callback each caller passes in that scope, through any number of hands,
/// files and methods; a callback its callee never calls is reached by
/// nothing, and stays outside.
template <typename CalleesT>
void computeCallingScopes(
    const std::vector<const ir::Module *> &Modules,
    const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
    CalleesT Callees, const llvm::StringMap<FunctionRef> &SymToFn,
    std::vector<std::vector<FunctionSummary>> &Sums,
    const std::vector<std::vector<bool>> *Roots = nullptr,
    const std::vector<std::vector<bool>> *Closed = nullptr) {
  // Nodes: every function (Base[M] + Fn), then the parameters that are
  // called or handed a callback, numbered as met.
  std::vector<size_t> Base(Modules.size() + 1, 0);
  for (unsigned M = 0; M != Modules.size(); ++M)
    Base[M + 1] = Base[M] + Modules[M]->Functions.size();
  size_t Nodes = Base.back();
  llvm::DenseMap<std::tuple<unsigned, ir::FunctionId, uint32_t>, size_t>
      ParamNode;
  auto ParamOf = [&](unsigned M, ir::FunctionId Fn, uint32_t Index) {
    auto [It, New] = ParamNode.try_emplace({M, Fn, Index}, Nodes);
    if (New)
      ++Nodes;
    return It->second;
  };
  using Site = ScopeSite;
  std::vector<Site> Sites;
  // A call through a receiver no call resolved may reach an application's
  // method of its name: one of its callers.
  MethodsByName Methods(Modules, Base);
  auto ReachMethods = [&](size_t Caller, llvm::StringRef Member, bool Scoped) {
    for (size_t Method : Methods.named(Member))
      Sites.push_back({Caller, Method, Scoped});
  };
  ScopedSymbolTargets Scoped(Modules, SymToFn);
  for (unsigned M = 0; M != Modules.size(); ++M) {
    const ir::Module &Mod = *Modules[M];
    std::vector<bool> ClosureEnds = closuresEndingScopes(Mod, CFGs[M]);
    addIterationSites(Mod, Base[M], ClosureEnds, Sites);
    for (ir::FunctionId Fn = 0; Fn != Mod.Functions.size(); ++Fn) {
      const ir::Function &F = Mod.Functions[Fn];
      // Where in the function such a call sits is not kept: in a scope only
      // when all of the function is.
      if (!Methods.empty())
        for (const std::string &Member : F.Attrs.UnresolvedMemberCalls)
          ReachMethods(Base[M] + Fn, Member, F.Attrs.IsScopeCallback);
      for (const std::string &Sym : F.Attrs.ScopedSymbols)
        for (FnRef Target : Scoped.of(Sym))
          Sites.push_back({Base[M] + Fn, Base[Target.Module] + Target.Fn,
                           /*Scoped=*/true});
      if (!CFGs[M][Fn]->has(ir::OpKind::Call) && F.Attrs.ParamCalls.empty())
        continue;
      std::vector<std::pair<ir::SourceLoc, ir::SourceLoc>> Spans =
          scopeSpans(F, ClosureEnds[Fn]);
      auto InSpan = [&](ir::SourceLoc At) { return inScopeAt(F, Spans, At); };
      auto NodeOf = [&](const ir::ParamRef &P) -> std::optional<size_t> {
        if (P.Fn >= Mod.Functions.size())
          return std::nullopt;
        return ParamOf(M, P.Fn, P.Index);
      };
      for (const ir::FunctionAttrs::ParamCall &PC : F.Attrs.ParamCalls)
        if (std::optional<size_t> P = NodeOf(PC.Param))
          Sites.push_back({Base[M] + Fn, *P, PC.InScopeApi || InSpan(PC.At)});
      for (const ir::Block &B : F.Blocks)
        for (const ir::Op &O : B.Ops) {
          if (O.Kind != ir::OpKind::Call)
            continue;
          bool Scoped = InSpan(O.Range.Begin);
          bool Resolved = false;
          for (FnRef C : Callees(M, O)) {
            Resolved = true;
            Sites.push_back({Base[M] + Fn, Base[C.Module] + C.Fn, Scoped});
            for (const ir::CallbackArg &CB : O.Callbacks) {
              std::optional<size_t> Passed = NodeOf(CB.Param);
              if (std::optional<FnRef> Fn =
                      referencedFunction(Mod, M, SymToFn, CB))
                Passed = Base[Fn->Module] + Fn->Fn;
              if (Passed)
                Sites.push_back(
                    {ParamOf(C.Module, C.Fn, CB.Arg), *Passed, false});
            }
          }
          if (!Resolved && !Methods.empty())
            if (llvm::StringRef Member = memberCalled(O); !Member.empty())
              ReachMethods(Base[M] + Fn, Member, Scoped);
        }
    }
  }
  // A test's call says nothing of how the product calls a function: it
  // neither takes a function out of its callers' scope nor gives it callers.
  std::vector<bool> TestCode = testCodeNodes(Modules, Base, Nodes);
  std::vector<bool> InScope(Nodes, false), Root(Nodes, false),
      Shut(Nodes, false);
  // Closed functions are not brought into a scope from Roots.
  if (Closed)
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != (*Closed)[M].size(); ++Fn)
        Shut[Base[M] + Fn] = (*Closed)[M][Fn];
  std::vector<std::vector<size_t>> Out(Nodes);
  std::vector<size_t> Work;
  // Roots run in a scope whoever calls them (the callers the run cannot see
  // decide: scopeDecidedByUnseenCallers), and so may what they call.
  if (Roots)
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != (*Roots)[M].size(); ++Fn)
        if ((*Roots)[M][Fn]) {
          Root[Base[M] + Fn] = InScope[Base[M] + Fn] = true;
          Work.push_back(Base[M] + Fn);
        }
  for (size_t I = 0; I != Sites.size(); ++I) {
    Out[Sites[I].Caller].push_back(I);
    if (Sites[I].Scoped && !InScope[Sites[I].Callee]) {
      InScope[Sites[I].Callee] = true;
      Work.push_back(Sites[I].Callee);
    }
  }
  // Everything reachable from a scoped call may run in the scope.
  while (!Work.empty()) {
    size_t N = Work.back();
    Work.pop_back();
    for (size_t I : Out[N])
      if (!InScope[Sites[I].Callee] && !Shut[Sites[I].Callee]) {
        InScope[Sites[I].Callee] = true;
        Work.push_back(Sites[I].Callee);
      }
  }
  for (size_t N = 0; N != Nodes; ++N)
    if (!InScope[N])
      Work.push_back(N);
  while (!Work.empty()) {
    size_t Caller = Work.back();
    Work.pop_back();
    if (TestCode[Caller])
      continue;
    for (size_t I : Out[Caller])
      if (InScope[Sites[I].Callee] && !Sites[I].Scoped &&
          !Root[Sites[I].Callee]) {
        InScope[Sites[I].Callee] = false;
        Work.push_back(Sites[I].Callee);
      }
  }
  std::vector<bool> Reached(Nodes, false);
  for (const Site &S : Sites)
    if (!TestCode[S.Caller])
      Reached[S.Callee] = true;
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
      Sums[M][Fn].RunsInScope = InScope[Base[M] + Fn];
      Sums[M][Fn].HasCallers = Reached[Base[M] + Fn];
    }
}

} // namespace

bool scopeDecidedByUnseenCallers(const ir::Module &M, const ir::Function &F,
                                 const FunctionSummary &S) {
  if (S.HasCallers || S.RunsInScope || !S.ReturnsFresh ||
      S.Freq != ir::Frequency::Unknown || F.ExportSymbol.empty() ||
      F.Attrs.IsScriptGlobal || M.ExportsStayInRun || !M.HasFreeingScope)
    return false;
  // One that frees some of what it makes, or opens a scope itself, manages
  // its memory by hand: it does not count on its callers' scope.
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Release || O.Kind == ir::OpKind::ScopeEnter ||
          O.Kind == ir::OpKind::ScopedCall)
        return false;
  return true;
}

/// Whether analysing a function reads other functions' summaries.
static bool readsSummaries(const CFGInfo &CFG) {
  return CFG.has(ir::OpKind::Call) || CFG.has(ir::OpKind::CallOutcome);
}

/// Whether the calls of F resolve, op by op, to the summaries a cached run
/// saw.
static bool sameCallees(const ir::Function &F,
                        llvm::ArrayRef<std::optional<FunctionSummary>> Seen,
                        SummaryResolver Resolve) {
  size_t K = 0;
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind != ir::OpKind::Call && O.Kind != ir::OpKind::CallOutcome)
        continue;
      if (K == Seen.size())
        return false;
      const FunctionSummary *S = Resolve(O);
      const std::optional<FunctionSummary> &Was = Seen[K++];
      if (S ? !Was || !(*S == *Was) : Was.has_value())
        return false;
    }
  return K == Seen.size();
}

std::vector<std::optional<FunctionSummary>>
summaries::calleesOf(const ir::Function &F, SummaryResolver Resolve) {
  std::vector<std::optional<FunctionSummary>> Out;
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Call || O.Kind == ir::OpKind::CallOutcome) {
        const FunctionSummary *S = Resolve(O);
        Out.push_back(S ? std::optional<FunctionSummary>(*S) : std::nullopt);
      }
  return Out;
}

/// A global instance of a class a script of a page makes (`const agent = new
/// Agent()`: ir::Module::GlobalInstances) names, for the page and its
/// scripts, the methods of the class the page links by the class's name:
/// PageGlobalPrefix + "agent.m" is what PageGlobalPrefix + "Agent.m" is.
/// MethodsOf: the method names of each script class. Linear in the
/// instances' methods per module that loads them.
static void linkGlobalInstances(
    const std::vector<const ir::Module *> &Modules,
    const llvm::StringMap<llvm::SmallVector<llvm::StringRef, 8>> &MethodsOf,
    llvm::StringMap<FunctionRef> &SymToFn) {
  llvm::StringMap<unsigned> InstancesByPath;
  for (unsigned M = 0; M != Modules.size(); ++M)
    if (!Modules[M]->GlobalInstances.empty())
      InstancesByPath.try_emplace(Modules[M]->SymbolPath, M);
  if (InstancesByPath.empty())
    return;
  for (const ir::Module *Page : Modules)
    for (const std::string &Script : Page->PageScripts) {
      auto It = InstancesByPath.find(Script);
      if (It == InstancesByPath.end())
        continue;
      for (const ir::Module::GlobalInstance &G :
           Modules[It->second]->GlobalInstances) {
        auto Methods = MethodsOf.find(G.Class);
        if (Methods == MethodsOf.end())
          continue;
        for (llvm::StringRef Method : Methods->second) {
          auto Fn = SymToFn.find(Page->PageGlobalPrefix + G.Class + "." +
                                 Method.str());
          if (Fn == SymToFn.end())
            continue;
          FunctionRef Ref = Fn->second;
          SymToFn.insert_or_assign(
              Page->PageGlobalPrefix + G.Name + "." + Method.str(), Ref);
          SymToFn.try_emplace(
              (ir::ClassicScriptGlobals + G.Name + "." + Method).str(), Ref);
        }
      }
    }
}

/// A module that shares one global scope with the scripts it loads (a web
/// page and its classic scripts) names their globals PageGlobalPrefix +
/// name (ir::Module::PageScripts): each such name stands for the function of
/// the last script that declares it, a later declaration replacing an
/// earlier one. The scripts' own calls of each other's globals name
/// ir::ClassicScriptGlobals + name. The methods of a script's top-level
/// classes are its globals too, as "Class.method": the other scripts call
/// them through an instance. Linear in the scripts' globals per module that
/// loads them.
static void linkPageGlobals(const std::vector<const ir::Module *> &Modules,
                            llvm::StringMap<FunctionRef> &SymToFn) {
  llvm::StringMap<unsigned> ByPath;
  bool AnyPage = false;
  for (unsigned M = 0; M != Modules.size(); ++M)
    AnyPage |=
        !Modules[M]->PageScripts.empty() || !Modules[M]->PageModules.empty();
  if (!AnyPage)
    return;
  auto IsGlobal = [](const ir::Function &F) {
    return F.Attrs.IsScriptGlobal || F.Attrs.OfScriptGlobalClass;
  };
  // The method names of each script class, for the instances.
  llvm::StringMap<llvm::SmallVector<llvm::StringRef, 8>> MethodsOf;
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (const ir::Function &F : Modules[M]->Functions)
      if (IsGlobal(F)) {
        ByPath.try_emplace(llvm::StringRef(F.ExportSymbol).rsplit('#').first,
                           M);
        break;
      }
  for (const ir::Module *Page : Modules)
    for (const std::string &Script : llvm::concat<const std::string>(
             Page->PageScripts, Page->PageModules)) {
      auto It = ByPath.find(Script);
      if (It == ByPath.end())
        continue;
      const ir::Module &S = *Modules[It->second];
      for (ir::FunctionId Fn = 0; Fn != S.Functions.size(); ++Fn) {
        const ir::Function &F = S.Functions[Fn];
        if (!IsGlobal(F))
          continue;
        llvm::StringRef Name =
            llvm::StringRef(F.ExportSymbol).rsplit('#').second;
        SymToFn.insert_or_assign(Page->PageGlobalPrefix + Name.str(),
                                 FunctionRef{It->second, Fn});
        // Another script's call of it (ir::ClassicScriptGlobals): the first
        // script of the run's pages that declares the name.
        SymToFn.try_emplace((ir::ClassicScriptGlobals + Name).str(),
                            FunctionRef{It->second, Fn});
        // `new PCA()` with PCA a constructor function: the function runs.
        if (F.Attrs.IsScriptGlobal) {
          SymToFn.try_emplace(Page->PageGlobalPrefix + Name.str() +
                                  ".constructor",
                              FunctionRef{It->second, Fn});
          SymToFn.try_emplace(
              (ir::ClassicScriptGlobals + Name + ".constructor").str(),
              FunctionRef{It->second, Fn});
        }
        if (F.Attrs.OfScriptGlobalClass) {
          auto [Class, Method] = Name.split('.');
          MethodsOf[Class].push_back(Method);
        }
      }
    }
  linkGlobalInstances(Modules, MethodsOf, SymToFn);
}

/// A name a module binds to another module's (ir::Module::ImportedNames)
/// stands for what that one does, and so do its members ("A#Chain.run" for
/// "B#Chain.run"). Re-exports chain (`pkg/__init__.py` binds `Chain` of
/// `pkg/base.py`, and `app/__init__.py` that of `pkg`): a few rounds follow
/// them. Linear in the symbols per round.
static void linkImportedNames(const std::vector<const ir::Module *> &Modules,
                              llvm::StringMap<FunctionRef> &SymToFn) {
  // Target -> the names bound to it, and whether they hold an instance
  // of it (members only).
  llvm::StringMap<llvm::SmallVector<std::pair<llvm::StringRef, bool>, 1>>
      NamesOf;
  for (const ir::Module *M : Modules)
    for (const ir::Module::ImportedName &N : M->ImportedNames)
      if (N.Symbol != N.Target)
        NamesOf[N.Target].push_back({N.Symbol, N.Instance});
  if (NamesOf.empty())
    return;
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<std::pair<std::string, FunctionRef>> Added;
    for (const auto &[Sym, Fn] : SymToFn) {
      // "B#Chain.run": the name "B#Chain" and the member ".run".
      llvm::StringRef S = Sym;
      size_t Hash = S.find('#');
      if (Hash == llvm::StringRef::npos)
        continue;
      size_t Dot = S.find('.', Hash);
      llvm::StringRef Name = S.take_front(Dot), Member = S.substr(Name.size());
      auto It = NamesOf.find(Name);
      if (It == NamesOf.end())
        continue;
      for (auto [Bound, Instance] : It->second)
        if (!Instance || !Member.empty())
          Added.push_back({(Bound + Member).str(), Fn});
    }
    bool Changed = false;
    for (auto &[Sym, Fn] : Added)
      Changed |= SymToFn.try_emplace(Sym, Fn).second;
    if (!Changed)
      break;
  }
}

std::optional<FunctionRef>
summaries::namedCallee(const std::vector<const ir::Module *> &Modules,
                       const llvm::StringMap<FunctionRef> &SymToFn, unsigned M,
                       const ir::Op &O) {
  if (O.Callee != ir::NoFunction && O.Callee < Modules[M]->Functions.size())
    return FunctionRef{M, O.Callee};
  if (!O.CalleeSymbol.empty())
    if (auto It = SymToFn.find(O.CalleeSymbol); It != SymToFn.end())
      return It->second;
  return std::nullopt;
}

std::optional<FunctionRef>
summaries::referencedFunction(const ir::Module &Mod, unsigned M,
                              const llvm::StringMap<FunctionRef> &SymToFn,
                              const ir::CallbackArg &R) {
  if (R.Fn < Mod.Functions.size())
    return FunctionRef{M, R.Fn};
  if (!R.Symbol.empty())
    if (auto It = SymToFn.find(R.Symbol); It != SymToFn.end())
      return It->second;
  return std::nullopt;
}

std::optional<FunctionRef>
summaries::resolveCall(const std::vector<const ir::Module *> &Modules,
                       const llvm::StringMap<FunctionRef> &SymToFn, unsigned M,
                       const ir::Op &O) {
  // A call of what the callee returned is no call of the callee.
  if (O.CallsResult)
    return std::nullopt;
  return namedCallee(Modules, SymToFn, M, O);
}

/// One compute of the summary table, in the steps SummaryTable::compute
/// names: control flow, the order of the functions, the summaries to a
/// fixpoint, the calling context and frequencies, what the rules and the
/// editor keep.
class SummaryComputation {
public:
  SummaryComputation(const std::vector<const ir::Module *> &Modules,
                     llvm::ThreadPoolInterface *Pool, bool KeepAnalyses,
                     AnalysisCache *Cache)
      : Modules(Modules), Pool(Pool), KeepAnalyses(KeepAnalyses), Cache(Cache),
        Sums(Modules.size()), CFGs(Modules.size()), HasCalls(Modules.size()),
        Was(Modules.size()), Made(Modules.size()), LastFacts(Modules.size()),
        Pending(Cache ? Modules.size() : 0), MadeAt(Modules.size()),
        ChangedAt(Modules.size()), NowScoped(Modules.size()) {}

  /// Control flow, symbols, the calling scopes, the summaries to a
  /// fixpoint, the frequencies; then the scopes of ops whose callers the run
  /// cannot see.
  void run() {
    findReusedRuns();
    buildControlFlow();
    indexSymbols();
    computeCallingScopes(Modules, CFGs, calleesFn(), SymToFn, Sums);
    orderFunctions();
    summarizeToFixpoint();
    computeFrequencies(Modules, CFGs, calleesFn(), SymToFn, Sums);
    scopeOpsOfUnseenCallers();
  }

  /// Gives the table's parts: the freed fields, the summaries, the export
  /// symbols and what the rules keep; hands the cache this compute's engine
  /// runs and outlines.
  void finish(
      FieldReleases &Fields, std::vector<std::vector<FunctionSummary>> &OutSums,
      llvm::StringMap<FunctionRef> &BySymbol,
      std::shared_ptr<llvm::StringMap<std::vector<AnalysedFunction>>> &Kept) {
    Fields =
        FieldReleases::collect(Modules, CFGs, [&](unsigned M, const ir::Op &O) {
          return calleeSummary(M, O);
        });
    if (KeepAnalyses)
      Kept = keptAnalyses();
    if (Cache)
      keepInCache();
    OutSums = std::move(Sums);
    Returned.reset(); // it reads SymToFn
    Stored.reset();
    BySymbol = std::move(SymToFn); // first wins, as built by indexSymbols
  }

private:
  /// With a cache: per function, what the last compute kept of it if its IR
  /// is the same.
  void findReusedRuns() {
    if (!Cache)
      return;
    for (unsigned M = 0; M != Modules.size(); ++M) {
      const std::vector<ir::Function> &Fns = Modules[M]->Functions;
      Was[M].assign(Fns.size(), nullptr);
      auto It = Cache->ByModule.find(Modules[M]->Path);
      if (It == Cache->ByModule.end())
        continue;
      for (ir::FunctionId Fn = 0; Fn != Fns.size(); ++Fn)
        if (Fn < It->second.size() && It->second[Fn].Rev.matches(Fns[Fn].Rev))
          Was[M][Fn] = &It->second[Fn];
    }
  }

  /// Each function's control flow (a reused run's, if any) and whether
  /// analysing it reads other summaries; on the pool.
  void buildControlFlow() {
    support::forEachIndex(Pool, Modules.size(), [&](unsigned M) {
      const ir::Module &Mod = *Modules[M];
      Sums[M].resize(Mod.Functions.size());
      for (ir::FunctionId Fn = 0; Fn != Mod.Functions.size(); ++Fn) {
        const ir::Function &F = Mod.Functions[Fn];
        AnalysisCache::Function *Old = Cache ? Was[M][Fn] : nullptr;
        CFGs[M].push_back(Old ? Old->CFG : std::make_shared<const CFGInfo>(F));
        HasCalls[M].push_back(readsSummaries(*CFGs[M].back()));
      }
    });
    for (unsigned M = 0; M != Modules.size(); ++M) {
      size_t N = Modules[M]->Functions.size();
      if (KeepAnalyses)
        LastFacts[M].resize(N);
      if (Cache)
        Pending[M].resize(N);
      MadeAt[M].assign(N, 0);
      ChangedAt[M].assign(N, 0);
    }
  }

  /// Export symbols to functions, the functions with calls, the globals a
  /// page's scripts share.
  void indexSymbols() {
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
        const ir::Function &F = Modules[M]->Functions[Fn];
        if (!F.ExportSymbol.empty())
          SymToFn.try_emplace(F.ExportSymbol, FnRef{M, Fn});
        if (!F.ExportAlias.empty())
          SymToFn.try_emplace(F.ExportAlias, FnRef{M, Fn});
        if (HasCalls[M][Fn])
          WithCalls.push_back({M, Fn});
      }
    linkPageGlobals(Modules, SymToFn);
    linkImportedNames(Modules, SymToFn);
    Classes.emplace(Modules, SymToFn);
    Returned.emplace(Modules, SymToFn);
    Stored.emplace(Modules, SymToFn);
  }

  std::optional<FnRef> resolve(unsigned M, const ir::Op &O) const {
    return resolveCall(Modules, SymToFn, M, O);
  }

  /// The summary of the function O (of module M) calls, or null.
  const FunctionSummary *calleeSummary(unsigned M, const ir::Op &O) const {
    if (std::optional<FnRef> C = resolve(M, O))
      return &Sums[C->Module][C->Fn];
    return nullptr;
  }

  /// Every function a call may reach: its callee, and for a dispatch to
  /// overrides (Op::OtherCallees) the others too; for a call of a result
  /// (Op::CallsResult), the functions its callee returns; for a call
  /// through a place (Op::CalledPlace), the functions stored there.
  llvm::SmallVector<FnRef, 2> callees(unsigned M, const ir::Op &O) const {
    llvm::SmallVector<FnRef, 2> Out;
    if (std::optional<FnRef> C = resolve(M, O)) {
      Out.push_back(*C);
      // `this.build()`: an override in a subclass of another file too.
      if (O.ThisDispatch && Classes)
        llvm::append_range(Out, Classes->overrides(C->Module, C->Fn, SymToFn));
    }
    if (Returned)
      llvm::append_range(Out, Returned->reached(M, O));
    if (Stored)
      Stored->reached(O, Out);
    for (ir::FunctionId Other : O.OtherCallees)
      if (Other < Modules[M]->Functions.size())
        Out.push_back({M, Other});
    return Out;
  }
  /// callees, as the frequency and calling-scope passes take it.
  struct CalleesOf {
    const SummaryComputation *C;
    llvm::SmallVector<FnRef, 2> operator()(unsigned M, const ir::Op &O) const {
      return C->callees(M, O);
    }
  };
  CalleesOf calleesFn() const { return {this}; }

  /// Moves the engine runs made since the last call to Made, in order
  /// (functions are analysed in parallel).
  void keepPending() {
    for (unsigned M = 0; M != Pending.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Pending[M].size(); ++Fn)
        if (std::optional<AnalysisCache::Run> &Run = Pending[M][Fn]) {
          Made[M].push_back({Fn, std::move(*Run)});
          Run.reset();
        }
  }

  /// The summary R would get now (reading only its callees' summaries): a
  /// cached run's, not copied, when one matches; else a new one, made in
  /// Fresh (in the editor nearly every function matches: a summary is not
  /// even constructed for those).
  const FunctionSummary &summarize(FnRef R,
                                   std::unique_ptr<FunctionSummary> &Fresh) {
    const ir::Function &F = Modules[R.Module]->Functions[R.Fn];
    auto Resolve = [&](const ir::Op &O) { return calleeSummary(R.Module, O); };
    bool InScope = Sums[R.Module][R.Fn].RunsInScope;
    // A run's summary keeps what the calling context said then: whether
    // code of the run called the function (which decides whether its
    // callers' scope is taken for granted) must be what it says now.
    bool HasCallers = Sums[R.Module][R.Fn].HasCallers;
    if (AnalysisCache::Function *Old = Cache ? Was[R.Module][R.Fn] : nullptr)
      for (AnalysisCache::Run &Run : Old->Runs)
        if (Run.RunsInScope == InScope &&
            Run.Summary.HasCallers == HasCallers &&
            sameCallees(F, Run.Callees, Resolve)) {
          Run.Used = true;
          LastFacts[R.Module][R.Fn] = Run.Facts;
          return Run.Summary;
        }
    FunctionFacts Facts =
        analyzeFunction(F, *CFGs[R.Module][R.Fn], Resolve, InScope);
    Fresh = std::make_unique<FunctionSummary>(Sums[R.Module][R.Fn]);
    deriveFacts(*Modules[R.Module], F, Facts, Resolve, *Fresh);
    if (KeepAnalyses) {
      auto Kept = std::make_shared<const FunctionFacts>(std::move(Facts));
      if (Cache)
        Pending[R.Module][R.Fn] = AnalysisCache::Run{
            InScope, calleesOf(F, Resolve), *Fresh, Kept, false};
      LastFacts[R.Module][R.Fn] = std::move(Kept);
    }
    return *Fresh;
  }

  /// When each function was last summarised and when its summary last
  /// changed: a stamp of the round and the function's place in the order a
  /// round makes them in (Place), which orders summaries as making them one
  /// after another would. A summary is made from its function's IR, its own
  /// fields that no round changes (RunsInScope) and the summaries of its
  /// callees: if no callee's summary changed since the function's last one
  /// was made, a new one would be the same, and a round need not make it.
  uint64_t stampOf(unsigned Round, FnRef R) const {
    return uint64_t(Round) << 32 | (Place[Ordinal[R.Module] + R.Fn] + 1);
  }

  /// Stores R's new summary. It is copied only when it changes: in the
  /// editor most functions reuse a cached run, whose summary is the one
  /// they have already.
  void store(FnRef R, const FunctionSummary &New,
             std::unique_ptr<FunctionSummary> &Fresh, uint64_t Stamp) {
    FunctionSummary &Into = Sums[R.Module][R.Fn];
    MadeAt[R.Module][R.Fn] = Stamp;
    if (New == Into)
      return;
    ChangedAt[R.Module][R.Fn] = Stamp;
    if (&New == Fresh.get())
      Into = std::move(*Fresh);
    else
      Into = New;
  }

  /// Summarises R again; whether its facts changed.
  bool analyze(FnRef R, uint64_t Stamp) {
    std::unique_ptr<FunctionSummary> Fresh;
    const FunctionSummary &New = summarize(R, Fresh);
    bool Changed = !sameFacts(New, Sums[R.Module][R.Fn]);
    store(R, New, Fresh, Stamp);
    return Changed;
  }

  /// The functions whose summaries each function with calls reads (itself,
  /// when it calls itself): every op's callee, once; by ordinal. A round
  /// makes summaries callees first (BottomUpOrder.h): Order[P] is the
  /// ordinal of the function made P-th, Place the inverse.
  void orderFunctions() {
    Ordinal.assign(Modules.size() + 1, 0);
    for (unsigned M = 0; M != Modules.size(); ++M)
      Ordinal[M + 1] = Ordinal[M] + Modules[M]->Functions.size();
    ByOrdinal.reserve(Ordinal.back());
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn)
        ByOrdinal.push_back({M, Fn});
    Reads.resize(ByOrdinal.size());
    for (FnRef R : WithCalls) {
      uint32_t I = Ordinal[R.Module] + R.Fn;
      WithCallsOrdinals.push_back(I);
      llvm::DenseSet<std::pair<unsigned, ir::FunctionId>> Seen;
      for (const ir::Block &B : Modules[R.Module]->Functions[R.Fn].Blocks)
        for (const ir::Op &O : B.Ops)
          if (std::optional<FnRef> C = resolve(R.Module, O);
              C && Seen.insert({C->Module, C->Fn}).second)
            Reads[I].push_back(*C);
    }
    Order =
        bottomUpOrder(ByOrdinal.size(),
                      [&](uint32_t I, llvm::function_ref<void(uint32_t)> Add) {
                        for (FnRef C : Reads[I])
                          Add(Ordinal[C.Module] + C.Fn);
                      });
    Place.resize(Order.size());
    for (uint32_t P = 0; P != Order.size(); ++P)
      Place[Order[P]] = P;
  }

  bool calleeChanged(uint32_t I) const {
    uint64_t At = MadeAt[ByOrdinal[I].Module][ByOrdinal[I].Fn];
    return llvm::any_of(
        Reads[I], [&](FnRef C) { return ChangedAt[C.Module][C.Fn] >= At; });
  }

  /// Round one: every function. Later rounds: only functions with calls,
  /// whose facts depend on their callees'. A function that calls nothing
  /// reads no other summary, so its first one is computed up front (on the
  /// pool) and stored when the round reaches it. Each round makes summaries
  /// as one after another in Order would, in parallel: a function reads
  /// only its own summary and its callees'. The schedule's steps are places.
  void summarizeToFixpoint() {
    struct FirstSummary {
      const FunctionSummary *New = nullptr; ///< Fresh, or a cached run's.
      std::unique_ptr<FunctionSummary> Fresh;
    };
    std::vector<std::vector<FirstSummary>> First(Modules.size());
    support::forEachIndex(Pool, Modules.size(), [&](unsigned M) {
      First[M].resize(Modules[M]->Functions.size());
      for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn)
        if (!HasCalls[M][Fn])
          First[M][Fn].New = &summarize({M, Fn}, First[M][Fn].Fresh);
    });
    keepPending();
    support::OrderedSchedule Schedule(
        Order.size(), [&](uint32_t P, llvm::function_ref<void(uint32_t)> Add) {
          for (FnRef C : Reads[Order[P]])
            Add(Place[Ordinal[C.Module] + C.Fn]);
        });
    std::vector<uint32_t> All(Order.size());
    for (uint32_t P = 0; P != All.size(); ++P)
      All[P] = P;
    std::vector<uint32_t> WithCallsPlaces;
    for (uint32_t I : WithCallsOrdinals)
      WithCallsPlaces.push_back(Place[I]);
    llvm::sort(WithCallsPlaces);
    Schedule.run(All, Pool, [&](uint32_t P) {
      FnRef R = ByOrdinal[Order[P]];
      if (FirstSummary &S = First[R.Module][R.Fn]; S.New)
        store(R, *S.New, S.Fresh, stampOf(1, R));
      else
        analyze(R, stampOf(1, R));
    });
    keepPending();
    // Converged: the last round changed no summary, so every function's
    // last facts were made against the final summaries.
    Converged = WithCalls.empty();
    for (unsigned Round = 1; Round < MaxRounds; ++Round) {
      std::atomic<bool> Changed{false};
      Schedule.run(WithCallsPlaces, Pool, [&](uint32_t P) {
        uint32_t I = Order[P];
        if (calleeChanged(I) &&
            analyze(ByOrdinal[I], stampOf(Round + 1, ByOrdinal[I])))
          Changed = true;
      });
      keepPending();
      if (!Changed) {
        Converged = true;
        break;
      }
    }
  }

  /// Ops of a package's own whose callers the run cannot see run in the
  /// scope those callers decide (scopeDecidedByUnseenCallers), and so does
  /// what only they call: the calling scopes again, from them. The facts of
  /// the functions that now run in a scope are made again by the rules.
  void scopeOpsOfUnseenCallers() {
    std::vector<std::vector<bool>> Roots(Modules.size());
    bool AnyRoot = false;
    for (unsigned M = 0; M != Modules.size(); ++M) {
      Roots[M].resize(Modules[M]->Functions.size());
      NowScoped[M].resize(Modules[M]->Functions.size());
      for (ir::FunctionId Fn = 0; Fn != Roots[M].size(); ++Fn)
        AnyRoot |= Roots[M][Fn] = scopeDecidedByUnseenCallers(
            *Modules[M], Modules[M]->Functions[Fn], Sums[M][Fn]);
    }
    if (!AnyRoot)
      return;
    // An export that returns no tensor of its own, outside any scope now,
    // has callers of its own to leak for: not brought into the roots' scope.
    std::vector<std::vector<bool>> Before(Modules.size()),
        Closed(Modules.size());
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Sums[M].size(); ++Fn) {
        const FunctionSummary &S = Sums[M][Fn];
        Before[M].push_back(S.RunsInScope);
        Closed[M].push_back(!S.RunsInScope && !S.ReturnsFresh &&
                            !Modules[M]->Functions[Fn].ExportSymbol.empty());
      }
    computeCallingScopes(Modules, CFGs, calleesFn(), SymToFn, Sums, &Roots,
                         &Closed);
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (ir::FunctionId Fn = 0; Fn != Sums[M].size(); ++Fn)
        NowScoped[M][Fn] = Sums[M][Fn].RunsInScope && !Before[M][Fn];
  }

  /// Each function's control flow and, when the rules would make the same
  /// facts again (made against the final summaries, in the same scope),
  /// its facts. The rules read no summary field the frequencies change.
  std::shared_ptr<llvm::StringMap<std::vector<AnalysedFunction>>>
  keptAnalyses() {
    auto Kept =
        std::make_shared<llvm::StringMap<std::vector<AnalysedFunction>>>();
    for (unsigned M = 0; M != Modules.size(); ++M) {
      std::vector<AnalysedFunction> &Out = (*Kept)[Modules[M]->Path];
      Out.resize(Modules[M]->Functions.size());
      for (ir::FunctionId Fn = 0; Fn != Out.size(); ++Fn) {
        Out[Fn].CFG = CFGs[M][Fn];
        if ((Converged || !HasCalls[M][Fn]) && !NowScoped[M][Fn])
          Out[Fn].Facts = std::move(LastFacts[M][Fn]);
      }
    }
    return Kept;
  }

  /// Hands the cache this compute's engine runs and control flow, and
  /// what patching this table next time needs.
  void keepInCache() {
    bool Patchable = Converged && summariesConvergeAlike(
                                      Modules, SymToFn, HasCalls, [&](FnRef R) {
                                        return Place[Ordinal[R.Module] + R.Fn];
                                      });
    // A table that cannot be patched needs no outlines to patch against.
    std::vector<std::vector<std::pair<uint64_t, bool>>> Outlines;
    if (Patchable)
      Outlines = outlinesOf(Modules, SymToFn, CFGs, Sums);
    Cache->keep(Modules, Was, std::move(CFGs), std::move(Made));
    Cache->keepOutlines(Modules, std::move(Outlines), Patchable);
  }

  const std::vector<const ir::Module *> &Modules;
  llvm::ThreadPoolInterface *Pool;
  const bool KeepAnalyses;
  AnalysisCache *const Cache;

  std::vector<std::vector<FunctionSummary>> Sums;
  std::vector<std::vector<std::shared_ptr<const CFGInfo>>> CFGs;
  /// Per function: whether analysing it reads other summaries ("has
  /// calls"): only those change after the first round.
  std::vector<std::vector<bool>> HasCalls;
  /// With a cache: per function, what the last compute kept of it if its
  /// IR is the same (else null), and per module the engine runs this one
  /// made.
  std::vector<std::vector<AnalysisCache::Function *>> Was;
  std::vector<std::vector<std::pair<ir::FunctionId, AnalysisCache::Run>>> Made;
  llvm::StringMap<FnRef> SymToFn;
  /// Where the functions that functions return run (after indexSymbols).
  std::optional<ReturnedFunctionCalls> Returned;
  /// Where the functions stored into places run (StoredFunctions.h).
  std::optional<StoredFunctionCalls> Stored;
  /// Which methods subclasses inherit and override across modules.
  std::optional<ClassHierarchy> Classes;
  std::vector<FnRef> WithCalls;
  /// Per function, the facts its last summary was made from (KeepAnalyses).
  std::vector<std::vector<std::shared_ptr<const FunctionFacts>>> LastFacts;
  /// The engine runs a cache keeps, per function until they are moved to
  /// Made.
  std::vector<std::vector<std::optional<AnalysisCache::Run>>> Pending;
  /// Stamps (stampOf) of each function's last summary and last change.
  std::vector<std::vector<uint64_t>> MadeAt, ChangedAt;
  /// Module M's functions have ordinals [Ordinal[M], Ordinal[M + 1]).
  std::vector<uint32_t> Ordinal;
  std::vector<FnRef> ByOrdinal;
  std::vector<llvm::SmallVector<FnRef, 4>> Reads;
  std::vector<uint32_t> WithCallsOrdinals, Order, Place;
  bool Converged = false;
  /// Functions that run in a scope only since scopeOpsOfUnseenCallers.
  std::vector<std::vector<bool>> NowScoped;
};

SummaryTable
SummaryTable::compute(const std::vector<const ir::Module *> &Modules,
                      llvm::ThreadPoolInterface *Pool, bool KeepAnalyses,
                      AnalysisCache *Cache) {
  KeepAnalyses |= Cache != nullptr;
  if (Cache) {
    Cache->Patched = false;
    if (std::optional<SummaryTable> Patched = patchLast(Modules, *Cache))
      return std::move(*Patched);
  }
  SummaryComputation C(Modules, Pool, KeepAnalyses, Cache);
  C.run();
  SummaryTable T;
  C.finish(T.Fields, T.Sums, T.BySymbol, T.Kept);
  for (unsigned M = 0; M != Modules.size(); ++M) {
    T.ByModule[Modules[M]->Path] = M;
    T.GraphAdditionsReturned |=
        llvm::any_of(T.Sums[M], [](const FunctionSummary &S) {
          return S.ReturnsGraphAddition != nullptr;
        });
  }
  return T;
}

llvm::ArrayRef<AnalysedFunction>
SummaryTable::analysedOf(const ir::Module &M) const {
  if (!Kept)
    return {};
  auto It = Kept->find(M.Path);
  return It == Kept->end() ? llvm::ArrayRef<AnalysedFunction>()
                           : llvm::ArrayRef(It->second);
}

llvm::ArrayRef<FunctionSummary>
SummaryTable::summariesOf(const ir::Module &M) const {
  auto It = ByModule.find(M.Path);
  return It == ByModule.end() ? llvm::ArrayRef<FunctionSummary>()
                              : llvm::ArrayRef(Sums[It->second]);
}

const FunctionSummary *SummaryTable::lookup(const ir::Module &M,
                                            ir::FunctionId F) const {
  llvm::ArrayRef<FunctionSummary> Of = summariesOf(M);
  return F < Of.size() ? &Of[F] : nullptr;
}

const FunctionSummary *
SummaryTable::calleeOf(const ir::Module &M,
                       llvm::ArrayRef<FunctionSummary> ModuleSums,
                       const ir::Op &O) const {
  if (O.CallsResult)
    return nullptr;
  if (O.Callee != ir::NoFunction && O.Callee < M.Functions.size())
    return O.Callee < ModuleSums.size() ? &ModuleSums[O.Callee] : nullptr;
  if (!O.CalleeSymbol.empty())
    return lookupSymbol(O.CalleeSymbol);
  return nullptr;
}

const FunctionSummary *SummaryTable::lookupSymbol(llvm::StringRef Sym) const {
  auto It = BySymbol.find(Sym);
  return It == BySymbol.end() ? nullptr
                              : &Sums[It->second.Module][It->second.Fn];
}

} // namespace tensorlint::analysis
