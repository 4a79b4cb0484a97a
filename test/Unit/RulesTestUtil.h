//===- RulesTestUtil.h - Running the rules in unit tests --------*- C++ -*-===//

#ifndef TENSORLINT_TEST_UNIT_RULESTESTUTIL_H
#define TENSORLINT_TEST_UNIT_RULESTESTUTIL_H

#include "analysis/Summaries.h"
#include "rules/Rules.h"
#include "test/Unit/IRBuilderForTests.h"

#include <string>
#include <vector>

namespace tensorlint::test {

/// Computes summaries over Modules and analyses the first one.
inline std::vector<rules::Finding>
runRules(const std::vector<const ir::Module *> &Modules,
         llvm::StringRef Globs = "", const rules::AnalysisOptions &Opts = {}) {
  analysis::SummaryTable T = analysis::SummaryTable::compute(Modules);
  rules::RuleFilter Filter(Globs);
  return rules::analyzeModule(*Modules.front(), T, Filter, Opts);
}

inline std::vector<rules::Finding>
runRules(const ir::Module &M, llvm::StringRef Globs = "",
         const rules::AnalysisOptions &Opts = {}) {
  return runRules(std::vector<const ir::Module *>{&M}, Globs, Opts);
}

/// clang-tidy style text: "path:line:col: warning: msg [rule]" plus notes.
inline std::string render(const std::vector<rules::Finding> &Fs) {
  std::string S;
  for (const rules::Finding &F : Fs) {
    S += F.Path + ":" + std::to_string(F.Range.Begin.Line) + ":" +
         std::to_string(F.Range.Begin.Col) + ": warning: " + F.Message + " [" +
         F.RuleId + "]\n";
    for (const rules::Note &N : F.Notes)
      S += F.Path + ":" + std::to_string(N.Range.Begin.Line) + ":" +
           std::to_string(N.Range.Begin.Col) + ": note: " + N.Message + "\n";
  }
  return S;
}

/// The findings of one rule only.
inline std::vector<rules::Finding> only(const std::vector<rules::Finding> &Fs,
                                        llvm::StringRef Rule) {
  std::vector<rules::Finding> Out;
  for (const rules::Finding &F : Fs)
    if (F.RuleId == Rule)
      Out.push_back(F);
  return Out;
}

} // namespace tensorlint::test

#endif // TENSORLINT_TEST_UNIT_RULESTESTUTIL_H
