//===- Diagnostic.cpp - Messages of the driver itself ---------------------===//

#include "tools/driver/Diagnostic.h"

namespace tensorlint::driver {

const char *toString(Diagnostic::Level L) {
  switch (L) {
  case Diagnostic::Note:
    return "note";
  case Diagnostic::Remark:
    return "remark";
  case Diagnostic::Warning:
    return "warning";
  case Diagnostic::Error:
    return "error";
  }
  return "error";
}

void print(const Diagnostic &D, llvm::raw_ostream &OS) {
  if (D.Path.empty())
    OS << "tensorlint";
  else
    OS << D.Path;
  if (D.Cell)
    OS << ":cell " << D.Cell;
  if (D.Loc.isValid())
    OS << ':' << D.Loc.Line << ':' << D.Loc.Col;
  OS << ": " << toString(D.Lvl) << ": " << D.Message;
  if (!D.Tag.empty())
    OS << " [" << D.Tag << ']';
  OS << '\n';
}

} // namespace tensorlint::driver
