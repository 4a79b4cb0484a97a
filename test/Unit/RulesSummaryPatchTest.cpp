//===- RulesSummaryPatchTest.cpp - Patching the last summary table --------===//
//
// The editor's summary table is patched when only a few functions changed
// and summarise, call and run as before (SummaryTable::compute with an
// AnalysisCache whose last table was given back). A patched table must be
// the table a compute makes; anything else computes it again.
//
//===----------------------------------------------------------------------===//

#include "rules/AnalysisCache.h"
#include "test/Unit/RulesTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;
using ir::EscapeKind;

namespace {

/// makeT() returns a fresh tensor; main() calls it in a loop and keeps
/// nothing; every function has a revision, as the editor's frontend gives.
struct Program {
  ir::Module M = makeModule();
  ir::FunctionId Helper, Main;
  Program() {
    FnBuilder H(M, "makeT", 1);
    auto T = H.local("t");
    H.in(0).create(T, "tf.tensor", 2).escape(T, EscapeKind::Return, 3).ret(3);
    Helper = H.id();
    FnBuilder C(M, "main", 10);
    auto R = C.local("r");
    auto Body = C.block();
    C.in(0).jump(Body);
    C.in(Body).call(R, {}, Helper, "makeT", 12).use(R, 13).jump(Body, C.exit());
    Main = C.id();
    for (ir::Function &F : M.Functions)
      F.Rev = ir::Revision::next();
  }
};

/// Computes with Cache, gives the table back, and returns whether that
/// compute patched the last table; Out gets the summaries.
bool computeAndKeep(const ir::Module &M, rules::AnalysisCache &Cache,
                    std::vector<rules::FunctionSummary> &Out) {
  rules::SummaryTable T =
      rules::SummaryTable::compute({&M}, nullptr, true, &Cache);
  Out.assign(T.summariesOf(M).begin(), T.summariesOf(M).end());
  EXPECT_EQ(T.analysedOf(M).size(), M.Functions.size());
  bool Patched = Cache.patched();
  (void)Cache.keepTable(std::move(T));
  return Patched;
}

std::vector<rules::FunctionSummary> fresh(const ir::Module &M) {
  rules::SummaryTable T = rules::SummaryTable::compute({&M});
  return {T.summariesOf(M).begin(), T.summariesOf(M).end()};
}

TEST(SummaryPatch, AChangedFunctionThatSummarisesAlikeIsPatchedIn) {
  Program P;
  rules::AnalysisCache Cache;
  std::vector<rules::FunctionSummary> Sums;
  EXPECT_FALSE(computeAndKeep(P.M, Cache, Sums));
  P.M.Functions[P.Main].Rev = ir::Revision::next();
  EXPECT_TRUE(computeAndKeep(P.M, Cache, Sums));
  EXPECT_EQ(Cache.ran(), 1u);
  EXPECT_EQ(Sums, fresh(P.M));
  EXPECT_EQ(Sums[P.Helper].FreqReason, "called inside a loop at line 12");
  // And again from the patched table.
  P.M.Functions[P.Helper].Rev = ir::Revision::next();
  EXPECT_TRUE(computeAndKeep(P.M, Cache, Sums));
  EXPECT_EQ(Sums, fresh(P.M));
}

TEST(SummaryPatch, AChangedSummaryIsComputed) {
  Program P;
  rules::AnalysisCache Cache;
  std::vector<rules::FunctionSummary> Sums;
  computeAndKeep(P.M, Cache, Sums);
  // makeT no longer returns its tensor: its callers' facts change.
  ir::Function &H = P.M.Functions[P.Helper];
  llvm::erase_if(H.Blocks[0].Ops,
                 [](const ir::Op &O) { return O.Kind == ir::OpKind::Escape; });
  H.Rev = ir::Revision::next();
  EXPECT_FALSE(computeAndKeep(P.M, Cache, Sums));
  EXPECT_FALSE(Sums[P.Helper].ReturnsFresh);
  EXPECT_EQ(Sums, fresh(P.M));
}

TEST(SummaryPatch, AChangedCallIsComputed) {
  Program P;
  rules::AnalysisCache Cache;
  std::vector<rules::FunctionSummary> Sums;
  computeAndKeep(P.M, Cache, Sums);
  // The call moves to another line: the helper's frequency reason names it.
  for (ir::Block &B : P.M.Functions[P.Main].Blocks)
    for (ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Call)
        O.Range.Begin.Line = 14;
  P.M.Functions[P.Main].Rev = ir::Revision::next();
  EXPECT_FALSE(computeAndKeep(P.M, Cache, Sums));
  EXPECT_EQ(Sums[P.Helper].FreqReason, "called inside a loop at line 14");
  EXPECT_EQ(Sums, fresh(P.M));
}

TEST(SummaryPatch, AnUnchangedFunctionThatMovedIsComputed) {
  Program P;
  rules::AnalysisCache Cache;
  std::vector<rules::FunctionSummary> Sums;
  computeAndKeep(P.M, Cache, Sums);
  P.M.Functions[P.Helper].Rev = ir::Revision::next();
  P.M.Functions[P.Main].Range.Begin.Line += 1; // same revision, moved
  EXPECT_FALSE(computeAndKeep(P.M, Cache, Sums));
  EXPECT_EQ(Sums, fresh(P.M));
}

TEST(SummaryPatch, RecursionIsComputed) {
  Program P;
  // makeT calls main: the summaries have a cycle, and may have more than
  // one fixpoint.
  P.M.Functions[P.Helper].Blocks[0].Ops.insert(
      P.M.Functions[P.Helper].Blocks[0].Ops.begin(), [&] {
        ir::Op O;
        O.Kind = ir::OpKind::Call;
        O.Callee = P.Main;
        O.Range = P.M.Functions[P.Helper].Range;
        return O;
      }());
  for (ir::Function &F : P.M.Functions)
    F.Rev = ir::Revision::next();
  rules::AnalysisCache Cache;
  std::vector<rules::FunctionSummary> Sums;
  computeAndKeep(P.M, Cache, Sums);
  P.M.Functions[P.Main].Rev = ir::Revision::next();
  EXPECT_FALSE(computeAndKeep(P.M, Cache, Sums));
  EXPECT_EQ(Sums, fresh(P.M));
}

TEST(SummaryPatch, ATableNotGivenBackIsNotPatched) {
  Program P;
  rules::AnalysisCache Cache;
  (void)rules::SummaryTable::compute({&P.M}, nullptr, true, &Cache);
  P.M.Functions[P.Main].Rev = ir::Revision::next();
  (void)rules::SummaryTable::compute({&P.M}, nullptr, true, &Cache);
  EXPECT_FALSE(Cache.patched());
}

} // namespace
