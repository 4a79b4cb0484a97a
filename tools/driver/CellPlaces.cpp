//===- CellPlaces.cpp - A run's places in notebook cells ------------------===//

#include "tools/driver/CellPlaces.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace tensorlint::driver {

CellPlaces::CellPlaces(const RunResult &R) {
  for (const SourceFile &F : R.Files)
    if (F.Cells)
      Notebooks[F.Input.Path] = F.Cells.get();
}

std::optional<frontend::CellLine> CellPlaces::place(llvm::StringRef Path,
                                                    uint32_t Line) const {
  if (Notebooks.empty())
    return std::nullopt;
  auto It = Notebooks.find(Path);
  if (It == Notebooks.end())
    return std::nullopt;
  return It->second->place(Line);
}

ir::SourceLoc CellPlaces::local(llvm::StringRef Path, ir::SourceLoc Loc,
                                uint32_t &Cell) const {
  Cell = 0;
  if (!Loc.isValid())
    return Loc;
  if (std::optional<frontend::CellLine> P = place(Path, Loc.Line)) {
    Cell = P->Cell;
    Loc.Line = P->Line;
  }
  return Loc;
}

std::string CellPlaces::spell(llvm::StringRef Path,
                              const ir::SourceLoc &Loc) const {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << Path;
  uint32_t Cell = 0;
  ir::SourceLoc Local = local(Path, Loc, Cell);
  if (Cell)
    OS << ":cell " << Cell;
  if (Local.isValid())
    OS << ':' << Local.Line << ':' << Local.Col;
  return Out;
}

std::string CellPlaces::message(llvm::StringRef Path,
                                llvm::StringRef Message) const {
  if (Notebooks.empty())
    return Message.str();
  auto It = Notebooks.find(Path);
  return It == Notebooks.end() ? Message.str()
                               : cellMessage(*It->second, Message);
}

std::string cellMessage(const frontend::CodeCells &Cells,
                        llvm::StringRef Message) {
  // The rules name other places of the same file as "line N" (a loop, a
  // reassignment, a function): the only spelling to map.
  std::string Out;
  llvm::StringRef Rest = Message;
  while (true) {
    size_t At = Rest.find("line ");
    if (At == llvm::StringRef::npos)
      break;
    bool WordStart = At == 0 || !llvm::isAlnum(Rest[At - 1]);
    llvm::StringRef After = Rest.drop_front(At + 5);
    llvm::StringRef Digits = After.take_while(llvm::isDigit);
    unsigned Line = 0;
    std::optional<frontend::CellLine> P;
    if (WordStart && !Digits.empty() && !Digits.getAsInteger(10, Line))
      P = Cells.place(Line);
    if (!P) {
      Out += Rest.take_front(At + 5);
      Rest = After;
      continue;
    }
    Out += Rest.take_front(At);
    Out +=
        "cell " + std::to_string(P->Cell) + ", line " + std::to_string(P->Line);
    Rest = After.drop_front(Digits.size());
  }
  Out += Rest;
  return Out;
}

} // namespace tensorlint::driver
