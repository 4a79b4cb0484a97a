//===- RuleContext.cpp - Shared helpers of the rules ----------------------===//

#include "rules/RuleContext.h"

#include "ir/TextTemplate.h"

#include <algorithm>

namespace tensorlint::rules {

using namespace analysis;

void FindingSink::report(llvm::StringRef Rule, const ir::SourceRange &Range,
                         std::string Message, std::vector<Note> Notes,
                         std::vector<ir::FixRequest> Fixes) {
  if (!Filter.isEnabled(Rule))
    return;
  if (!Record && !Seen.insert(keyOf(Rule, Range)).second)
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
  if (Record) {
    Record->push_back(Fd);
    if (!Seen.insert(keyOf(Rule, Range)).second)
      return;
  }
  Findings.push_back(std::move(Fd));
}

void FindingSink::replay(const Finding &Fd) {
  if (Seen.insert(keyOf(Fd.RuleId, Fd.Range)).second)
    Findings.push_back(Fd);
}

FunctionNesting::FunctionNesting(const ir::Module &M) : M(M) {
  auto BeginOf = [&M](ir::FunctionId Id) {
    return M.Functions[Id].Range.BeginOffset;
  };
  for (ir::FunctionId Id = 0; Id != M.Functions.size(); ++Id) {
    const ir::SourceRange &R = M.Functions[Id].Range;
    (R.EndOffset < R.BeginOffset ? Reversed : ByBegin).push_back(Id);
  }
  // Frontends list a function before those nested in it: usually sorted.
  auto Before = [&](ir::FunctionId A, ir::FunctionId B) {
    return BeginOf(A) < BeginOf(B);
  };
  if (!std::is_sorted(ByBegin.begin(), ByBegin.end(), Before))
    std::stable_sort(ByBegin.begin(), ByBegin.end(), Before);
}

llvm::SmallVector<ir::FunctionId, 4>
FunctionNesting::within(const ir::SourceRange &R) const {
  llvm::SmallVector<ir::FunctionId, 4> Out;
  auto It = std::partition_point(
      ByBegin.begin(), ByBegin.end(), [&](ir::FunctionId Id) {
        return M.Functions[Id].Range.BeginOffset < R.BeginOffset;
      });
  // A range that begins after R ends, and does not end before it begins,
  // ends after R.
  for (;
       It != ByBegin.end() && M.Functions[*It].Range.BeginOffset <= R.EndOffset;
       ++It)
    if (M.Functions[*It].Range.EndOffset <= R.EndOffset)
      Out.push_back(*It);
  for (ir::FunctionId Id : Reversed) {
    const ir::SourceRange &G = M.Functions[Id].Range;
    if (G.BeginOffset >= R.BeginOffset && G.EndOffset <= R.EndOffset)
      Out.push_back(Id);
  }
  llvm::sort(Out);
  return Out;
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

std::string FunctionContext::repetitionSuffix(bool InLoop) const {
  if (InLoop)
    return "; it leaks once per loop iteration";
  if (repeats())
    return "; it leaks every time " + runsPhrase();
  if (reused())
    return "; it leaks every time " + functionPhrase() + " runs (" +
           reuseReason().str() + ")";
  return {};
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
