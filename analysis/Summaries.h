//===- Summaries.h - Per-function summaries used at call sites --*- C++ -*-===//
//
// A summary says what a call to a function does to tensors, so that a helper
// that returns a fresh tensor is a creator for its callers, a helper that
// stores its parameter is a sink, and so on. Summaries are computed from the
// IR of every module in a run (inside a file and across files that import
// each other) before the rules run.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_SUMMARIES_H
#define TENSORLINT_ANALYSIS_SUMMARIES_H

#include "analysis/FieldReleases.h"
#include "ir/IR.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ThreadPool.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::analysis {

struct AnalysedFunction;
class AnalysisCache;

/// A field of a record parameter that a function leaves released: on every
/// path to its exit (When is Unknown), or on every path that returns a zero
/// (or a nonzero) constant. Fresh: what it released there is a handle it
/// stored into the field itself (`c->graph = new_graph(); ...
/// delete_graph(c->graph)`), not the one the field held on entry: the
/// caller's handle is replaced by a released one, not released.
struct FieldRelease {
  unsigned Param = 0;
  std::string Field;
  ir::ReturnKind When = ir::ReturnKind::Unknown;
  bool Fresh = false;
  friend bool operator==(const FieldRelease &, const FieldRelease &) = default;
};

struct FunctionSummary {
  bool ReturnsFresh = false; ///< Returns a tensor the caller must free.
  bool ReturnsModel = false; ///< Returns a freshly loaded model.
  /// What it returns fresh is built, not loaded, and kept for the program
  /// as a rule (a built model, an optimizer): the caller not
  /// releasing it is no leak, as for a model it loads.
  bool ReturnsLongLived = false;
  /// What ReturnsFresh returns is a model built in code on every path (a
  /// sequential or functional model made in the body or by a callee that
  /// returns one): each call makes weights of its own, which stay until the
  /// model is disposed, so the call site is a build (tensor-model-reload).
  bool ReturnsBuiltModel = false;
  bool LoadsModel = false; ///< Loads a model somewhere in its body.
  /// Every run of it loads a model afresh and keeps it for other code, and
  /// releases none (Summaries.cpp, isLoader): it runs once per model it
  /// makes, unless code that repeats calls it. A fact of its body and its
  /// callees' ReturnsModel, so that a patched table sees it change.
  bool IsLoader = false;
  /// Returns what it adds to a long-lived graph, kept nowhere else (a
  /// helper that builds a model into a framework's global state and returns
  /// it): each call of it adds to that graph as the addition inside does
  /// (tensor-graph-growth). A copy of the graph's description: a caller's
  /// module may name no graph.
  std::shared_ptr<const ir::Graph> ReturnsGraphAddition;
  bool IsAsync = false; ///< async or returns a Promise.
  /// It makes a tensor a freeing scope would free, or calls a function that
  /// does (AsyncTensorWork.h).
  bool MakesTensors = false;
  /// The async function (this one, or one its calls reach) that makes such
  /// tensors after one of its awaits, by name ("<anonymous>" for one the
  /// user did not name): called from a scope's callback, that work runs
  /// after the scope closed. Empty if none.
  std::string TensorWorkAfterAwait;
  std::string CreatedBy; ///< The API behind ReturnsFresh, for messages.
  /// The release template of the object behind ReturnsFresh ("{}.dispose()"),
  /// so a caller's leak note can say how to free what the helper returned.
  /// When ReturnsMany, a form that takes arrays and records
  /// ("ns.dispose({})"), or empty if the library has none.
  std::string ReleaseHint;
  /// What ReturnsFresh returns is an array or record of tensors
  /// (`return [a, b]`, `return ns.split(x)`), not one tensor.
  bool ReturnsMany = false;
  /// Per-parameter flags: inline, as functions have few parameters (a
  /// summary is copied whenever it is reused).
  using ParamFlags = llvm::SmallVector<bool, 6>;
  ParamFlags ReleasesArg; ///< Per parameter: releases it on all paths.
  /// Fields of record parameters it leaves released, always or when it
  /// returns zero or nonzero: `void free_graph(Ctx *c) { delete_graph(
  /// c->graph); }` gives {0, "Ctx::graph"}. A caller that tests the result
  /// learns which (ir::OpKind::CallOutcome).
  std::vector<FieldRelease> ReleasesArgField;
  ParamFlags StoresArg; ///< Per parameter: stores it (escape).
  /// Per parameter: hands it, on some path, to code the analysis cannot see
  /// (SHandedOver): for its callers the call is such code too.
  ParamFlags HandsOverArg;
  /// Per parameter it stores: into what longer-lived owner (an
  /// ir::EscapeKind: Container, Field, Module; Sink when not known), so the
  /// caller's later release through its own name is a release while held.
  llvm::SmallVector<ir::EscapeKind, 6> StoresArgInto;
  /// Per parameter: writes a new object the caller must free through it on
  /// every path (`void make(Handle **out)`).
  ParamFlags CreatesThroughArg;
  /// Calling context: every call of the function in the run happens inside
  /// a freeing scope (from a scope's callback, between scope-enter and
  /// scope-exit, or from a function that itself runs in one), so it runs in
  /// that scope: what it creates is freed by the scope. False for a function
  /// no code of the run calls.
  bool RunsInScope = false;
  /// Some call of the run's product code (not a test's) reaches it,
  /// directly or as a callback.
  bool HasCallers = false;
  /// How often the function runs as seen from its callers (a function called
  /// inside a loop or from a repeating function repeats too).
  ir::Frequency Freq = ir::Frequency::Unknown;
  std::string FreqReason;
  /// Freq reaches the function only through calls made while a place it
  /// fills is empty (`if (this.model) return; await this.loadModel();`,
  /// ir::Op::Guarded): it runs again only until that place is filled, once
  /// per owner of the place, not on every run of its callers.
  bool RepeatsUntilFilled = false;
  /// The function never runs (dead code: nothing of the run loads its
  /// module, its calls were commented out, an application's export nobody
  /// imports, or what such a function declares): no rule checks it, not
  /// even its loops. Freq is then Once.
  bool NeverRuns = false;
  /// Another module registers it with a framework that calls it again and
  /// again (ir::CallbackRegistration: a route file's imported handler, a
  /// dependency): the framework is its caller, not code of the run.
  bool RegisteredToRepeat = false;
  /// Nothing of the run proves it repeats (Freq is Unknown), but code the
  /// run does not see calls it again and again: it is an export of a
  /// published library (ir::Module::PublishedLibrary), "exported by the
  /// library", or such a function calls it, "called from 'predict'". What
  /// it drops is lost on every call; how often it loads a model is its
  /// users' choice, so only leaks read this.
  std::string ReuseReason;
  friend bool operator==(const FunctionSummary &,
                         const FunctionSummary &) = default;
};

