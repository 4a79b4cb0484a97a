//===- Analysis.cpp - Checking one open document --------------------------===//

#include "tools/lsp/Analysis.h"

#include "tools/driver/Driver.h"
#include "tools/driver/FixApply.h"

#include "analysis/AnalysisCache.h"
#include "frontend/Reclaim.h"
#include "rules/KeptFindings.h"
#include "rules/Rules.h"

#include "llvm/Support/FormatVariadic.h"

namespace tensorlint::lsp {

using Ms = std::chrono::duration<double, std::milli>;

Analyzer::Analyzer(const apis::ApiDatabase &Apis,
                   std::vector<std::string> RunFiles,
                   ImportedModules::OpenText Open)
    : Apis(Apis), Configs(std::make_unique<driver::ConfigResolver>()),
      ConfigApis(std::move(RunFiles)),
      Imports(
          [this](llvm::StringRef Path) -> const apis::ApiDatabase * {
            // The models of an imported file's own configuration, as in the
            // CLI: a broken configuration leaves the file out, and so does
            // one that ignores it (the CLI drops it before lowering, so it
            // feeds no summary).
            llvm::Expected<driver::FileConfig> Cfg = Configs->configFor(Path);
            if (!Cfg) {
              llvm::consumeError(Cfg.takeError());
              return nullptr;
            }
            return Cfg->Ignored ? nullptr : modelsFor(*Cfg);
          },
          std::move(Open)) {}

void Analyzer::setOptions(AnalysisOptions O) {
  Opts = std::move(O);
  Configs = std::make_unique<driver::ConfigResolver>(Opts.Checks);
}

void Analyzer::invalidateConfig() { Configs->invalidate(); }

const apis::ApiDatabase *Analyzer::modelsFor(const driver::FileConfig &Cfg,
                                             std::string *Error) {
  if (Cfg.ApiFiles.empty())
    return &Apis;
  llvm::Expected<const apis::ApiDatabase &> Db =
      ConfigApis.withFiles(Cfg.ApiFiles);
  if (!Db) {
    std::string Message = llvm::toString(Db.takeError());
    if (Error)
      *Error = std::move(Message);
    return nullptr;
  }
  return &*Db;
}

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
/// severities and inline suppressions. The summaries reuse the engine's runs
/// of D's last analysis, and the rules the findings of the functions nothing
/// changed in, moved by Change (the text's change since, if known); Verify:
/// and checks that a compute and a check without them find the same (a
/// difference goes to D.LoweringNote).
static std::vector<rules::Finding>
check(Document &D, const ir::Module &M, const ir::TextChange *Change,
      const driver::FileConfig &Cfg, std::vector<const ir::Module *> Imported,
      bool Verify, llvm::ThreadPoolInterface &Pool, std::string &Times) {
  Imported.insert(Imported.begin(), &M);
  if (!D.Summaries)
    D.Summaries = std::make_shared<analysis::AnalysisCache>();
  if (!D.Kept)
    D.Kept = std::make_shared<rules::KeptFindings>();
  // One file at a time: the rules reuse the dataflow the summaries ran.
  auto Start = std::chrono::steady_clock::now();
  analysis::SummaryTable S = analysis::SummaryTable::compute(
      Imported, nullptr, /*KeepAnalyses=*/true, D.Summaries.get());
  auto Summarised = std::chrono::steady_clock::now();
  rules::FindingReuse Reuse{*D.Kept, D.Summaries->patched(), Change};
  std::vector<rules::Finding> Out =
      driver::checkModule(M, D.text(), Cfg, S, D.Doc->parsed(),
                          /*ResolveFixes=*/false, &Pool, &Reuse, D.Cells.get());
  auto Checked = std::chrono::steady_clock::now();
  D.LoweringNote += llvm::formatv(
      "; {0} of {1} engine runs reused{2}; findings of {3} of {4} functions "
      "reused",
      D.Summaries->reused(), D.Summaries->reused() + D.Summaries->ran(),
      D.Summaries->patched() ? ", summaries patched" : "", D.Kept->reused(),
      M.Functions.size());
  Times = llvm::formatv("summaries {0:f2} ms, rules {1:f2} ms",
                        Ms(Summarised - Start).count(),
                        Ms(Checked - Summarised).count());
  if (Verify && (D.Summaries->reused() || D.Kept->reused())) {
    analysis::SummaryTable Fresh =
        analysis::SummaryTable::compute(Imported, nullptr, true);
    if (driver::checkModule(M, D.text(), Cfg, Fresh, D.Doc->parsed(),
                            /*ResolveFixes=*/false, nullptr, nullptr,
                            D.Cells.get()) != Out)
      D.LoweringNote +=
          "; DIFFERS from findings without reused engine runs or findings";
    for (const ir::Module *I : Imported)
      if (!llvm::equal(Fresh.summariesOf(*I), S.summariesOf(*I)))
        D.LoweringNote += "; DIFFERS from summaries without reused engine "
                          "runs in " +
                          I->Path;
  }
  // The next check patches this table (SummaryTable::compute); the one
  // kept before, if any, is freed after the diagnostics are sent.
  if (std::optional<analysis::SummaryTable> Stale =
          D.Summaries->keepTable(std::move(S)))
    frontend::retire(std::move(*Stale));
  return Out;
}

void Analyzer::freeLater(std::vector<std::shared_ptr<void>> Objects) {
  if (Objects.empty())
    return;
  // Cleared by the task itself, so that the memory is freed on the helper
  // thread whichever thread drops the task last.
  auto Held =
      std::make_shared<std::vector<std::shared_ptr<void>>>(std::move(Objects));
  Helpers.async([Held] { Held->clear(); });
}

void Analyzer::resolveFixes(Document &D) {
  if (D.FixesResolved || !D.Lang || !D.Doc)
    return;
  D.FixesResolved = true;
  driver::resolveFixes(D.Findings, D.text(), *D.Lang, D.Doc->parsed());
}

void Analyzer::analyze(Document &D) {
  D.NeedsAnalysis = false;
  D.FixesResolved = false;
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
  std::string ModelsError;
  const apis::ApiDatabase *Models = modelsFor(Cfg, &ModelsError);
  if (!Models) {
    D.Error = "tensorlint: " + ModelsError;
    if (D.Kept)
      D.Kept->forget();
    return;
  }
  auto Start = std::chrono::steady_clock::now();
  frontend::Lowered L = D.Doc->lower(Req, *Models);
  Ms Lowering = std::chrono::steady_clock::now() - Start;
  D.LoweringNote = std::move(L.Incremental);
  if (!L.module()) {
    D.Error = "tensorlint: " + L.Error;
    // The next lowering's change starts from this text, not the checked one.
    if (D.Kept)
      D.Kept->forget();
    return;
  }
  const ir::Module &M = *L.module();
  std::vector<const ir::Module *> Imported = Imports.of(M);
  D.ImportedPaths.clear();
  for (const ir::Module *I : Imported)
    D.ImportedPaths.push_back(I->Path);
  // Compiler errors are the compiler's business (and clangd's): only a
  // frontend whose syntax errors tensorlint reports itself shows them.
  if (!D.Frontend->usesCompileFlags())
    D.FrontendDiags = M.Diags;
  // Default flags miss the project's include paths and defines: the
  // findings may not be the build's. Said once, at the top of the file (the
  // CLI says it in a note).
  if (L.UsedDefaultFlags)
    D.FrontendDiags.push_back(
        {ir::SourceLoc{1, 1},
         "no compile_commands.json found for this file (searched its "
         "directory, its parents and their build/ folders): analysed with "
         "default flags; set the compileCommandsDir or extraArgs setting",
         /*IsError=*/false});
  std::string Times;
  D.Findings =
      check(D, M, L.Change ? &*L.Change : nullptr, Cfg, std::move(Imported),
            Opts.VerifyIncremental, Helpers, Times);
  // Where the time went, for TENSORLINT_LSP_TIMING's log.
  D.LoweringNote +=
      llvm::formatv(" [lowering {0:f2} ms, {1}]", Lowering.count(), Times);
  // Findings in a file the document includes textually belong to that
  // file's positions, not this document's.
  llvm::erase_if(D.Findings,
                 [&](const rules::Finding &F) { return F.Path != M.Path; });
}

} // namespace tensorlint::lsp
