//===- Output.h - Printing a run's results ----------------------*- C++ -*-===//
//
// Four formats for the findings on stdout, all byte-identical across runs
// with the same inputs (no timings, no absolute paths that the user did not
// give):
//   text   clang-tidy's form: `path:line:col: warning: message [rule-id]`
//          followed by `path:line:col: note: message` lines;
//   json   {"version", "findings": [...], "errors": [...]};
//   sarif  SARIF 2.1.0 with one run, rule descriptors, results with
//          locations, related locations and partial fingerprints;
//   github GitHub Actions workflow commands (`::warning file=...::message`),
//          which the runner shows as annotations on the pull request.
// The human summary line goes to stderr (it has the elapsed time).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_OUTPUT_H
#define TENSORLINT_TOOLS_DRIVER_OUTPUT_H

#include "tools/driver/Checks.h"
#include "tools/driver/Config.h"
#include "tools/driver/Driver.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

namespace tensorlint::driver {

enum class OutputFormat { Text, Json, Sarif, Github };

/// How the text format looks on a terminal.
struct TextStyle {
  /// ANSI colours, and each rule id a hyperlink to its page (OSC 8).
  bool Color = false;
  /// Under each finding and note, its source line and a caret marking its
  /// range, as clang and clang-tidy print them.
  bool Source = false;
};

void printText(const RunResult &R, llvm::raw_ostream &OS,
               const TextStyle &Style = {});

void printJson(const RunResult &R, llvm::raw_ostream &OS);

void printGithub(const RunResult &R, llvm::raw_ostream &OS);

/// --statistics: each rule with findings, the most frequent first, as
/// "  12  tensor-undisposed" lines (then by rule id), and a total line.
void printStatistics(const RunResult &R, llvm::raw_ostream &OS);

/// Rules: the rule descriptors listed in tool.driver.rules (results refer to
/// them by ruleIndex). BaseDir: the directory paths are made relative to
/// (%SRCROOT%), normally the current directory.
void printSarif(const RunResult &R, llvm::ArrayRef<RuleDescriptor> Rules,
                llvm::StringRef BaseDir, llvm::raw_ostream &OS);

/// --print-config: the configuration C of the file at Path as YAML, every
/// rule with its severity (WarningsAsErrors: --warnings-as-errors).
void printConfig(llvm::StringRef Path, const FileConfig &C,
                 const rules::RuleFilter &WarningsAsErrors,
                 llvm::raw_ostream &OS);

/// "3 warnings in 2 files (41 files checked in 0.08 s)" or
/// "no warnings (41 files checked in 0.08 s)".
std::string summaryLine(const RunResult &R, double Seconds);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_OUTPUT_H
