//===- Analysis.h - Checking one open document ------------------*- C++ -*-===//
//
// JavaScript/TypeScript documents are lowered from their incrementally
// re-parsed tree; C/C++ documents are lowered by Clang from the file on disk
// (flags from the nearest compile_commands.json). Summaries cover the single
// document's module. Enabled rules come from the client's `checks` setting.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_ANALYSIS_H
#define TENSORLINT_TOOLS_LSP_ANALYSIS_H

#include "tools/lsp/Documents.h"

#include "apis/ApiModel.h"

#include <string>
#include <vector>

namespace tensorlint::lsp {

struct AnalysisOptions {
  /// clang-tidy style rule globs (empty: every rule).
  std::string Checks;
  /// Directory with compile_commands.json for C/C++ (empty: search upwards).
  std::string CompileCommandsDir;
  /// Extra C/C++ compile flags.
  std::vector<std::string> ExtraArgs;
};

class Analyzer {
public:
  explicit Analyzer(const apis::ApiDatabase &Apis) : Apis(Apis) {}
  void setOptions(AnalysisOptions O) { Opts = std::move(O); }
  const AnalysisOptions &options() const { return Opts; }

  /// Re-reads configuration files on the next analysis.
  void invalidateConfig();
  /// Fills D.Findings, D.FrontendDiags and D.Error; clears NeedsAnalysis.
  void analyze(Document &D);

private:
  const apis::ApiDatabase &Apis;
  AnalysisOptions Opts;
};

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_ANALYSIS_H
