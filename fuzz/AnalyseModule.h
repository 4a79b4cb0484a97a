//===- AnalyseModule.h - What the CLI runs on a lowered module --*- C++ -*-===//
//
// For the frontend fuzz targets: everything after lowering that the CLI runs
// on one file, with the output discarded: the IR printer, summaries, every
// rule, and --fix's planning (the language's fix resolver, the selection of
// fix-its that go together, their application, and the syntax-error count of
// the fixed text that decides whether it would be written).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FUZZ_ANALYSEMODULE_H
#define TENSORLINT_FUZZ_ANALYSEMODULE_H

#include "analysis/Summaries.h"
#include "frontend/Frontend.h"
#include "ir/IR.h"
#include "ir/IRPrinter.h"
#include "rules/Rules.h"
#include "tools/driver/FixApply.h"

#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace tensorlint::fuzz {

/// ir::print to a null stream, SummaryTable::compute, analyzeModule with
/// every rule enabled, then the fixes of the findings planned and applied to
/// Source (M's text, of language Lang) as --fix does.
inline void analyseModule(const ir::Module &M, llvm::StringRef Source,
                          ir::Language Lang) {
  ir::print(M, llvm::nulls());
  std::vector<const ir::Module *> Modules{&M};
  analysis::SummaryTable Summaries = analysis::SummaryTable::compute(Modules);
  std::vector<rules::Finding> Findings =
      rules::analyzeModule(M, Summaries, rules::RuleFilter());

  driver::resolveFixes(Findings, Source, Lang);
  std::vector<const rules::Finding *> Fixable;
  for (const rules::Finding &F : Findings)
    if (!F.Fixes.empty() && F.SuggestionReason.empty())
      Fixable.push_back(&F);
  if (Fixable.empty())
    return;
  driver::FixedText Fixed = driver::applyFixes(Source, Fixable);
  if (const frontend::Frontend *Fe = frontend::frontendFor(Lang))
    (void)Fe->syntaxErrors(Fixed.Text, Lang);
}

} // namespace tensorlint::fuzz

#endif // TENSORLINT_FUZZ_ANALYSEMODULE_H
