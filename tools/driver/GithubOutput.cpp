//===- GithubOutput.cpp - GitHub Actions workflow annotations -------------===//
//
// One workflow command per finding, which a GitHub Actions runner turns into
// an annotation on the file's line in the pull request:
//   ::warning file=P,line=L,col=C,endLine=L2,endColumn=C2,title=T::MESSAGE
// Property values escape %, CR, LF, ':' and ','; the message escapes %, CR
// and LF (the runner's own rules, actions/toolkit's command.ts). Notes
// follow the message on lines of their own (an escaped LF). A notebook's
// finding annotates the file, its message starting with the cell and line.
//
//===----------------------------------------------------------------------===//

#include "tools/driver/CellPlaces.h"
#include "tools/driver/Output.h"

namespace tensorlint::driver {

namespace {

std::string escapeData(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '%')
      Out += "%25";
    else if (C == '\r')
      Out += "%0D";
    else if (C == '\n')
      Out += "%0A";
    else
      Out += C;
  }
  return Out;
}

std::string escapeProperty(llvm::StringRef S) {
  std::string Out;
  for (char C : escapeData(S)) {
    if (C == ':')
      Out += "%3A";
    else if (C == ',')
      Out += "%2C";
    else
      Out += C;
  }
  return Out;
}

} // namespace

void printGithub(const RunResult &R, llvm::raw_ostream &OS) {
  CellPlaces Cells(R);
  for (const rules::Finding &F : R.Findings) {
    OS << (F.Sev == rules::Severity::Error ? "::error" : "::warning")
       << " file=" << escapeProperty(F.Path);
    const ir::SourceLoc &B = F.Range.Begin, &E = F.Range.End;
    // A notebook's lines are no lines of its file (JSON): the annotation is
    // the file's, and its text says the cell and line.
    std::optional<frontend::CellLine> InCell = Cells.place(F.Path, B.Line);
    if (B.isValid() && !InCell) {
      OS << ",line=" << B.Line << ",col=" << B.Col;
      if (E.isValid() && B <= E)
        OS << ",endLine=" << E.Line << ",endColumn=" << E.Col;
    }
    OS << ",title="
       << escapeProperty((llvm::Twine("tensorlint (") + F.RuleId + ")").str())
       << "::";
    std::string Text;
    llvm::raw_string_ostream T(Text);
    if (InCell)
      T << frontend::spellCellLine(*InCell) << ':' << B.Col << ": ";
    T << Cells.message(F.Path, F.Message) << " [" << F.RuleId << ']';
    for (const rules::Note &N : F.Notes) {
      T << '\n';
      T << Cells.spell(rules::notePath(F, N), N.Range.Begin);
      T << ": note: " << Cells.message(rules::notePath(F, N), N.Message);
    }
    OS << escapeData(Text) << '\n';
  }
}

} // namespace tensorlint::driver
