//===- JsParallelRulesTest.cpp - The rules on a pool find the same --------===//
//
// The editor checks half of a document's functions on a helper thread
// (rules::analyzeModule with a pool). The findings must be those of a
// sequential run, in the same order, whatever the split.

#include "test/Unit/JsFrontendTestUtil.h"

#include "analysis/Summaries.h"
#include "rules/Rules.h"

#include "llvm/Support/ThreadPool.h"

#include "gtest/gtest.h"

using namespace tensorlint;

namespace {

/// N functions; every third leaks its input, every fifth chains a
/// temporary, and each calls the one before (summaries matter).
std::string manyFunctions(int N) {
  std::string S = "import * as tf from '@tensorflow/tfjs';\n";
  for (int I = 0; I < N; ++I) {
    S += "export function f" + std::to_string(I) +
         "(model, xs) {\n  const input = tf.tensor2d([xs]);\n";
    if (I % 5 == 0)
      S += "  const top = model.predict(input).argMax().dataSync();\n";
    if (I > 0)
      S += "  f" + std::to_string(I - 1) + "(model, xs);\n";
    if (I % 3 != 0)
      S += "  input.dispose();\n";
    S += "  return 1;\n}\n";
  }
  return S;
}

TEST(JsParallelRulesTest, PoolFindsWhatASequentialRunFinds) {
  llvm::StdThreadPool Pool(llvm::hardware_concurrency(1));
  for (int N : {1, 2, 3, 7, 40}) {
    ir::Module M =
        test::lowerJs(manyFunctions(N), ir::Language::TypeScript, "many.ts");
    analysis::SummaryTable S = analysis::SummaryTable::compute({&M});
    rules::RuleFilter All;
    // Nothing calls the functions: their leaks are unproven repetitions.
    rules::AnalysisOptions Opts;
    Opts.ReportUnprovenRepetition = true;
    std::vector<rules::Finding> Sequential =
        rules::analyzeModule(M, S, All, Opts);
    std::vector<rules::Finding> Shared =
        rules::analyzeModule(M, S, All, Opts, &Pool);
    EXPECT_FALSE(Sequential.empty()) << N << " functions";
    EXPECT_EQ(Shared, Sequential) << N << " functions";
  }
}

} // namespace
