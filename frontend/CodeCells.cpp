//===- CodeCells.cpp - Code kept inside another format --------------------===//

#include "frontend/CodeCells.h"

#include <algorithm>

namespace tensorlint::frontend {

void CodeCells::add(uint32_t Number, uint32_t Lines, std::string Id) {
  Each.push_back({Number, Next, Lines, std::move(Id)});
  Next += Lines;
}

const CodeCells::Cell *CodeCells::cellAt(uint32_t Line) const {
  // The last cell starting at or before Line (cells are in text order).
  auto It = std::upper_bound(
      Each.begin(), Each.end(), Line,
      [](uint32_t L, const Cell &C) { return L < C.FirstLine; });
  if (It == Each.begin())
    return nullptr;
  const Cell &C = *std::prev(It);
  // A finding at the very end of the text (end of file) belongs to the
  // last cell's last line.
  if (Line >= C.FirstLine + std::max<uint32_t>(C.Lines, 1) &&
      &C != &Each.back())
    return nullptr;
  return &C;
}

std::optional<CellLine> CodeCells::place(uint32_t Line) const {
  const Cell *C = cellAt(Line);
  if (!C)
    return std::nullopt;
  uint32_t In = Line - C->FirstLine + 1;
  if (C->Lines)
    In = std::min(In, C->Lines);
  return CellLine{C->Number, In};
}

std::string spellCellLine(const CellLine &P) {
  return "cell " + std::to_string(P.Cell) + ":" + std::to_string(P.Line);
}

} // namespace tensorlint::frontend
