//===- Analysis.cpp - Checking one open document --------------------------===//

#include "tools/lsp/Analysis.h"

#include "tools/driver/Driver.h"

#include "rules/Rules.h"

#ifdef TENSORLINT_HAVE_CPP
#include "frontend/cpp/CppFrontend.h"
#endif

#include "llvm/Support/FileSystem.h"

namespace tensorlint::lsp {

Analyzer::Analyzer(const apis::ApiDatabase &Apis)
    : Apis(Apis), Configs(std::make_unique<driver::ConfigResolver>()) {}

void Analyzer::setOptions(AnalysisOptions O) {
  Opts = std::move(O);
  Configs = std::make_unique<driver::ConfigResolver>(Opts.Checks);
}

void Analyzer::invalidateConfig() { Configs->invalidate(); }

/// The configuration of D (a broken config file is reported in D.Error and
/// the defaults are used).
static driver::FileConfig configOf(driver::ConfigResolver &R, Document &D,
                                   llvm::StringRef Checks) {
  if (D.OnDisk) {
    llvm::Expected<driver::FileConfig> C = R.configFor(D.Path);
    if (C)
      return std::move(*C);
    D.Error = "tensorlint: " + llvm::toString(C.takeError());
  }
  driver::FileConfig Default;
  Default.Checks = Checks.str();
  return Default;
}

/// Summaries over the single module, the enabled rules, then the file's
/// severities and inline suppressions.
static std::vector<rules::Finding> check(const ir::Module &M,
                                         llvm::StringRef Source,
                                         const driver::FileConfig &Cfg) {
  rules::SummaryTable S = rules::SummaryTable::compute({&M});
  return driver::checkModule(M, Source, Cfg, S);
}

void Analyzer::analyze(Document &D) {
  D.NeedsAnalysis = false;
  D.Findings.clear();
  D.FrontendDiags.clear();
  D.Error.clear();
  if (!D.Lang)
    return;
  driver::FileConfig Cfg = configOf(*Configs, D, Opts.Checks);
  if (Cfg.Ignored)
    return;
  if (D.Js) {
    ir::Module M = D.Js->lower(Apis);
    D.FrontendDiags = std::move(M.Diags);
    D.Findings = check(M, D.text(), Cfg);
    return;
  }
#ifdef TENSORLINT_HAVE_CPP
  if (!D.OnDisk || !llvm::sys::fs::exists(D.Path)) {
    D.Error = "tensorlint: C/C++ files are analysed from disk; save the file "
              "to check it";
    return;
  }
  frontend::cpp::CppOptions CO;
  CO.BuildDir = Opts.CompileCommandsDir;
  CO.ExtraArgs = Opts.ExtraArgs;
  llvm::Expected<frontend::cpp::CppResult> R =
      frontend::cpp::lowerCppFile(D.Path, CO, Apis);
  if (!R) {
    D.Error = "tensorlint: " + llvm::toString(R.takeError());
    return;
  }
  // Compiler errors are the compiler's business (and clangd's): keep only
  // what tensorlint finds.
  D.Findings = check(R->Module, D.text(), Cfg);
#endif
}

} // namespace tensorlint::lsp
