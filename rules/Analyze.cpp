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
  for (ir::FunctionId Id = 0; Id != M.Functions.size(); ++Id) {
    const ir::Function &F = M.Functions[Id];
    const AnalysedFunction *Kept = Summaries.analysed(M, Id);
    std::optional<CFGInfo> OwnCFG;
    if (!Kept || !Kept->CFG)
      OwnCFG.emplace(F);
    const CFGInfo &CFG = OwnCFG ? *OwnCFG : *Kept->CFG;
    auto Resolve = [&](const ir::Op &O) -> const FunctionSummary * {
      if (O.Callee != ir::NoFunction && O.Callee < M.Functions.size())
        return Summaries.lookup(M, O.Callee);
      if (!O.CalleeSymbol.empty())
        return Summaries.lookupSymbol(O.CalleeSymbol);
      return nullptr;
    };
    const FunctionSummary *Own = Summaries.lookup(M, Id);
    std::optional<FunctionFacts> OwnFacts;
    if (!Kept || !Kept->Facts)
      OwnFacts = analyzeFunction(F, CFG, Resolve, Own && Own->RunsInScope);
    const FunctionFacts &Facts = OwnFacts ? *OwnFacts : *Kept->Facts;
    ir::Frequency Freq = F.Attrs.Freq;
    std::string Reason = F.Attrs.FreqReason;
    if (Own) {
      Freq = Own->Freq;
      Reason = Own->FreqReason;
    }
    FunctionContext C{M, Id, F, CFG, Facts, Summaries, Opts, Freq, Reason};
    for (const RuleInfo *R : Enabled)
      if (R->Needs != RuleNeeds::ConvergedFacts || Facts.Converged)
        R->Check(C, Sink);
  }
  return Sink.take();
}

} // namespace tensorlint::rules
