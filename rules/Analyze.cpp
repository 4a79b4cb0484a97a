//===- Analyze.cpp - Run the engine and the rules over one module ---------===//

#include "analysis/AnalysisCache.h"
#include "rules/KeptFindings.h"
#include "rules/RuleContext.h"
#include "rules/Rules.h"

#include "llvm/Support/ThreadPool.h"

namespace tensorlint::rules {

using namespace analysis;

namespace {

/// The findings of the last check that stand (KeptFindings::take), and
/// where this check's go (KeptFindings::keep); both per function.
struct FunctionFindings {
  std::vector<std::optional<std::vector<Finding>>> Kept;
  std::vector<std::vector<Finding>> Found;
};

/// Runs the engine (where the summaries kept no run) and the Enabled rules
/// over functions [Begin, End) of M, reporting to Sink; with PerFunction,
/// replays the kept findings of the functions it has, and records the
/// others'.
void checkFunctions(const ir::Module &M, const SummaryTable &Summaries,
                    llvm::ArrayRef<const RuleInfo *> Enabled,
                    const AnalysisOptions &Opts, const FunctionNesting &Nesting,
                    ir::FunctionId Begin, ir::FunctionId End, FindingSink &Sink,
                    FunctionFindings *PerFunction) {
  llvm::ArrayRef<FunctionSummary> Sums = Summaries.summariesOf(M);
  llvm::ArrayRef<AnalysedFunction> Analysed = Summaries.analysedOf(M);
  for (ir::FunctionId Id = Begin; Id != End; ++Id) {
    if (PerFunction && PerFunction->Kept[Id]) {
      for (const Finding &Fd : *PerFunction->Kept[Id])
        Sink.replay(Fd);
      PerFunction->Found[Id] = std::move(*PerFunction->Kept[Id]);
      continue;
    }
    if (PerFunction)
      Sink.recordInto(&PerFunction->Found[Id]);
    // Dead code: whatever it would do never happens.
    if (Id < Sums.size() && Sums[Id].NeverRuns)
      continue;
    const ir::Function &F = M.Functions[Id];
    const AnalysedFunction *Kept =
        Id < Analysed.size() ? &Analysed[Id] : nullptr;
    std::optional<CFGInfo> OwnCFG;
    if (!Kept || !Kept->CFG)
      OwnCFG.emplace(F);
    const CFGInfo &CFG = OwnCFG ? *OwnCFG : *Kept->CFG;
    auto Resolve = [&](const ir::Op &O) {
      return Summaries.calleeOf(M, Sums, O);
    };
    const FunctionSummary *Own = Id < Sums.size() ? &Sums[Id] : nullptr;
    std::optional<FunctionFacts> OwnFacts;
    if (!Kept || !Kept->Facts)
      OwnFacts = analyzeFunction(F, CFG, Resolve, Own && Own->RunsInScope);
    const FunctionFacts &Facts = OwnFacts ? *OwnFacts : *Kept->Facts;
    const ir::Frequency Freq = Own ? Own->Freq : F.Attrs.Freq;
    const std::string &Reason = Own ? Own->FreqReason : F.Attrs.FreqReason;
    FunctionContext C{M,    Id,   F,    CFG,    Facts,  Summaries,
                      Sums, Opts, Freq, Reason, Nesting};
    for (const RuleInfo *R : Enabled)
      if (R->Needs != RuleNeeds::ConvergedFacts || Facts.Converged)
        R->Check(C, Sink);
  }
  Sink.recordInto(nullptr);
}

} // namespace

std::vector<Finding>
analyzeModule(const ir::Module &M, const SummaryTable &Summaries,
              const RuleFilter &Filter, const AnalysisOptions &Opts,
              llvm::ThreadPoolInterface *Pool, const FindingReuse *Reuse) {
  FindingSink Sink(M, Filter);
  // The filter matches globs: asked once per rule, not per function.
  std::vector<const RuleInfo *> Enabled;
  for (const RuleInfo &R : allRules())
    if (Sink.enabled(R.Id))
      Enabled.push_back(&R);
  FunctionNesting Nesting(M);
  ir::FunctionId N = ir::FunctionId(M.Functions.size());
  std::optional<FunctionFindings> PerFunction;
  size_t ToCheck = N;
  if (Reuse) {
    KeptFindings &Kept = Reuse->Findings;
    PerFunction.emplace();
    PerFunction->Kept =
        Kept.take(M, Filter, Opts, Reuse->Change, Reuse->TablePatched);
    PerFunction->Found.resize(N);
    ToCheck -= Kept.reused();
  }
  auto KeepFound = [&] {
    if (PerFunction)
      Reuse->Findings.keep(M, Filter, Opts, std::move(PerFunction->Found));
  };
  FunctionFindings *RP = PerFunction ? &*PerFunction : nullptr;
  // Handing half of the work to the pool costs a thread's wake-up (tens of
  // microseconds): worth it for some hundred functions (a few hundred
  // nanoseconds each), not for the few an edit changed.
  constexpr size_t MinShared = 256;
  if (!Pool || ToCheck < MinShared) {
    checkFunctions(M, Summaries, Enabled, Opts, Nesting, 0, N, Sink, RP);
    KeepFound();
    return Sink.take();
  }
  // The rules of one function read only what is shared and constant (the
  // IR, the summaries): the second half of the functions is checked on
  // the pool while this thread checks the first. Its findings join after
  // the first half's, so a location reported twice keeps the report a
  // sequential run keeps.
  ir::FunctionId Half = N / 2;
  FindingSink Second(M, Filter);
  llvm::ThreadPoolTaskGroup Group(*Pool);
  Group.async([&] {
    checkFunctions(M, Summaries, Enabled, Opts, Nesting, Half, N, Second, RP);
  });
  checkFunctions(M, Summaries, Enabled, Opts, Nesting, 0, Half, Sink, RP);
  Group.wait();
  Sink.absorb(std::move(Second));
  KeepFound();
  return Sink.take();
}

} // namespace tensorlint::rules
