//===- TextOutput.cpp - clang-tidy style text output ----------------------===//

#include "tools/driver/Output.h"

#include "tools/driver/CellPlaces.h"
#include "tools/driver/SourceLines.h"

#include "rules/Rules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Format.h"

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

namespace tensorlint::driver {

namespace {

const char *severityName(rules::Severity S) {
  return S == rules::Severity::Error ? "error" : "warning";
}

// ANSI SGR sequences, clang's colours: the place and message in bold,
// "warning:" magenta, "error:" red, "note:" dark grey, the caret green.
constexpr llvm::StringLiteral Reset = "\x1b[0m", Bold = "\x1b[1m",
                              Magenta = "\x1b[1;35m", Red = "\x1b[1;31m",
                              Grey = "\x1b[1;30m", Green = "\x1b[1;32m";

class TextPrinter {
public:
  TextPrinter(const RunResult &R, const TextStyle &Style, llvm::raw_ostream &OS)
      : Style(Style), OS(OS), Cells(R) {
    // The run's files are indexed only when their lines are printed.
    if (Style.Source)
      Lines.emplace(R);
  }

  void finding(const rules::Finding &F) {
    place(F.Path, F.Range.Begin);
    paint(F.Sev == rules::Severity::Error ? Red : Magenta);
    OS << severityName(F.Sev) << ":";
    paint(Reset);
    paint(Bold);
    OS << ' ' << Cells.message(F.Path, F.Message) << " [";
    ruleId(F.RuleId);
    OS << ']';
    paint(Reset);
    OS << '\n';
    source(F.Path, F.Range);
    for (const rules::Note &N : F.Notes) {
      place(rules::notePath(F, N), N.Range.Begin);
      paint(Grey);
      OS << "note:";
      paint(Reset);
      OS << ' ' << Cells.message(rules::notePath(F, N), N.Message) << '\n';
      source(rules::notePath(F, N), N.Range);
    }
  }

private:
  void paint(llvm::StringRef Sgr) {
    if (Style.Color)
      OS << Sgr;
  }

  void place(llvm::StringRef Path, const ir::SourceLoc &L) {
    paint(Bold);
    OS << Cells.spell(Path, L) << ':';
    paint(Reset);
    OS << ' ';
  }

  /// In colour, the rule id links to its page (an OSC 8 hyperlink, which
  /// terminals that do not know it show as plain text).
  void ruleId(llvm::StringRef Id) {
    if (!Style.Color) {
      OS << Id;
      return;
    }
    OS << "\x1b]8;;" << rules::ruleDocUrl(Id) << "\x1b\\" << Id
       << "\x1b]8;;\x1b\\";
  }

  /// The line of Range.Begin and, under it, a caret at its column and '~'
  /// to the end of the range on that line, as clang prints them. Tabs stay
  /// tabs under tabs, and each UTF-8 character is one column.
  void source(llvm::StringRef Path, const ir::SourceRange &Range) {
    if (!Lines || !Range.Begin.isValid() || !Range.Begin.Col)
      return;
    llvm::StringRef Line = Lines->line(Path, Range.Begin.Line);
    if (Line.empty() && Range.Begin.Col > 1)
      return;
    unsigned Begin = Range.Begin.Col - 1;
    unsigned End = Range.End.isValid() && Range.End.Line == Range.Begin.Line &&
                           Range.End.Col > Range.Begin.Col
                       ? Range.End.Col - 1
                       : Begin + 1;
    if (Begin > Line.size())
      return;
    End = std::min<unsigned>(std::max(End, Begin + 1),
                             std::max<size_t>(Line.size(), Begin + 1));
    std::string Marks;
    for (unsigned I = 0; I < End; ++I) {
      unsigned char C = I < Line.size() ? Line[I] : ' ';
      if ((C & 0xC0) == 0x80) // a UTF-8 continuation byte: same column
        continue;
      if (I < Begin)
        Marks += C == '\t' ? '\t' : ' ';
      else
        Marks += I == Begin ? '^' : '~';
    }
    OS << Line << '\n';
    paint(Green);
    OS << Marks;
    paint(Reset);
    OS << '\n';
  }

  const TextStyle &Style;
  llvm::raw_ostream &OS;
  std::optional<SourceLines> Lines;
  CellPlaces Cells;
};

} // namespace

void printText(const RunResult &R, llvm::raw_ostream &OS,
               const TextStyle &Style) {
  TextPrinter P(R, Style, OS);
  for (const rules::Finding &F : R.Findings)
    P.finding(F);
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
