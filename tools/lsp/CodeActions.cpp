//===- CodeActions.cpp - Quick fixes and fix-all --------------------------===//

#include "tools/lsp/CodeActions.h"

#include "tools/lsp/Diagnostics.h"

#include "tools/driver/FixApply.h"

#include <algorithm>
#include <set>

namespace tensorlint::lsp {

namespace {

// llvm::json borrows a StringRef: pass owned strings.
llvm::json::Value textEdit(const LspRange &R, std::string NewText) {
  return llvm::json::Object{{"range", toJson(R)},
                            {"newText", std::move(NewText)}};
}

/// Where the actions' edits go: the document, or a notebook's cell (whose
/// lines start Shift lines into the document's text).
struct EditTarget {
  std::string Uri;
  uint32_t Shift = 0;
  LspRange local(LspRange R) const {
    R.Start.Line -= std::min(R.Start.Line, Shift);
    R.End.Line -= std::min(R.End.Line, Shift);
    return R;
  }
};

llvm::json::Value workspaceEdit(const EditTarget &T, llvm::json::Array Edits) {
  return llvm::json::Object{
      {"changes", llvm::json::Object{{T.Uri, std::move(Edits)}}}};
}

llvm::json::Array fixEdits(const rules::Finding &F, const LineTable &LT,
                           const EditTarget &T) {
  llvm::json::Array Edits;
  for (const rules::FixIt &X : F.Fixes)
    Edits.push_back(textEdit(
        T.local(offsetsToLsp(LT, X.Range.BeginOffset, X.Range.EndOffset)),
        X.Text));
  return Edits;
}

/// "Fix tensor-undisposed: insert 'x.dispose()'" style title from a
/// finding's first fix-it; a suggestion says it is one, and why.
std::string fixTitle(const rules::Finding &F) {
  llvm::StringRef T = llvm::StringRef(F.Fixes.front().Text).trim();
  bool Removal = F.Fixes.size() == 1 && T.empty();
  std::string Title =
      (F.SuggestionReason.empty() ? "Fix " : "Suggestion for ") + F.RuleId;
  if (Removal)
    Title += ": remove code";
  else if (!T.contains('\n') && T.size() <= 40)
    Title += ": insert '" + T.str() + "'";
  if (!F.SuggestionReason.empty())
    Title += " (check first: " + F.SuggestionReason + ")";
  return Title;
}

} // namespace

bool kindRequested(const llvm::json::Array *Only, llvm::StringRef Kind) {
  if (!Only)
    return true;
  for (const llvm::json::Value &V : *Only) {
    std::optional<llvm::StringRef> K = V.getAsString();
    if (K && (Kind == *K || (Kind.starts_with(*K) && Kind[K->size()] == '.')))
      return true;
  }
  return false;
}

llvm::json::Array fixAllEdits(const Document &D, const LineTable &LT) {
  // The same selection as --fix, so the editor and the CLI agree.
  std::vector<const rules::Finding *> Findings;
  for (const rules::Finding &F : D.Findings)
    Findings.push_back(&F);
  llvm::json::Array Edits;
  for (const rules::FixIt *X :
       driver::selectFixes(Findings, D.text().size()).Edits)
    Edits.push_back(textEdit(
        offsetsToLsp(LT, X->Range.BeginOffset, X->Range.EndOffset), X->Text));
  return Edits;
}

llvm::json::Array codeActions(const Document &D, const LspRange &In,
                              const llvm::json::Array *Only,
                              const frontend::CodeCells::Cell *Cell) {
  llvm::json::Array Out;
  const LineTable &LT = D.lines();
  llvm::StringRef Text = D.text();
  EditTarget Target{Cell ? Cell->Id : D.Uri, Cell ? Cell->FirstLine - 1 : 0};
  LspRange Requested = In;
  Requested.Start.Line += Target.Shift;
  Requested.End.Line += Target.Shift;

  if (kindRequested(Only, "quickfix")) {
    std::set<std::pair<std::string, uint32_t>> Disabled;
    for (const rules::Finding &F : D.Findings) {
      LspRange R = findingRange(F, D, LT);
      if (R.Start.Line > Requested.End.Line ||
          R.End.Line < Requested.Start.Line)
        continue;
      if (Cell && !rangeInCell(*D.Cells, *Cell, R))
        continue; // another cell's
      llvm::json::Array Diags{toDiagnostic(F, D, LT, Cell)};
      // A proven fix is the preferred action; a suggestion is offered but
      // never preferred (and never part of fix-all, see selectFixes).
      if (!F.Fixes.empty())
        Out.push_back(llvm::json::Object{
            {"title", fixTitle(F)},
            {"kind", "quickfix"},
            {"diagnostics", llvm::json::Array(Diags)},
            {"isPreferred", F.SuggestionReason.empty()},
            {"edit", workspaceEdit(Target, fixEdits(F, LT, Target))}});

      uint32_t Line = R.Start.Line;
      if (!Disabled.insert({F.RuleId, Line}).second)
        continue;
      uint32_t LS = LT.lineStart(Line), LE = LT.lineContentEnd(Line);
      llvm::StringRef Content = Text.slice(LS, LE);
      llvm::StringRef Indent =
          Content.take_while([](char C) { return C == ' ' || C == '\t'; });
      bool CRLF = LE < Text.size() && Text[LE] == '\r';
      std::string Comment = D.Frontend
                                ? D.Frontend->disableNextLineComment(F.RuleId)
                                : "// tensorlint-disable-next-line " + F.RuleId;
      std::string Insert = Indent.str() + Comment + (CRLF ? "\r\n" : "\n");
      LspPosition At{Line, 0};
      Out.push_back(llvm::json::Object{
          {"title", "Disable " + F.RuleId + " for this line"},
          {"kind", "quickfix"},
          {"diagnostics", std::move(Diags)},
          {"edit", workspaceEdit(
                       Target, llvm::json::Array{textEdit(
                                   Target.local(LspRange{At, At}), Insert)})}});
    }
  }

  if (!Cell && kindRequested(Only, FixAllKind)) {
    llvm::json::Array Edits = fixAllEdits(D, LT);
    if (!Edits.empty())
      Out.push_back(llvm::json::Object{
          {"title", "Fix all tensorlint problems"},
          {"kind", FixAllKind},
          {"edit", workspaceEdit(Target, std::move(Edits))}});
  }
  return Out;
}

} // namespace tensorlint::lsp
