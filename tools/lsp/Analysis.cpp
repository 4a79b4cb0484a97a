//===- Analysis.cpp - Checking one open document --------------------------===//

#include "tools/lsp/Analysis.h"

#include "tools/driver/Driver.h"

#include "rules/Rules.h"

#ifdef TENSORLINT_HAVE_CPP
#include "frontend/cpp/CppFrontend.h"
#endif

namespace tensorlint::lsp {

Analyzer::Analyzer(const apis::ApiDatabase &Apis,
                   ImportedModules::OpenText Open)
    : Apis(Apis), Configs(std::make_unique<driver::ConfigResolver>()),
      Imports(Apis, std::move(Open)) {}

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

/// Summaries over M and Imported, the enabled rules over M, then the file's
/// severities and inline suppressions.
static std::vector<rules::Finding>
check(const ir::Module &M, llvm::StringRef Source,
      const driver::FileConfig &Cfg,
      std::vector<const ir::Module *> Imported = {},
      const frontend::js::SyntaxTree *Parsed = nullptr) {
  Imported.insert(Imported.begin(), &M);
  rules::SummaryTable S = rules::SummaryTable::compute(Imported);
  return driver::checkModule(M, Source, Cfg, S, Parsed);
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
    std::vector<const ir::Module *> Imported = Imports.of(M);
    D.ImportedPaths.clear();
    for (const ir::Module *I : Imported)
      D.ImportedPaths.push_back(I->Path);
    // Fix-its are resolved against the document's tree (just re-parsed):
    // parsing the text again took a quarter of each re-check.
    D.Findings = check(M, D.text(), Cfg, std::move(Imported), &D.Js->tree());
    return;
  }
#ifdef TENSORLINT_HAVE_CPP
  if (!D.OnDisk) {
    D.Error = "tensorlint: C/C++ documents need a file: URI (their flags "
              "come from the compile_commands.json near the file)";
    return;
  }
  // Clang reads the editor's text for the file itself and its headers from
  // disk.
  frontend::cpp::CppOptions CO;
  CO.BuildDir = Opts.CompileCommandsDir;
  CO.ExtraArgs = Opts.ExtraArgs;
  CO.Contents = D.text();
  llvm::Expected<frontend::cpp::CppResult> R =
      frontend::cpp::lowerCppFile(D.Path, CO, Apis);
  if (!R) {
    D.Error = "tensorlint: " + llvm::toString(R.takeError());
    return;
  }
  // Compiler errors are the compiler's business (and clangd's): keep only
  // what tensorlint finds.
  D.Findings = check(R->Module, D.text(), Cfg);
  // Findings in a file the document includes textually belong to that
  // file's positions, not this document's.
  llvm::erase_if(D.Findings, [&](const rules::Finding &F) {
    return F.Path != R->Module.Path;
  });
#endif
}

} // namespace tensorlint::lsp
