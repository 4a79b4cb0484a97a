//===- Analysis.cpp - Checking one open document --------------------------===//

#include "tools/lsp/Analysis.h"

#include "tools/lsp/Suppress.h"

#include "rules/Rules.h"

#ifdef TENSORLINT_HAVE_CPP
#include "frontend/cpp/CppFrontend.h"
#endif

#include "llvm/Support/FileSystem.h"

namespace tensorlint::lsp {

void Analyzer::invalidateConfig() {}

static std::vector<rules::Finding> check(const ir::Module &M,
                                         llvm::StringRef Source,
                                         const AnalysisOptions &Opts) {
  rules::SummaryTable S = rules::SummaryTable::compute({&M});
  rules::RuleFilter Filter =
      Opts.Checks.empty() ? rules::RuleFilter() : rules::RuleFilter(Opts.Checks);
  return dropSuppressed(rules::analyzeModule(M, S, Filter), Source);
}

void Analyzer::analyze(Document &D) {
  D.NeedsAnalysis = false;
  D.Findings.clear();
  D.FrontendDiags.clear();
  D.Error.clear();
  if (!D.Lang)
    return;
  if (D.Js) {
    ir::Module M = D.Js->lower(Apis);
    D.FrontendDiags = std::move(M.Diags);
    D.Findings = check(M, D.text(), Opts);
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
  D.Findings = check(R->Module, D.text(), Opts);
#endif
}

} // namespace tensorlint::lsp
