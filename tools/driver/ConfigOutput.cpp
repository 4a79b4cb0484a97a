//===- ConfigOutput.cpp - --print-config: what applies to a file ----------===//
//
// The configuration the run would use for one file, after the nearest
// .tensorlint.yaml, its overrides and the command line, as YAML that reads
// like a config file and loads as one (`checks`, `rules`, `apis`,
// `report-exception-paths`, `report-unproven-repetition`), with what it came
// from in comments. Every rule is
// listed, so the output answers "is this rule on for this file, and as what?"
// without knowing the precedence rules.
//
//===----------------------------------------------------------------------===//

#include "tools/driver/Output.h"

#include "tools/driver/JsonText.h"

namespace tensorlint::driver {

namespace {

/// YAML's single-quoted scalar: '' for a quote.
std::string quoted(llvm::StringRef S) {
  std::string Out = "'";
  for (char C : S) {
    if (C == '\'')
      Out += '\'';
    Out += C;
  }
  return Out + "'";
}

} // namespace

void printConfig(llvm::StringRef Path, const FileConfig &C,
                 const rules::RuleFilter &WarningsAsErrors,
                 llvm::raw_ostream &OS) {
  OS << "# The configuration of " << Path << "\n";
  OS << "# from: "
     << (C.Source.empty() ? "no .tensorlint.yaml (defaults)" : C.Source)
     << ", then the command line\n";
  if (C.Ignored)
    OS << "# ignored: an 'ignore' glob matches it, so it is not checked\n";
  OS << "checks: "
     << quoted(C.Checks.empty() ? rules::defaultChecks() : C.Checks) << "\n";
  rules::RuleFilter Filter(C.Checks);
  OS << "rules:\n";
  for (const rules::RuleInfo &R : rules::allRules()) {
    llvm::StringRef Sev = "off";
    if (Filter.isEnabled(R.Id)) {
      auto It = C.Severities.find(R.Id);
      bool Error =
          (It != C.Severities.end() && It->second == rules::Severity::Error) ||
          WarningsAsErrors.isEnabled(R.Id);
      Sev = Error ? "error" : "warning";
    }
    OS << "  " << R.Id << ": " << Sev << "\n";
  }
  OS << "apis:";
  if (C.ApiFiles.empty())
    OS << " []\n";
  else {
    OS << "\n";
    for (const std::string &A : C.ApiFiles)
      OS << "  - " << quoted(A) << "\n";
  }
  OS << "report-exception-paths: "
     << (C.Analysis.ReportExceptionPaths ? "true" : "false") << "\n";
  OS << "report-unproven-repetition: "
     << (C.Analysis.ReportUnprovenRepetition ? "true" : "false") << "\n";
  // A command-line option only: a comment, so the output loads as a config.
  OS << "# --report-unused-disable: " << (C.ReportUnusedDisable ? "on" : "off")
     << "\n";
}

} // namespace tensorlint::driver
