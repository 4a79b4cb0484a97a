//===- Analyze.cpp - Run the engine and the rules over one module ---------===//

#include "rules/RuleContext.h"
#include "rules/Rules.h"

namespace tensorlint::rules {

std::vector<Finding> analyzeModule(const ir::Module &M,
                                   const SummaryTable &Summaries,
                                   const RuleFilter &Filter,
                                   const AnalysisOptions &Opts) {
  FindingSink Sink(M, Filter);
  // The filter matches globs: asked once per rule, not per function.
  std::vector<const RuleInfo *> Enabled;
  for (const RuleInfo &R : allRules())
    if (Sink.enabled(R.Id))
      Enabled.push_back(&R);
  llvm::ArrayRef<FunctionSummary> Sums = Summaries.summariesOf(M);
  llvm::ArrayRef<AnalysedFunction> Analysed = Summaries.analysedOf(M);
  for (ir::FunctionId Id = 0; Id != M.Functions.size(); ++Id) {
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
    FunctionContext C{M,         Id,   F,    CFG,  Facts,
                      Summaries, Sums, Opts, Freq, Reason};
    for (const RuleInfo *R : Enabled)
      if (R->Needs != RuleNeeds::ConvergedFacts || Facts.Converged)
        R->Check(C, Sink);
  }
  return Sink.take();
}

} // namespace tensorlint::rules
