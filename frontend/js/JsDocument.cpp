//===- JsDocument.cpp - An open JavaScript/TypeScript document ------------===//

#include "frontend/js/JsDocument.h"

#include "frontend/js/Syntax.h"

#include <algorithm>
#include <cstring>

namespace tensorlint::frontend::js {

namespace {

/// Bytes and UTF-16 code units of the UTF-8 sequence at Text[Off], cut at
/// End. Invalid bytes count as one byte and one unit.
std::pair<uint32_t, uint32_t> charAt(llvm::StringRef Text, uint32_t Off,
                                     uint32_t End) {
  auto C = static_cast<unsigned char>(Text[Off]);
  uint32_t Len = 1, Units = 1;
  if (C >= 0xF0 && C <= 0xF7) {
    Len = 4;
    Units = 2;
  } else if (C >= 0xE0) {
    Len = C <= 0xEF ? 3 : 1;
  } else if (C >= 0xC0) {
    Len = 2;
  }
  if (Off + Len > End)
    Len = End - Off;
  for (uint32_t I = 1; I < Len; ++I)
    if ((static_cast<unsigned char>(Text[Off + I]) & 0xC0) != 0x80) {
      // Truncated sequence: treat the lead byte alone as one unit.
      return {1, 1};
    }
  return {Len, Units};
}

constexpr llvm::StringLiteral Bom("\xEF\xBB\xBF");

} // namespace

LineTable::LineTable(llvm::StringRef T) : Text(T) {
  Starts.reserve(T.size() / 32 + 1);
  Starts.push_back(0);
  const char *B = T.data(), *E = T.data() + T.size();
  for (const char *P = B; P < E;) {
    const void *NL = std::memchr(P, '\n', E - P);
    if (!NL)
      break;
    P = static_cast<const char *>(NL) + 1;
    Starts.push_back(static_cast<uint32_t>(P - B));
  }
}

uint32_t LineTable::lineStart(uint32_t Line) const {
  return Starts[std::min<size_t>(Line, Starts.size() - 1)];
}

uint32_t LineTable::lineContentEnd(uint32_t Line) const {
  size_t L = std::min<size_t>(Line, Starts.size() - 1);
  uint32_t End = L + 1 < Starts.size() ? Starts[L + 1]
                                       : static_cast<uint32_t>(Text.size());
  if (End > Starts[L] && Text[End - 1] == '\n')
    --End;
  if (End > Starts[L] && Text[End - 1] == '\r')
    --End;
  return End;
}

uint32_t LineTable::lineOf(uint32_t Offset) const {
  auto It = std::upper_bound(Starts.begin(), Starts.end(), Offset);
  return static_cast<uint32_t>(It - Starts.begin()) - 1;
}

uint32_t LineTable::offsetOf(LspPosition P, bool *Clamped) const {
  if (P.Line >= Starts.size()) {
    if (Clamped)
      *Clamped = true;
    return static_cast<uint32_t>(Text.size());
  }
  uint32_t Off = Starts[P.Line], End = lineContentEnd(P.Line);
  uint32_t Units = 0;
  while (Off < End && Units < P.Character) {
    auto [Len, U] = charAt(Text, Off, End);
    if (Units + U > P.Character) // inside a surrogate pair
      break;
    Off += Len;
    Units += U;
  }
  if (Units != P.Character && Clamped)
    *Clamped = true;
  return Off;
}

LspPosition LineTable::positionOf(uint32_t Offset) const {
  Offset = std::min<uint32_t>(Offset, Text.size());
  uint32_t Line = lineOf(Offset);
  uint32_t Off = Starts[Line], Units = 0;
  while (Off < Offset) {
    auto [Len, U] = charAt(Text, Off, static_cast<uint32_t>(Text.size()));
    Off += Len;
    Units += U;
  }
  return {Line, Units};
}

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

bool JsDocument::applyEdit(LspPosition Start, LspPosition End,
                           llvm::StringRef NewText, bool *OutOfRange) {
  bool Clamped = false;
  LineTable LT(Text);
  uint32_t B = LT.offsetOf(Start, &Clamped);
  uint32_t E = LT.offsetOf(End, &Clamped);
  if (E < B) {
    Clamped = true;
    E = B;
  }
  if (OutOfRange)
    *OutOfRange = Clamped;

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
  return true;
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

} // namespace tensorlint::frontend::js
