//===- RuleContext.h - What a rule sees of one function ---------*- C++ -*-===//
//
// The rules are functions over (IR, engine facts, summaries). This header
// gives them the function being checked, its facts, how often it runs, and a
// sink that reports each (rule, primary location) once. Message helpers that
// several rules share live here too, so that wording stays consistent.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_RULECONTEXT_H
#define TENSORLINT_RULES_RULECONTEXT_H

#include "analysis/CFGInfo.h"
#include "analysis/Engine.h"
#include "analysis/Summaries.h"
#include "ir/IR.h"
#include "rules/Finding.h"
#include "rules/Rules.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"

#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace tensorlint::rules {

/// Collects findings of one module; drops a second finding of the same rule
/// at the same primary location, and findings of disabled rules.
class FindingSink {
public:
  FindingSink(const ir::Module &M, const RuleFilter &Filter)
      : M(M), Filter(Filter) {}

  bool enabled(llvm::StringRef Rule) const { return Filter.isEnabled(Rule); }
  void report(llvm::StringRef Rule, const ir::SourceRange &Range,
              std::string Message, std::vector<Note> Notes = {},
              std::vector<ir::FixRequest> Fixes = {});
  /// Adds Later's findings, as if they had been reported here after all
  /// of this sink's (a later report at a location reported here is
  /// dropped).
  void absorb(FindingSink &&Later);
  std::vector<Finding> take();
  /// From now on, also appends each report that the filter lets through to
  /// Out (null: nowhere), before a repeated location is dropped: what a
  /// function's rules reported, to replay (KeptFindings.h).
  void recordInto(std::vector<Finding> *Out) { Record = Out; }
  /// Reports Fd again, as report made it (dropped if its location was
  /// reported).
  void replay(const Finding &Fd);

private:
  /// What makes two reports the same finding: the rule and the primary
  /// location.
  using Key = std::tuple<std::string, uint32_t, uint32_t, uint32_t, uint32_t>;
  static Key keyOf(llvm::StringRef Rule, const ir::SourceRange &Range) {
    return {Rule.str(), Range.File, Range.Begin.Line, Range.Begin.Col,
            Range.BeginOffset};
  }

  const ir::Module &M;
  const RuleFilter &Filter;
  std::set<Key> Seen;
  std::vector<Finding> Findings;
  std::vector<Finding> *Record = nullptr;
};

/// The functions of a module ordered by where they begin, built once per
/// module, so that the functions nested in one are found by a binary search
/// and not by visiting every function of the module for each finding.
class FunctionNesting {
public:
  explicit FunctionNesting(const ir::Module &M);
  /// The ids of M's functions whose byte range lies within R's, R's own
  /// function included, in id order.
  llvm::SmallVector<ir::FunctionId, 4> within(const ir::SourceRange &R) const;

private:
  const ir::Module &M;
  std::vector<ir::FunctionId> ByBegin;
  /// Functions whose range ends before it begins: within anything that
  /// ends after their end.
  std::vector<ir::FunctionId> Reversed;
};

struct FunctionContext {
  const ir::Module &M;
  ir::FunctionId Id;
  const ir::Function &F;
  const analysis::CFGInfo &CFG;
  const analysis::FunctionFacts &Facts;
  const analysis::SummaryTable &Summaries;
  /// Summaries.summariesOf(M): the summaries of M's functions, by id.
  llvm::ArrayRef<analysis::FunctionSummary> ModuleSummaries;
  const AnalysisOptions &Opts;
  /// How often F runs: its summary (which includes repetition inherited from
  /// callers), else its own attribute.
  ir::Frequency Freq;
  const std::string &FreqReason;
  const FunctionNesting &Nesting;

