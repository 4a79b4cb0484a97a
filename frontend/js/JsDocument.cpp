//===- JsDocument.cpp - An open JavaScript/TypeScript document ------------===//

#include "frontend/js/JsDocument.h"

#include "frontend/js/Syntax.h"

#include <algorithm>
#include <cstring>

namespace tensorlint::frontend::js {

namespace {
constexpr llvm::StringLiteral Bom("\xEF\xBB\xBF");
} // namespace

JsDocument::JsDocument(std::string P, ir::Language L, std::string T)
    : Path(std::move(P)), Lang(L), Text(std::move(T)) {}

JsDocument::~JsDocument() {
  if (Edited)
    ts_tree_delete(Edited);
}

void JsDocument::setText(std::string NewText) {
  Text = std::move(NewText);
  Dirty = true;
  NeedFull = true;
}

/// The tree-sitter point of a byte offset of Text, where the tree was parsed
/// from Text minus Bom bytes of a BOM.
static TSPoint pointOf(const LineTable &LT, uint32_t Offset, uint32_t Bom) {
  uint32_t Line = LT.lineOf(Offset);
  uint32_t Col = Offset - LT.lineStart(Line);
  if (Line == 0)
    Col -= std::min(Col, Bom);
  return {Line, Col};
}

/// The point just past Inserted, starting at Start.
static TSPoint advance(TSPoint Start, llvm::StringRef Inserted) {
  size_t LastNL = Inserted.rfind('\n');
  if (LastNL == llvm::StringRef::npos)
    return {Start.row, Start.column + static_cast<uint32_t>(Inserted.size())};
  return {Start.row + static_cast<uint32_t>(Inserted.count('\n')),
          static_cast<uint32_t>(Inserted.size() - LastNL - 1)};
}

void JsDocument::applyEdit(LspPosition Start, LspPosition End,
                           llvm::StringRef NewText, bool *OutOfRange) {
  LineTable LT(Text);
  auto [B, E] = LT.rangeOf(Start, End, OutOfRange);

  uint32_t BomBefore = llvm::StringRef(Text).starts_with(Bom) ? 3 : 0;
  // Keep the tree edit only when the old tree exists and the edit leaves a
  // BOM alone; otherwise the next parse starts from scratch.
  if (!NeedFull && Tree && Tree->valid() && B >= BomBefore) {
    if (!Edited)
      Edited = Tree->copyTree();
    if (Edited) {
      TSInputEdit Ed;
      Ed.start_byte = B - BomBefore;
      Ed.old_end_byte = E - BomBefore;
      Ed.new_end_byte = Ed.start_byte + static_cast<uint32_t>(NewText.size());
      Ed.start_point = pointOf(LT, B, BomBefore);
      Ed.old_end_point = pointOf(LT, E, BomBefore);
      Ed.new_end_point = advance(Ed.start_point, NewText);
      ts_tree_edit(Edited, &Ed);
    }
  } else {
    NeedFull = true;
  }
  Text.replace(B, E - B, NewText.data(), NewText.size());
  // A BOM that appeared or vanished shifts every tree offset.
  uint32_t BomAfter = llvm::StringRef(Text).starts_with(Bom) ? 3 : 0;
  if (BomAfter != BomBefore)
    NeedFull = true;
  Dirty = true;
}

uint32_t JsDocument::firstLineBias() const {
  return llvm::StringRef(Text).starts_with(Bom) ? 3 : 0;
}

void JsDocument::reparse() {
  if (!Dirty && Tree)
    return;
  bool Incremental = !NeedFull && Edited;
  auto New =
      std::make_unique<SyntaxTree>(Text, Lang, Incremental ? Edited : nullptr);
  if (Incremental)
    ++IncrementalParses;
  else
    ++FullParses;
  if (Edited) {
    ts_tree_delete(Edited);
    Edited = nullptr;
  }
  Tree = std::move(New);
  Dirty = false;
  NeedFull = false;
}

const SyntaxTree &JsDocument::tree() {
  reparse();
  return *Tree;
}

ir::Module JsDocument::lower(const apis::ApiDatabase &Apis,
                             const JsOptions &Opts) {
  reparse();
  return lowerSyntaxTree(*Tree, Path, Lang, Apis, Opts);
}

Lowered JsDocument::lower(const LowerRequest &R,
                          const apis::ApiDatabase &Apis) {
  JsOptions Opts;
  Opts.Deadline = R.Deadline;
  Lowered Out;
  Out.Module = lower(Apis, Opts);
  return Out;
}

const ParsedFile *JsDocument::parsed() { return &tree(); }

} // namespace tensorlint::frontend::js
