//===- Diagnostics.h - Findings as LSP diagnostics --------------*- C++ -*-===//

#ifndef TENSORLINT_TOOLS_LSP_DIAGNOSTICS_H
#define TENSORLINT_TOOLS_LSP_DIAGNOSTICS_H

#include "tools/lsp/Documents.h"
#include "tools/lsp/Positions.h"

#include "rules/Finding.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace tensorlint::lsp {

/// The LSP range a finding is shown at in D.
LspRange findingRange(const rules::Finding &F, const Document &D,
                      const LineTable &LT);

/// Writes one Diagnostic: range, severity (1 error / 2 warning), source
/// "tensorlint", code = rule id, codeDescription.href, message, and the
/// notes as relatedInformation.
/// R (a range of a notebook document D's text) in its cell C, counted from
/// the cell's first line, or nullopt when it starts in another cell. An end
/// past the cell's last line is taken as the start.
std::optional<LspRange> rangeInCell(const frontend::CodeCells &Cells,
                                    const frontend::CodeCells::Cell &C,
                                    LspRange R);

/// One finding; with Cell (a notebook's), nothing unless F lies in it.
void writeDiagnostic(llvm::json::OStream &J, const rules::Finding &F,
                     const Document &D, const LineTable &LT,
                     const frontend::CodeCells::Cell *Cell = nullptr);

/// What writeDiagnostic writes, as a value (code actions embed it).
/// F as one diagnostic (in Cell's lines when given).
llvm::json::Value toDiagnostic(const rules::Finding &F, const Document &D,
                               const LineTable &LT,
                               const frontend::CodeCells::Cell *Cell = nullptr);

/// Writes the array of every diagnostic of D's last analysis: findings,
/// then frontend problems (code "syntax-error" or "frontend"; information
/// unless the frontend calls it an error), then an analysis failure if any.
/// Written, not built: a publish after every keystroke spent more on the
/// json::Value tree than on writing it.
/// D's diagnostics; for a notebook's document, those of the cell Cell with
/// lines counted from the cell's first (and notes' locations in the cells
/// they lie in).
void writeDiagnostics(llvm::json::OStream &J, const Document &D,
                      const frontend::CodeCells::Cell *Cell = nullptr);

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_DIAGNOSTICS_H
