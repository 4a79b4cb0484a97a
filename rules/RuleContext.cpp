//===- RuleContext.cpp - Shared helpers of the rules ----------------------===//

#include "rules/RuleContext.h"

#include "ir/TextTemplate.h"

#include <algorithm>

namespace tensorlint::rules {

void FindingSink::report(llvm::StringRef Rule, const ir::SourceRange &Range,
                         std::string Message, std::vector<Note> Notes,
                         std::vector<ir::FixRequest> Fixes) {
  if (!Filter.isEnabled(Rule))
    return;
  if (!Seen.insert(keyOf(Rule, Range)).second)
    return;
  Finding Fd;
  Fd.RuleId = Rule.str();
  Fd.Path = M.pathOf(Range);
  Fd.Range = Range;
  Fd.Message = std::move(Message);
  for (Note &N : Notes)
    if (N.Range.isValid() && M.pathOf(N.Range) != Fd.Path)
      N.Path = M.pathOf(N.Range);
  Fd.Notes = std::move(Notes);
  // Fixes are edits of the module's own text; a part's text is not at hand.
  if (Range.File == 0)
    Fd.FixRequests = std::move(Fixes);
  Findings.push_back(std::move(Fd));
}

void FindingSink::absorb(FindingSink &&Later) {
  for (Finding &Fd : Later.Findings)
    if (Seen.insert(keyOf(Fd.RuleId, Fd.Range)).second)
      Findings.push_back(std::move(Fd));
  Later.Findings.clear();
  Later.Seen.clear();
}

std::vector<Finding> FindingSink::take() {
  std::stable_sort(Findings.begin(), Findings.end());
  return std::move(Findings);
}

bool FunctionContext::repeats() const { return isRepeating(Freq); }

std::string FunctionContext::noun(ir::ValueId V) const {
  const ir::Value *Val = value(V);
  if (Val && !Val->Noun.empty())
    return Val->Noun;
  return Val && Val->Type == ir::ValueType::Model ? "model" : "tensor";
}

std::string FunctionContext::functionPhrase() const {
  if (!F.hasSyntheticName())
    return "'" + F.Name + "'";
  return "the function at line " + std::to_string(F.Range.Begin.Line);
}

std::string FunctionContext::runsPhrase() const {
  // Frontends name anonymous functions "<arrow@20:23>", "<lambda@5:3>": the
  // reason ("'app.post' handler") says better what runs. Reasons inherited
  // from callers are participles ("called from 'App'"), not nouns.
  bool Anonymous = F.hasSyntheticName();
  if (Anonymous && !FreqReason.empty())
    return llvm::StringRef(FreqReason).starts_with("called ")
               ? "the function " + FreqReason + " runs"
               : "the " + FreqReason + " runs";
  std::string S = functionPhrase() + " runs";
  if (!FreqReason.empty())
    S += " (" + FreqReason + ")";
  return S;
}

const FunctionSummary *FunctionContext::calleeSummary(const ir::Op &O) const {
  return Summaries.calleeOf(M, ModuleSummaries, O);
}

std::string scopeAdvice(const ir::Module &M, llvm::StringRef Where) {
  return ir::fillPlaceholder(M.ScopeAdvice, "{where}", Where);
}

std::string releaseCall(llvm::StringRef Hint, llvm::StringRef Name) {
  return ir::fillPlaceholder(Hint, "{}", Name);
}

} // namespace tensorlint::rules
