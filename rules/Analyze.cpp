//===- Analyze.cpp - Run the engine and the rules over one module ---------===//

#include "rules/RuleContext.h"
#include "rules/Rules.h"

#include "llvm/Support/ThreadPool.h"

namespace tensorlint::rules {

namespace {

/// Runs the engine (where the summaries kept no run) and the Enabled rules
/// over functions [Begin, End) of M, reporting to Sink.
void checkFunctions(const ir::Module &M, const SummaryTable &Summaries,
                    llvm::ArrayRef<const RuleInfo *> Enabled,
                    const AnalysisOptions &Opts, const FunctionNesting &Nesting,
                    ir::FunctionId Begin, ir::FunctionId End,
                    FindingSink &Sink) {
  llvm::ArrayRef<FunctionSummary> Sums = Summaries.summariesOf(M);
  llvm::ArrayRef<AnalysedFunction> Analysed = Summaries.analysedOf(M);
  for (ir::FunctionId Id = Begin; Id != End; ++Id) {
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
}

} // namespace

std::vector<Finding> analyzeModule(const ir::Module &M,
                                   const SummaryTable &Summaries,
                                   const RuleFilter &Filter,
                                   const AnalysisOptions &Opts,
                                   llvm::ThreadPoolInterface *Pool) {
  FindingSink Sink(M, Filter);
  // The filter matches globs: asked once per rule, not per function.
  std::vector<const RuleInfo *> Enabled;
  for (const RuleInfo &R : allRules())
    if (Sink.enabled(R.Id))
      Enabled.push_back(&R);
  FunctionNesting Nesting(M);
  ir::FunctionId N = ir::FunctionId(M.Functions.size());
  if (!Pool || N < 2) {
    checkFunctions(M, Summaries, Enabled, Opts, Nesting, 0, N, Sink);
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
    checkFunctions(M, Summaries, Enabled, Opts, Nesting, Half, N, Second);
  });
  checkFunctions(M, Summaries, Enabled, Opts, Nesting, 0, Half, Sink);
  Group.wait();
  Sink.absorb(std::move(Second));
  return Sink.take();
}

} // namespace tensorlint::rules
