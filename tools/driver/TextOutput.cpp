//===- TextOutput.cpp - clang-tidy style text output ----------------------===//

#include "tools/driver/Output.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Format.h"

#include <map>
#include <vector>

namespace tensorlint::driver {

static const char *severityName(rules::Severity S) {
  return S == rules::Severity::Error ? "error" : "warning";
}

static void printLoc(llvm::raw_ostream &OS, llvm::StringRef Path,
                     const ir::SourceLoc &L) {
  OS << Path;
  if (L.isValid())
    OS << ':' << L.Line << ':' << L.Col;
  OS << ": ";
}

void printText(const RunResult &R, llvm::raw_ostream &OS) {
  for (const rules::Finding &F : R.Findings) {
    printLoc(OS, F.Path, F.Range.Begin);
    OS << severityName(F.Sev) << ": " << F.Message << " [" << F.RuleId << "]\n";
    for (const rules::Note &N : F.Notes) {
      printLoc(OS, rules::notePath(F, N), N.Range.Begin);
      OS << "note: " << N.Message << '\n';
    }
  }
}

void printStatistics(const RunResult &R, llvm::raw_ostream &OS) {
  std::map<std::string, size_t> Counts;
  for (const rules::Finding &F : R.Findings)
    ++Counts[F.RuleId];
  std::vector<std::pair<std::string, size_t>> Rows(Counts.begin(),
                                                   Counts.end());
  llvm::stable_sort(
      Rows, [](const auto &A, const auto &B) { return A.second > B.second; });
  for (const auto &[Rule, N] : Rows)
    OS << llvm::format("%6zu", N) << "  " << Rule << '\n';
  OS << llvm::format("%6zu", R.Findings.size()) << "  total\n";
}

static std::string plural(size_t N, llvm::StringRef Word) {
  return std::to_string(N) + " " + Word.str() + (N == 1 ? "" : "s");
}

std::string summaryLine(const RunResult &R, double Seconds) {
  size_t Warnings = 0, Errors = 0;
  llvm::StringSet<> Paths;
  for (const rules::Finding &F : R.Findings) {
    (F.Sev == rules::Severity::Error ? Errors : Warnings)++;
    Paths.insert(F.Path);
  }
  // Syntax errors count as errors, in files of their own when no finding
  // names them.
  Errors += R.frontendErrors();
  for (const SourceFile &F : R.Files)
    for (const Diagnostic &D : F.Diags)
      if (D.isFrontendError())
        Paths.insert(F.Input.Path);
  std::string Out;
  if (!Errors && !Warnings) {
    Out = "no warnings";
  } else {
    if (Errors)
      Out = plural(Errors, "error");
    if (Errors && Warnings)
      Out += " and ";
    if (Warnings)
      Out += plural(Warnings, "warning");
    Out += " in " + plural(Paths.size(), "file");
  }
  std::string Time;
  llvm::raw_string_ostream(Time) << llvm::format("%.2f", Seconds);
  Out +=
      " (" + plural(R.filesChecked(), "file") + " checked in " + Time + " s)";
  return Out;
}

} // namespace tensorlint::driver
