//===- GithubOutput.cpp - GitHub Actions workflow annotations -------------===//
//
// One workflow command per finding, which a GitHub Actions runner turns into
// an annotation on the file's line in the pull request:
//   ::warning file=P,line=L,col=C,endLine=L2,endColumn=C2,title=T::MESSAGE
// Property values escape %, CR, LF, ':' and ','; the message escapes %, CR
// and LF (the runner's own rules, actions/toolkit's command.ts). Notes
// follow the message on lines of their own (an escaped LF).
//
//===----------------------------------------------------------------------===//

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

void printPlace(llvm::raw_ostream &OS, llvm::StringRef Path,
                const ir::SourceLoc &L) {
  OS << Path;
  if (L.isValid())
    OS << ':' << L.Line << ':' << L.Col;
}

} // namespace

void printGithub(const RunResult &R, llvm::raw_ostream &OS) {
  for (const rules::Finding &F : R.Findings) {
    OS << (F.Sev == rules::Severity::Error ? "::error" : "::warning")
       << " file=" << escapeProperty(F.Path);
    const ir::SourceLoc &B = F.Range.Begin, &E = F.Range.End;
    if (B.isValid()) {
      OS << ",line=" << B.Line << ",col=" << B.Col;
      if (E.isValid() && B <= E)
        OS << ",endLine=" << E.Line << ",endColumn=" << E.Col;
    }
    OS << ",title="
       << escapeProperty((llvm::Twine("tensorlint (") + F.RuleId + ")").str())
       << "::";
    std::string Text;
    llvm::raw_string_ostream T(Text);
    T << F.Message << " [" << F.RuleId << ']';
    for (const rules::Note &N : F.Notes) {
      T << '\n';
      printPlace(T, rules::notePath(F, N), N.Range.Begin);
      T << ": note: " << N.Message;
    }
    OS << escapeData(Text) << '\n';
  }
}

} // namespace tensorlint::driver
