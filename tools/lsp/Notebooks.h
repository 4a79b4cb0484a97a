//===- Notebooks.h - The notebooks the editor has open ----------*- C++ -*-===//
//
// LSP 3.17's notebook document sync (VS Code's Jupyter notebooks): the
// client sends a notebook's cells, each code cell a text document of its own
// (a `vscode-notebook-cell:` URI), and every edit to a cell's text or to the
// list of cells. A notebook's cells share one kernel, so tensorlint analyses
// them together, as the CLI analyses an .ipynb file: the code cells' text one
// after another is one document (frontend/CodeCells.h), whose findings the
// server publishes to the cell each lies in.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_NOTEBOOKS_H
#define TENSORLINT_TOOLS_LSP_NOTEBOOKS_H

#include "tools/lsp/Positions.h"

#include "frontend/CodeCells.h"
#include "frontend/TextLines.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"

#include <memory>
#include <string>
#include <vector>

namespace tensorlint::lsp {

struct Notebook {
  std::string Uri;
  int64_t Version = 0;
  struct Cell {
    bool Code = false; ///< NotebookCellKind.Code (2), not Markup (1).
    std::string Uri;   ///< Its text document.
  };
  std::vector<Cell> Cells;
  /// Each open cell document's text and languageId, by URI.
  struct CellText {
    frontend::EditedText Text;
    std::string LanguageId;
  };
  llvm::StringMap<std::unique_ptr<CellText>> Texts;

  /// The languageId of its code cells (the first's that has one).
  std::string languageId() const;
  /// Its code cells of that language, in order, numbered among all cells.
  std::vector<frontend::CellSource> codeCells() const;
};

class NotebookStore {
public:
  /// notebookDocument/didOpen; null (Error says why) for invalid params.
  Notebook *open(const llvm::json::Object &Params, std::string &Error);
  /// notebookDocument/didChange; null for a notebook that is not open.
  /// Problems with single changes go to Log; URIs of cells it no longer has
  /// are added to Gone.
  Notebook *change(const llvm::json::Object &Params,
                   std::vector<std::string> &Log,
                   std::vector<std::string> &Gone);
  /// notebookDocument/didClose: forgets it and returns its cells' URIs.
  std::vector<std::string> close(llvm::StringRef Uri);
  Notebook *get(llvm::StringRef Uri);
  /// The notebook that has the cell document CellUri.
  Notebook *ofCell(llvm::StringRef CellUri);

private:
  llvm::StringMap<std::unique_ptr<Notebook>> Open;
};

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_NOTEBOOKS_H