  const ir::Op &op(analysis::OpRef R) const {
    return F.Blocks[R.Block].Ops[R.Index];
  }
  const ir::Value *value(ir::ValueId V) const {
    return V < F.Values.size() ? &F.Values[V] : nullptr;
  }
  llvm::StringRef valueName(ir::ValueId V) const {
    const ir::Value *Val = value(V);
    return Val ? llvm::StringRef(Val->Name) : llvm::StringRef();
  }
  /// What messages call the resource V holds: its API model's noun
  /// ("optimizer", "session", "status"), else "model" or "tensor".
  std::string noun(ir::ValueId V) const;
  /// The function as messages name it: "'detect'", or "the function at
  /// line 12" for an anonymous one (frontends name those "<arrow@12:5>").
  std::string functionPhrase() const;
  bool repeats() const;
  /// Whether a tensor lost at a point the loop test InLoop gave is proven
  /// to be lost again and again: in a loop, in a function that repeats, or
  /// wherever entry points are not modelled (every function is reusable
  /// there); otherwise only with AnalysisOptions::ReportUnprovenRepetition.
  bool lossRepeats(bool InLoop) const {
    return InLoop || repeats() || reused() || !M.EntryPointsModelled ||
           Opts.ReportUnprovenRepetition;
  }
  /// Nothing of the run proves F repeats, but a library's users call it
  /// (analysis::FunctionSummary::ReuseReason): that reason, else empty.
  llvm::StringRef reuseReason() const {
    return Id < ModuleSummaries.size()
               ? llvm::StringRef(ModuleSummaries[Id].ReuseReason)
               : llvm::StringRef();
  }
  bool reused() const { return !reuseReason().empty(); }
  /// It runs once in a program: the module's top level, or a function whose
  /// every run is known to happen once (a page's start-up listener, code
  /// only such functions call). What it drops is lost once, not per run.
  bool runsOnce() const {
    return F.Attrs.IsModuleInit || Freq == ir::Frequency::Once;
  }
  /// A framework calls it again and again itself (a route handler, an
  /// event listener, a dependency the framework resolves per request): it
  /// has no caller here to hand what it returns to.
  bool repeatingEntry() const {
    return ir::isRepeating(F.Attrs.Freq) ||
           (Id < ModuleSummaries.size() &&
            ModuleSummaries[Id].RegisteredToRepeat);
  }
  /// "'FN' runs (REASON)" / "'FN' runs".
  std::string runsPhrase() const;
  /// What a leak message appends as its evidence that the loss repeats:
  /// "; it leaks once per loop iteration", "; it leaks every time 'FN'
  /// runs (REASON)", "; it leaks every time 'FN' runs (exported by the
  /// library)", or nothing (reported with ReportUnprovenRepetition).
  std::string repetitionSuffix(bool InLoop) const;
  /// Summary of the callee of a Call / ScopedCall op, if any.
  const analysis::FunctionSummary *calleeSummary(const ir::Op &O) const;
  /// Summary of the call that made R (SiteRecord::ViaCall), or whose
  /// result a destructuring split into R (SiteRecord::PartOf), if any.
  const analysis::FunctionSummary *
  siteCallee(const analysis::SiteRecord &R) const {
    if (R.PartOf.isValid())
      return calleeSummary(op(R.PartOf));
    return R.ViaCall ? calleeSummary(op(R.Create)) : nullptr;
  }
  /// R was made by a call that returns something kept for the program
  /// (FunctionSummary::ReturnsLongLived).
  bool madeLongLived(const analysis::SiteRecord &R) const {
    const analysis::FunctionSummary *Callee = siteCallee(R);
    return Callee && Callee->ReturnsLongLived;
  }
  /// How R's object is freed (a template such as "{}.dispose()"): the
  /// creating API's, else, made by a call, its callee's for what it returns;
  /// empty when nothing frees it.
  std::string releaseHint(const analysis::SiteRecord &R) const {
    const std::string &Own = op(R.Create).ReleaseHint;
    const analysis::FunctionSummary *Callee = siteCallee(R);
    return !Own.empty() || !Callee ? Own : Callee->ReleaseHint;
  }
};

/// Module::ScopeAdvice with "{where}" replaced; empty if there is none.
std::string scopeAdvice(const ir::Module &M, llvm::StringRef Where);
/// A release template with "{}" replaced by Name; empty if there is none.
std::string releaseCall(llvm::StringRef Hint, llvm::StringRef Name);

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_RULECONTEXT_H
