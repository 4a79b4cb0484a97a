//===- CodeCells.h - Code kept inside another format ------------*- C++ -*-===//
//
// A Jupyter notebook is JSON whose code cells hold the program. tensorlint
// analyses the cells' code one cell after another, as one text (what the
// kernel runs, top to bottom), and reports a place in it as the cell and the
// line in that cell: `notebook.ipynb:cell 3:2:5`, as ruff does. The frontend
// that reads such a file (Frontend::extractCode) gives the text and this
// table; the driver, the outputs and the LSP server map lines through it.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CODECELLS_H
#define TENSORLINT_FRONTEND_CODECELLS_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::frontend {

/// A line of the analysed text, as the notebook's user sees it.
struct CellLine {
  uint32_t Cell = 0; ///< 1-based, counting every cell (markdown too).
  uint32_t Line = 0; ///< 1-based, inside the cell.
};

class CodeCells {
public:
  struct Cell {
    uint32_t Number = 0;    ///< CellLine::Cell.
    uint32_t FirstLine = 0; ///< Its first line in the analysed text.
    uint32_t Lines = 0;     ///< How many lines of the text are its.
    /// The editor's identity of the cell (the LSP notebook's cell
    /// document), when the cells came from an editor.
    std::string Id;
  };

  /// Appends a cell whose code takes the next Lines lines of the text.
  void add(uint32_t Number, uint32_t Lines, std::string Id = {});
  const std::vector<Cell> &cells() const { return Each; }
  /// The text's line count so far (the next cell's first line minus one).
  uint32_t lineCount() const { return Next - 1; }

  /// The cell holding Line of the analysed text, or null past the end.
  const Cell *cellAt(uint32_t Line) const;
  /// Line of the analysed text as a cell and a line in it; nullopt past the
  /// end.
  std::optional<CellLine> place(uint32_t Line) const;

private:
  std::vector<Cell> Each;
  uint32_t Next = 1;
};

/// One code cell as an editor holds it (an LSP notebook's cell document).
struct CellSource {
  std::string Text;
  uint32_t Number = 0; ///< CellLine::Cell.
  std::string Id;      ///< CodeCells::Cell::Id: the cell document's URI.
};

/// The code of a file kept inside another format, or why it cannot be read.
struct EmbeddedCode {
  std::string Text; ///< The cells' code, each ending with a line break.
  CodeCells Cells;
  /// Not empty: the file is not a readable document of its format (invalid
  /// JSON, no cells); Text and Cells are empty.
  std::string Error;
  /// Error says the document is of a version of its format tensorlint does
  /// not read (nbformat 3): skipped with a note when a walk found it.
  bool Unsupported = false;
};

/// "cell 3:2" of a place, as messages and the text output spell it.
std::string spellCellLine(const CellLine &P);

} // namespace tensorlint::frontend

#endif // TENSORLINT_FRONTEND_CODECELLS_H
