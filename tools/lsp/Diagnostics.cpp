//===- Diagnostics.cpp - Findings as LSP diagnostics ----------------------===//

#include "tools/lsp/Diagnostics.h"

#include "rules/Rules.h"

namespace tensorlint::lsp {

LspRange findingRange(const rules::Finding &F, const Document &D,
                      const LineTable &LT) {
  return toLsp(LT, F.Range, D.firstLineBias());
}

llvm::json::Value toDiagnostic(const rules::Finding &F, const Document &D,
                               const LineTable &LT) {
  llvm::json::Array Related;
  Related.reserve(F.Notes.size());
  for (const rules::Note &N : F.Notes) {
    if (!N.Range.Begin.isValid() || !N.Path.empty())
      continue; // Not in this document.
    Related.push_back(llvm::json::Object{
        {"location",
         llvm::json::Object{
             {"uri", D.Uri},
             {"range", toJson(toLsp(LT, N.Range, D.firstLineBias()))}}},
        {"message", N.Message}});
  }
  llvm::json::Object Diag{
      {"range", toJson(findingRange(F, D, LT))},
      {"severity", F.Sev == rules::Severity::Error ? 1 : 2},
      {"source", "tensorlint"},
      {"code", F.RuleId},
      {"codeDescription",
       llvm::json::Object{{"href", rules::ruleDocUrl(F.RuleId)}}},
      {"message", F.Message}};
  if (!Related.empty())
    Diag["relatedInformation"] = std::move(Related);
  return Diag;
}

llvm::json::Array diagnosticsFor(const Document &D) {
  // Reserved: json::Value's move is not noexcept, so a growing vector of
  // them copies every diagnostic made so far.
  llvm::json::Array Out;
  Out.reserve(D.Findings.size() + D.FrontendDiags.size() + 1);
  const LineTable &LT = D.lines();
  for (const rules::Finding &F : D.Findings)
    Out.push_back(toDiagnostic(F, D, LT));
  for (const ir::FrontendDiag &FD : D.FrontendDiags) {
    LspPosition P = toLsp(LT, FD.Loc, D.firstLineBias());
    Out.push_back(llvm::json::Object{
        {"range", toJson(LspRange{P, P})},
        {"severity", FD.IsError ? 1 : 3},
        {"source", "tensorlint"},
        {"code", llvm::StringRef(FD.Message).starts_with("syntax error")
                     ? "syntax-error"
                     : "frontend"},
        {"message", FD.Message}});
  }
  if (!D.Error.empty())
    Out.push_back(llvm::json::Object{{"range", toJson(LspRange{})},
                                     {"severity", 1},
                                     {"source", "tensorlint"},
                                     {"message", D.Error}});
  return Out;
}

} // namespace tensorlint::lsp
