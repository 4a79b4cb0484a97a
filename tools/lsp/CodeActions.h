//===- CodeActions.h - Quick fixes and fix-all ------------------*- C++ -*-===//
//
// For the findings on the requested lines:
//  - one "quickfix" per finding with fix-its (all of its fix-its at once);
//  - one "Disable <rule> for this line" quickfix per rule and line, which
//    inserts a suppression comment above the line with its indentation
//    (`// tensorlint-disable-next-line <rule>`; C/C++:
//    `// NOLINTNEXTLINE(<rule>)`);
// and, when the document has any fix-its, a "source.fixAll.tensorlint"
// action applying every non-overlapping finding's fix-its as one edit. In a
// notebook's cell, the cell's findings' actions, edits in the cell's lines
// (no fix-all: a notebook's edits would span cells).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_CODEACTIONS_H
#define TENSORLINT_TOOLS_LSP_CODEACTIONS_H

#include "tools/lsp/Documents.h"
#include "tools/lsp/Positions.h"

#include "llvm/Support/JSON.h"

namespace tensorlint::lsp {

inline constexpr const char *FixAllKind = "source.fixAll.tensorlint";

/// True if a CodeActionContext.only list (null: no filter) admits Kind:
/// an entry equal to Kind or a '.'-prefix of it.
bool kindRequested(const llvm::json::Array *Only, llvm::StringRef Kind);

/// Requested: a range of D, or with Cell (a notebook document's), of the
/// cell.
llvm::json::Array codeActions(const Document &D, const LspRange &Requested,
                              const llvm::json::Array *Only,
                              const frontend::CodeCells::Cell *Cell = nullptr);

/// The fix-all edit's TextEdits (empty when there is nothing to fix).
llvm::json::Array fixAllEdits(const Document &D, const LineTable &LT);

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_CODEACTIONS_H
