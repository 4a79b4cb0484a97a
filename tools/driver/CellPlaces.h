//===- CellPlaces.h - A run's places in notebook cells ----------*- C++ -*-===//
//
// A notebook's findings are found in the code of its cells, one cell after
// another (frontend/CodeCells.h); its user reads them as a cell and a line
// in it. Every output maps a finding's lines through this index, once per
// run: the text form prints `nb.ipynb:cell 3:2:5:`, JSON and SARIF give the
// cell beside the line, and messages that name a line ("reassigned at line
// 41") name the cell's.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_CELLPLACES_H
#define TENSORLINT_TOOLS_DRIVER_CELLPLACES_H

#include "tools/driver/Driver.h"

#include "frontend/CodeCells.h"

#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>

namespace tensorlint::driver {

class CellPlaces {
public:
  explicit CellPlaces(const RunResult &R);

  /// Line of Path's analysed code as a cell and a line in it; nullopt for a
  /// file that is no notebook.
  std::optional<frontend::CellLine> place(llvm::StringRef Path,
                                          uint32_t Line) const;
  /// Loc as its notebook's user counts it: the line inside its cell (Cell
  /// set to the cell), or Loc unchanged (Cell 0) outside notebooks.
  ir::SourceLoc local(llvm::StringRef Path, ir::SourceLoc Loc,
                      uint32_t &Cell) const;
  /// "path:line:col", or in a notebook "path:cell N:line:col" (just the
  /// path when Loc is not valid), as the text outputs print a place.
  std::string spell(llvm::StringRef Path, const ir::SourceLoc &Loc) const;
  /// Message with each "line N" it names spelled "cell C, line L" when
  /// Path is a notebook.
  std::string message(llvm::StringRef Path, llvm::StringRef Message) const;

private:
  llvm::StringMap<const frontend::CodeCells *> Notebooks;
};

/// Message's "line N" places in the analysed code of a notebook with Cells,
/// spelled as its user counts them: "cell C, line L".
std::string cellMessage(const frontend::CodeCells &Cells,
                        llvm::StringRef Message);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_CELLPLACES_H
