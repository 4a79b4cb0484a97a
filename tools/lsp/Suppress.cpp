//===- Suppress.cpp - Inline suppression comments (interim) ---------------===//

#include "tools/lsp/Suppress.h"

#include "frontend/js/JsDocument.h"

#include "llvm/ADT/SmallVector.h"

namespace tensorlint::lsp {

namespace {

/// True if Names (a list after a marker, "" for none) covers Rule.
bool covers(llvm::StringRef Names, llvm::StringRef Rule) {
  Names = Names.trim();
  if (Names.empty())
    return true;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Names.split(Parts, ',');
  for (llvm::StringRef P : Parts) {
    // "tensor-a tensor-b" also works; stop at the end of the comment.
    llvm::SmallVector<llvm::StringRef, 4> Words;
    P.split(Words, ' ', -1, false);
    for (llvm::StringRef W : Words) {
      W = W.trim().rtrim("*/").trim();
      if (W.empty())
        continue;
      if (W == Rule || W == "*" ||
          (P.trim().ends_with("*") && Rule.starts_with(W)))
        return true;
    }
  }
  return false;
}

/// Does Line hold a marker silencing Rule? NextLine selects the
/// next-line markers, otherwise the same-line ones.
bool silences(llvm::StringRef Line, llvm::StringRef Rule, bool NextLine) {
  struct Marker {
    llvm::StringRef Text;
    bool Paren;
  };
  const Marker Next[] = {{"tensorlint-disable-next-line", false},
                         {"NOLINTNEXTLINE", true}};
  const Marker Same[] = {{"tensorlint-disable-line", false},
                         {"NOLINT", true}};
  for (const Marker &M : NextLine ? llvm::ArrayRef(Next) : llvm::ArrayRef(Same)) {
    size_t At = Line.find(M.Text);
    if (At == llvm::StringRef::npos)
      continue;
    llvm::StringRef Rest = Line.substr(At + M.Text.size());
    if (!NextLine && M.Text == "NOLINT" && Rest.starts_with("NEXTLINE"))
      continue;
    if (M.Paren) {
      if (!Rest.consume_front("("))
        return true;
      Rest = Rest.take_until([](char C) { return C == ')'; });
      if (covers(Rest, Rule))
        return true;
      continue;
    }
    if (!Rest.empty() && Rest[0] != ' ' && Rest[0] != '\t' && Rest[0] != '*')
      continue; // "...-linefoo"
    if (covers(Rest.take_until([](char C) { return C == '\n'; }), Rule))
      return true;
  }
  return false;
}

} // namespace

std::vector<rules::Finding> dropSuppressed(std::vector<rules::Finding> F,
                                           llvm::StringRef Source) {
  frontend::js::LineTable LT(Source);
  auto LineText = [&](uint32_t L) {
    uint32_t B = LT.lineStart(L);
    return Source.slice(B, LT.lineContentEnd(L));
  };
  std::vector<rules::Finding> Out;
  Out.reserve(F.size());
  for (rules::Finding &X : F) {
    uint32_t L = X.Range.Begin.Line; // 1-based
    bool Silenced = false;
    if (L >= 1 && L - 1 < LT.lineCount())
      Silenced = silences(LineText(L - 1), X.RuleId, false);
    if (!Silenced && L >= 2 && L - 2 < LT.lineCount())
      Silenced = silences(LineText(L - 2), X.RuleId, true);
    if (!Silenced)
      Out.push_back(std::move(X));
  }
  return Out;
}

} // namespace tensorlint::lsp