/// Whether what F makes is freed as callers the run does not see decide: F
/// is an export of a module others may import (not an application's,
/// ir::Module::ExportsStayInRun), no code of the run calls it (tests aside:
/// ir::Module::IsTest), nothing
/// registers it, and it returns a tensor it makes: an op of its own (a
/// loss or a metric handed to a model's compile, a preprocessing step),
/// which callers run inside their own freeing scope as they run the
/// library's ops, when the library has one (ir::Module::HasFreeingScope).
/// Whether what it drops leaks is theirs to say: it runs in a scope
/// (RunsInScope), and so does what only such functions call. Not when it
/// frees some of what it makes, or opens a scope of its own: it manages its
/// memory itself.
bool scopeDecidedByUnseenCallers(const ir::Module &M, const ir::Function &F,
                                 const FunctionSummary &S);

/// A function of a run: the index of its module, its id there.
struct FunctionRef {
  unsigned Module;
  ir::FunctionId Fn;
};

/// Summaries of all functions of all modules of a run. Lookup by
/// (module index, function id) for calls inside a module and by export symbol
/// for calls across modules.
class SummaryTable {
public:
  /// Computes summaries for Modules to a fixpoint over the call graph. With
  /// a Pool, what needs no other summary (each function's control flow, the
  /// first summary of a function that calls nothing) is computed on it; the
  /// result is the same.
  /// KeepAnalyses keeps each function's control flow and, when they are
  /// those the rules would compute again (made against the final summaries),
  /// its dataflow facts, for analyzeModule, which then need not run the
  /// dataflow twice (the CLI keeps them too: on the library corpus they add
  /// 2 MB to a 41 MB peak and save a twentieth of the time).
  /// With a Cache, the engine's runs of the last compute given the same
  /// Cache are reused where their inputs are unchanged, and this compute's
  /// are kept there (implies KeepAnalyses); if the last table was given
  /// back (AnalysisCache::keepTable), it is patched instead when only a few
  /// functions changed and they summarise and call as before. The result
  /// is the same.
  static SummaryTable compute(const std::vector<const ir::Module *> &Modules,
                              llvm::ThreadPoolInterface *Pool = nullptr,
                              bool KeepAnalyses = false,
                              AnalysisCache *Cache = nullptr);

  const FunctionSummary *lookup(const ir::Module &M, ir::FunctionId F) const;
  /// The summaries of M's functions by id, and what compute kept of them
  /// (each empty when there is none), found once for a caller that visits
  /// every function of M: lookup finds M by its path each time.
  llvm::ArrayRef<FunctionSummary> summariesOf(const ir::Module &M) const;
  llvm::ArrayRef<AnalysedFunction> analysedOf(const ir::Module &M) const;
  const FunctionSummary *lookupSymbol(llvm::StringRef Symbol) const;
  /// The summary of the function a Call or ScopedCall op of M calls, or
  /// null: from ModuleSums (summariesOf(M)) for a function of M, else by
  /// export symbol.
  const FunctionSummary *calleeOf(const ir::Module &M,
                                  llvm::ArrayRef<FunctionSummary> ModuleSums,
                                  const ir::Op &O) const;
  /// Which record fields the run frees (see FieldReleases).
  const FieldReleases &fieldReleases() const { return Fields; }
  /// Some function of the run returns an addition to a graph
  /// (FunctionSummary::ReturnsGraphAddition): a module that names no graph
  /// may still add to one through a call.
  bool returnsGraphAdditions() const { return GraphAdditionsReturned; }

private:
  /// Cache's last table, patched for the functions of Modules whose IR
  /// changed, when that is the table a compute would make (SummaryPatch.cpp
  /// says when); else nullopt.
  static std::optional<SummaryTable>
  patchLast(const std::vector<const ir::Module *> &Modules,
            AnalysisCache &Cache);

  FieldReleases Fields;
  bool GraphAdditionsReturned = false;
  /// Per module of the run, per function.
  std::vector<std::vector<FunctionSummary>> Sums;
  llvm::StringMap<unsigned> ByModule; ///< Path to index in Sums.
  /// Export symbol to the first function exporting it.
  llvm::StringMap<FunctionRef> BySymbol;
  /// Per module (by path), per function, when kept.
  std::shared_ptr<llvm::StringMap<std::vector<AnalysedFunction>>> Kept;
};

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_SUMMARIES_H
