//===- Analysis.h - Checking one open document ------------------*- C++ -*-===//
//
// JavaScript/TypeScript documents are lowered from their incrementally
// re-parsed tree; C/C++ documents are lowered by Clang from the editor's text
// (headers from disk, flags from the nearest compile_commands.json).
// Summaries cover the document's module and, for JavaScript/TypeScript, the
// modules it imports (Imports.h). Each file's nearest .tensorlint.yaml applies
// (rules, severities, ignore globs, the API model files it names), as in the
// CLI, and so do inline suppression comments; the client's `checks` setting
// is appended to the config's globs.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_ANALYSIS_H
#define TENSORLINT_TOOLS_LSP_ANALYSIS_H

#include "tools/lsp/Documents.h"
#include "tools/lsp/Imports.h"

#include "tools/driver/ApiModelSets.h"
#include "tools/driver/Config.h"

#include "apis/ApiModel.h"

#include "llvm/Support/ThreadPool.h"

#include <memory>

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
  /// Check each incremental lowering against a fresh one
  /// (LowerRequest::VerifyIncremental).
  bool VerifyIncremental = false;
};

class Analyzer {
public:
  /// Apis: the server's models, loaded from the shipped ones and RunFiles
  /// (--api); a file whose configuration names more (`apis:`) is checked
  /// with those too. Open gives the text of open documents, for the files a
  /// document imports.
  Analyzer(const apis::ApiDatabase &Apis, std::vector<std::string> RunFiles,
           ImportedModules::OpenText Open);
  void setOptions(AnalysisOptions O);
  const AnalysisOptions &options() const { return Opts; }

  /// Re-reads configuration files on the next analysis (the API model
  /// files they name are read again whenever they change).
  void invalidateConfig();
  /// Fills D.Findings, D.FrontendDiags and D.Error; clears NeedsAnalysis.
  /// The findings' fix-its are not resolved yet.
  void analyze(Document &D);
  /// Resolves the fix-its of D's findings (once per analysis), for code
  /// actions. D's analysis must be current (its parse is that of its text).
  void resolveFixes(Document &D);
  /// Frees Objects (what an analysis retired, frontend/Reclaim.h) on the
  /// helper thread.
  void freeLater(std::vector<std::shared_ptr<void>> Objects);

private:
  const apis::ApiDatabase &Apis;
  AnalysisOptions Opts;
  /// The nearest .tensorlint.yaml per file; Opts.Checks is appended (wins).
  std::unique_ptr<driver::ConfigResolver> Configs;
  /// The models of configurations that name API files, kept across
  /// analyses (loading them takes longer than a keystroke's analysis).
  driver::ApiModelSets ConfigApis;
  /// The models a file with configuration Cfg is checked with: Apis, or
  /// with the files Cfg names too; null if those do not load (Error says
  /// why).
  const apis::ApiDatabase *modelsFor(const driver::FileConfig &Cfg,
                                     std::string *Error = nullptr);
  ImportedModules Imports;
  /// One thread beside the server's: the rules check half of a document's
  /// functions on it (the editor waits for one file at a time), and what
  /// an analysis dropped is freed on it after the reply.
  llvm::StdThreadPool Helpers{llvm::hardware_concurrency(1)};
};

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_ANALYSIS_H
