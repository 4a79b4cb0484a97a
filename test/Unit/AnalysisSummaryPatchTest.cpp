//===- AnalysisSummaryPatchTest.cpp - Patching the last summary table -----===//
//
// The editor's summary table is patched when only a few functions changed
// and summarise, call and run as before (SummaryTable::compute with an
// AnalysisCache whose last table was given back). A patched table must be
// the table a compute makes; anything else computes it again.
//
//===----------------------------------------------------------------------===//

#include "analysis/AnalysisCache.h"
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

std::vector<analysis::FunctionSummary> fresh(const ir::Module &M) {
  analysis::SummaryTable T = analysis::SummaryTable::compute({&M});
  return {T.summariesOf(M).begin(), T.summariesOf(M).end()};
}

/// Computes M's table with Cache, gives it back, and returns its summaries,
/// which must be those of a compute without the cache.
std::vector<analysis::FunctionSummary> checked(const ir::Module &M,
                                               analysis::AnalysisCache &Cache) {
  analysis::SummaryTable T =
      analysis::SummaryTable::compute({&M}, nullptr, true, &Cache);
  std::vector<analysis::FunctionSummary> Sums(T.summariesOf(M).begin(),
                                              T.summariesOf(M).end());
  (void)Cache.keepTable(std::move(T));
  EXPECT_EQ(Sums, fresh(M));
  return Sums;
}

// A function each of whose runs loads a model and keeps it runs once per
// model (a loader); the frequency a compute gives it reads its body, so a
// keystroke that puts the load behind a guard (`if (!cached)` typed, or its
// name changed) must not leave the last table's frequency in place.
TEST(SummaryPatchFrequencies, ALoaderThatStopsLoadingIsComputed) {
  ir::Module M = makeModule();
  FnBuilder L(M, "load", 1);
  auto Model = L.model("model");
  L.in(0)
      .load(Model, "tf.loadLayersModel", 2)
      .escape(Model, EscapeKind::Module, 2)
      .ret(3);
  touch(L.fn());
  analysis::AnalysisCache Cache;
  EXPECT_EQ(checked(M, Cache)[L.id()].FreqReason,
            "it loads a model each time it runs");
  L.fn().Blocks[0].Ops[0].Guarded = true;
  touch(L.fn());
  EXPECT_EQ(checked(M, Cache)[L.id()].Freq, ir::Frequency::Unknown);
  EXPECT_FALSE(Cache.patched());
  L.fn().Blocks[0].Ops[0].Guarded = false;
  touch(L.fn());
  EXPECT_EQ(checked(M, Cache)[L.id()].Freq, ir::Frequency::Once);
}

// A callback runs per iteration when the function it is handed to calls it
// inside a loop: a loop typed at the end of the line before that call (`{`
// becoming `{ for (...)`, the call where it was) changes how often the
// callback runs.
TEST(SummaryPatchFrequencies, AParameterCalledInANewLoopIsComputed) {
  ir::Module M = makeModule();
  FnBuilder Each(M, "each", 1);
  Each.param("cb");
  Each.in(0).jump(Each.exit());
  Each.fn().Attrs.ParamCalls.push_back({{Each.id(), 0}, {2, 3}, false, 0});
  FnBuilder Step(M, "step", 5);
  auto T = Step.local("t");
  Step.in(0).create(T, "tf.tensor", 6).end();
  FnBuilder Main(M, "main", 10);
  Main.in(0).call(ir::NoValue, {}, Each.id(), "each", 11).end();
  ir::CallbackArg CB;
  CB.Fn = Step.id();
  Main.fn().Blocks[0].Ops.back().Callbacks.push_back(CB);
  for (ir::Function &F : M.Functions)
    touch(F);
  analysis::AnalysisCache Cache;
  EXPECT_NE(checked(M, Cache)[Step.id()].Freq, ir::Frequency::PerIteration);
  Each.fn().Blocks[0].Succs = {0, Each.exit()};
  touch(Each.fn());
  EXPECT_EQ(checked(M, Cache)[Step.id()].Freq, ir::Frequency::PerIteration);
}

class SummaryPatch : public ::testing::Test {
protected:
  /// Computes with the cache, gives the table back, and returns whether
  /// that compute patched the last table; Sums gets the summaries, which
  /// must be those of a compute without the cache.
  bool check() {
    analysis::SummaryTable T =
        analysis::SummaryTable::compute({&P.M}, nullptr, true, &Cache);
    Sums.assign(T.summariesOf(P.M).begin(), T.summariesOf(P.M).end());
    EXPECT_EQ(T.analysedOf(P.M).size(), P.M.Functions.size());
    bool Patched = Cache.patched();
    (void)Cache.keepTable(std::move(T));
    EXPECT_EQ(Sums, fresh(P.M));
    return Patched;
  }
  void touch(ir::FunctionId Fn) { test::touch(P.M.Functions[Fn]); }

  Program P;
  analysis::AnalysisCache Cache;
  std::vector<analysis::FunctionSummary> Sums;
};

TEST_F(SummaryPatch, AChangedFunctionThatSummarisesAlikeIsPatchedIn) {
  EXPECT_FALSE(check());
  touch(P.Main);
  EXPECT_TRUE(check());
  EXPECT_EQ(Cache.ran(), 1u);
  EXPECT_EQ(Sums[P.Helper].FreqReason, "called inside a loop at line 12");
  // And again from the patched table.
  touch(P.Helper);
  EXPECT_TRUE(check());
}

TEST_F(SummaryPatch, AChangedSummaryIsComputed) {
  check();
  // makeT no longer returns its tensor: its callers' facts change.
  llvm::erase_if(P.M.Functions[P.Helper].Blocks[0].Ops,
                 [](const ir::Op &O) { return O.Kind == ir::OpKind::Escape; });
  touch(P.Helper);
  EXPECT_FALSE(check());
  EXPECT_FALSE(Sums[P.Helper].ReturnsFresh);
}

TEST_F(SummaryPatch, AChangedCallIsComputed) {
  check();
  // The call moves to another line: the helper's frequency reason names it.
  for (ir::Block &B : P.M.Functions[P.Main].Blocks)
    for (ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Call)
        O.Range.Begin.Line = 14;
  touch(P.Main);
  EXPECT_FALSE(check());
  EXPECT_EQ(Sums[P.Helper].FreqReason, "called inside a loop at line 14");
}

TEST_F(SummaryPatch, AnUnchangedFunctionThatMovedIsComputed) {
  check();
  touch(P.Helper);
  P.M.Functions[P.Main].Range.Begin.Line += 1; // same revision, moved
  EXPECT_FALSE(check());
}

TEST_F(SummaryPatch, RecursionIsComputed) {
  // makeT calls main: the summaries have a cycle, and may have more than
  // one fixpoint.
  ir::Op Call;
  Call.Kind = ir::OpKind::Call;
  Call.Callee = P.Main;
  Call.Range = P.M.Functions[P.Helper].Range;
  std::vector<ir::Op> &Ops = P.M.Functions[P.Helper].Blocks[0].Ops;
  Ops.insert(Ops.begin(), Call);
  check();
  touch(P.Main);
  EXPECT_FALSE(check());
}

TEST_F(SummaryPatch, ATableNotGivenBackIsNotPatched) {
  (void)analysis::SummaryTable::compute({&P.M}, nullptr, true, &Cache);
  touch(P.Main);
  (void)analysis::SummaryTable::compute({&P.M}, nullptr, true, &Cache);
  EXPECT_FALSE(Cache.patched());
}

} // namespace
