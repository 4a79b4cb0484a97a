//===- Positions.h - IR locations <-> LSP positions -------------*- C++ -*-===//
//
// tensorlint's locations are 1-based lines and byte columns (plus byte
// offsets for fix-its); LSP positions are 0-based lines and UTF-16 code
// units. The conversions read the document text through a LineTable.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_POSITIONS_H
#define TENSORLINT_TOOLS_LSP_POSITIONS_H

#include "frontend/TextLines.h"
#include "ir/IR.h"

#include "llvm/Support/JSON.h"

#include <optional>

namespace tensorlint::lsp {

using frontend::LineTable;
using frontend::LspPosition;

struct LspRange {
  LspPosition Start, End;
};

llvm::json::Value toJson(LspPosition P);
llvm::json::Value toJson(const LspRange &R);
/// What toJson(R) is, written to J.
void writeRange(llvm::json::OStream &J, const LspRange &R);
/// Parses {line, character}; nullopt if either is missing or negative.
std::optional<LspPosition> positionFromJson(const llvm::json::Value *V);
std::optional<LspRange> rangeFromJson(const llvm::json::Value *V);

/// The LSP position of a 1-based line and byte column. FirstLineBias bytes
/// are added to columns on line 1 (a UTF-8 BOM the frontend did not count).
/// Columns past the end of a line are clamped to it.
LspPosition toLsp(const LineTable &LT, ir::SourceLoc L,
                  uint32_t FirstLineBias = 0);
/// The LSP range of a source range: its Begin to its End (or Begin when the
/// end is missing or before the begin).
LspRange toLsp(const LineTable &LT, const ir::SourceRange &R,
               uint32_t FirstLineBias = 0);
/// The LSP range of byte offsets [Begin, End).
LspRange offsetsToLsp(const LineTable &LT, uint32_t Begin, uint32_t End);

/// A <= B.
inline bool lessEq(LspPosition A, LspPosition B) {
  return A.Line < B.Line || (A.Line == B.Line && A.Character <= B.Character);
}
/// True when the ranges overlap or touch.
inline bool touches(const LspRange &A, const LspRange &B) {
  return lessEq(A.Start, B.End) && lessEq(B.Start, A.End);
}

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_POSITIONS_H
