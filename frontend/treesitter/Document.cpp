//===- Document.cpp - An open document of a tree-sitter language ----------===//

#include "frontend/treesitter/Document.h"

#include "frontend/Reclaim.h"

#include <algorithm>

namespace tensorlint::frontend::treesitter {

namespace {
constexpr llvm::StringLiteral Bom("\xEF\xBB\xBF");
} // namespace

Document::Document(std::string P, ir::Language L, std::string T)
    : Path(std::move(P)), Lang(L), Buffer(std::move(T)) {}

Document::~Document() {
  if (Edited)
    ts_tree_delete(Edited);
}

void Document::setText(std::string NewText) {
  Buffer.set(std::move(NewText));
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

void Document::applyEdit(LspPosition Start, LspPosition End,
                         llvm::StringRef NewText, bool *OutOfRange) {
  const LineTable &LT = Buffer.lines();
  auto [B, E] = LT.rangeOf(Start, End, OutOfRange);

  uint32_t BomBefore = llvm::StringRef(text()).starts_with(Bom) ? 3 : 0;
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
  Buffer.replace(B, E, NewText);
  // A BOM that appeared or vanished shifts every tree offset.
  uint32_t BomAfter = llvm::StringRef(text()).starts_with(Bom) ? 3 : 0;
  if (BomAfter != BomBefore)
    NeedFull = true;
  Dirty = true;
}

uint32_t Document::firstLineBias() const {
  return llvm::StringRef(text()).starts_with(Bom) ? 3 : 0;
}

void Document::reparse() {
  if (!Dirty && Tree)
    return;
  bool Incremental = !NeedFull && Edited;
  std::unique_ptr<SyntaxTree> New =
      parse(text(), Incremental ? Edited : nullptr);
  if (Edited) {
    ts_tree_delete(Edited);
    Edited = nullptr;
  }
  // The old tree's own nodes are freed after the editor has its
  // diagnostics (Reclaim.h).
  if (Tree)
    retire(std::move(Tree));
  Tree = std::move(New);
  Dirty = false;
  NeedFull = false;
}

const SyntaxTree &Document::tree() {
  reparse();
  return *Tree;
}

Lowered Document::lower(const LowerRequest &R, const apis::ApiDatabase &Apis) {
  reparse();
  LowerRequest Own = R;
  Own.Path = Path;
  Own.Lang = Lang;
  return lowerTree(*Tree, Own, Apis);
}

} // namespace tensorlint::frontend::treesitter
