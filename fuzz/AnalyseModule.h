//===- AnalyseModule.h - What the CLI runs on a lowered module --*- C++ -*-===//
//
// For the frontend fuzz targets: everything after lowering that the CLI runs
// on one file, with the output discarded.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FUZZ_ANALYSEMODULE_H
#define TENSORLINT_FUZZ_ANALYSEMODULE_H

#include "ir/IR.h"
#include "ir/IRPrinter.h"
#include "rules/Rules.h"
#include "rules/Summaries.h"

#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace tensorlint::fuzz {

/// ir::print to a null stream, SummaryTable::compute and analyzeModule with
/// every rule enabled.
inline void analyseModule(const ir::Module &M) {
  ir::print(M, llvm::nulls());
  std::vector<const ir::Module *> Modules{&M};
  rules::SummaryTable Summaries = rules::SummaryTable::compute(Modules);
  std::vector<rules::Finding> Findings =
      rules::analyzeModule(M, Summaries, rules::RuleFilter());
  (void)Findings;
}

} // namespace tensorlint::fuzz

#endif // TENSORLINT_FUZZ_ANALYSEMODULE_H
