//===- Analysis.cpp - Checking one open document --------------------------===//

#include "tools/lsp/Analysis.h"

#include "tools/driver/Driver.h"

#include "rules/Rules.h"

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
      const frontend::ParsedFile *Parsed = nullptr) {
  Imported.insert(Imported.begin(), &M);
  // One file at a time: the rules reuse the dataflow the summaries ran.
  rules::SummaryTable S =
      rules::SummaryTable::compute(Imported, nullptr, /*KeepAnalyses=*/true);
  return driver::checkModule(M, Source, Cfg, S, Parsed);
}

void Analyzer::analyze(Document &D) {
  D.NeedsAnalysis = false;
  D.Findings.clear();
  D.FrontendDiags.clear();
  D.Error.clear();
  D.LoweringNote.clear();
  if (!D.Lang)
    return;
  driver::FileConfig Cfg = configOf(*Configs, D, Opts.Checks);
  if (Cfg.Ignored)
    return;
  if (!D.Doc)
    return;
  frontend::LowerRequest Req;
  Req.Path = Req.ReadPath = D.Path;
  Req.Lang = *D.Lang;
  if (D.Frontend->usesCompileFlags()) {
    if (!D.OnDisk) {
      D.Error = "tensorlint: " + D.Frontend->name().str() +
                " documents need a file: URI (their flags come from the "
                "compile_commands.json near the file)";
      return;
    }
    // The frontend reads the editor's text for the file itself and what
    // it includes from disk.
    Req.BuildDir = Opts.CompileCommandsDir;
    Req.ExtraArgs = Opts.ExtraArgs;
  }
  Req.VerifyIncremental = Opts.VerifyIncremental;
  frontend::Lowered L = D.Doc->lower(Req, Apis);
  D.LoweringNote = std::move(L.Incremental);
  if (!L.Module) {
    D.Error = "tensorlint: " + L.Error;
    return;
  }
  ir::Module &M = *L.Module;
  std::vector<const ir::Module *> Imported = Imports.of(M);
  D.ImportedPaths.clear();
  for (const ir::Module *I : Imported)
    D.ImportedPaths.push_back(I->Path);
  // Compiler errors are the compiler's business (and clangd's): only a
  // frontend whose syntax errors tensorlint reports itself shows them.
  if (!D.Frontend->usesCompileFlags())
    D.FrontendDiags = std::move(M.Diags);
  // Fix-its are resolved against the document's own parse (just made):
  // parsing the text again took a quarter of each re-check.
  D.Findings = check(M, D.text(), Cfg, std::move(Imported), D.Doc->parsed());
  // Findings in a file the document includes textually belong to that
  // file's positions, not this document's.
  llvm::erase_if(D.Findings,
                 [&](const rules::Finding &F) { return F.Path != M.Path; });
}

} // namespace tensorlint::lsp
