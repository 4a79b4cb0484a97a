//===- AnalysisEngineTest.cpp - CFG loops, engine facts, scale ------------===//

#include "analysis/CFGInfo.h"
#include "analysis/Engine.h"
#include "test/Unit/RulesTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;

namespace {

const analysis::FunctionSummary *noSummary(const ir::Op &) { return nullptr; }

TEST(CFG, LoopsAreFoundFromTheGraph) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Head = F.block(), Body = F.block(), After = F.block(), Dead = F.block();
  F.in(0).jump(Head);
  F.in(Head).jump(Body, After);
  F.in(Body).jump(Head);
  F.in(After).end();
  F.in(Dead).jump(Dead);
  analysis::CFGInfo CFG(M.Functions[0]);
  EXPECT_FALSE(CFG.inLoop(0));
  EXPECT_TRUE(CFG.inLoop(Head));
  EXPECT_TRUE(CFG.sameLoop(Head, Body));
  EXPECT_FALSE(CFG.inLoop(After));
  EXPECT_FALSE(CFG.isReachable(Dead));
  EXPECT_EQ(CFG.rpo().front(), 0u);
  EXPECT_LT(CFG.rpoIndex(Head), CFG.rpoIndex(Body));
}

TEST(CFG, SelfLoopAndOutOfRangeSuccessors) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto B = F.block();
  F.in(0).jump(B);
  F.in(B).jump({B, 99u, F.exit()});
  analysis::CFGInfo CFG(M.Functions[0]);
  EXPECT_TRUE(CFG.inLoop(B));
  EXPECT_EQ(CFG.succs(B).size(), 2u);
}

TEST(Engine, SiteFactsAreRecorded) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0).create(Y, "tf.add", 2).use(Y, 5).use(Y, 3).release(Y, 6).end();
  analysis::CFGInfo CFG(M.Functions[0]);
  auto Facts = analysis::analyzeFunction(M.Functions[0], CFG, noSummary);
  ASSERT_TRUE(Facts.Converged);
  ASSERT_EQ(Facts.Sites.size(), 1u);
  const analysis::SiteRecord &R = Facts.Sites[0];
  EXPECT_TRUE(R.EverReleased);
  EXPECT_FALSE(R.EverEscaped);
  EXPECT_TRUE(R.Losses.empty());
  ASSERT_TRUE(R.LastUse.isValid());
  EXPECT_EQ(R.LastUse.Index, 1u); // line 5 is later than line 3
  ASSERT_EQ(R.Releases.size(), 1u);
}

TEST(Engine, ParamExitStates) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto A = F.param("a"), B = F.param("b"), C = F.param("c");
  F.in(0).release(A, 2).escape(B, ir::EscapeKind::Field, 3).use(C, 4).end();
  analysis::CFGInfo CFG(M.Functions[0]);
  auto Facts = analysis::analyzeFunction(M.Functions[0], CFG, noSummary);
  ASSERT_EQ(Facts.ParamExitBits.size(), 3u);
  EXPECT_EQ(Facts.ParamExitBits[0], analysis::SReleased);
  EXPECT_EQ(Facts.ParamExitBits[1], analysis::SEscaped);
  EXPECT_EQ(Facts.ParamExitBits[2], analysis::SBorrowed);
}

TEST(Engine, UnreachableBlocksAreIgnored) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Dead = F.block();
  F.in(0).end();
  F.in(Dead).create(Y, "tf.add", 3).end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(Engine, MalformedOperandsAreIgnored) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  F.in(0).create(42, "tf.add", 2).release(77, 3).use(ir::NoValue, 4).end();
  M.Functions[0].Exit = 500;
  EXPECT_TRUE(runRules(M).empty());
}

TEST(Engine, KillAfterReleaseIsClean) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Body = F.block();
  F.in(0).jump(Body);
  F.in(Body)
      .create(Y, "tf.add", 3)
      .release(Y, 4)
      .kill(Y, 5)
      .jump(Body, F.exit());
  EXPECT_TRUE(runRules(M).empty());
}

TEST(Engine, DeterministicAndSorted) {
  ir::Module M = makeModule();
  FnBuilder G(M, "g", 20);
  auto Z = G.local("z");
  G.in(0).create(Z, "tf.ones", 21).release(Z, 22).release(Z, 23).end();
  FnBuilder F(M, "f");
  auto Y = F.local("y"), W = F.local("w");
  F.in(0).create(Y, "tf.add", 3).create(W, "tf.mul", 2).end();
  auto A = runRules(M), B = runRules(M);
  EXPECT_EQ(render(A), render(B));
  ASSERT_EQ(A.size(), 3u);
  EXPECT_TRUE(std::is_sorted(A.begin(), A.end()));
  EXPECT_EQ(A[0].Range.Begin.Line, 2u);
  EXPECT_EQ(A[1].Range.Begin.Line, 3u);
  EXPECT_EQ(A[2].Range.Begin.Line, 23u);
}

TEST(Engine, FindingOrder) {
  rules::Finding A, B;
  A.Path = B.Path = "a.js";
  A.Range.Begin = {3, 1};
  B.Range.Begin = {3, 1};
  A.RuleId = "tensor-a";
  B.RuleId = "tensor-b";
  EXPECT_TRUE(A < B);
  EXPECT_FALSE(B < A);
  B.RuleId = A.RuleId;
  B.Range.Begin = {2, 9};
  EXPECT_TRUE(B < A);
  B.Path = "b.js";
  EXPECT_TRUE(A < B);
}

TEST(Engine, FiftyThousandOpFunction) {
  // A long straight line of create/use/release triples plus one leak at the
  // end, and a long chain of branching blocks: the run must complete and
  // still find the one leak.
  ir::Module M = makeModule();
  FnBuilder F(M, "big");
  constexpr unsigned N = 50000 / 3;
  std::vector<ir::ValueId> Vals;
  for (unsigned I = 0; I != N; ++I)
    Vals.push_back(F.local("v" + std::to_string(I)));
  auto Leak = F.local("leak");
  F.in(0);
  for (unsigned I = 0; I != N; ++I)
    F.create(Vals[I], "tf.add", I + 2)
        .use(Vals[I], I + 2, 5)
        .release(Vals[I], I + 2, 9);
  F.create(Leak, "tf.mul", N + 5);
  ir::BlockId Prev = 0;
  for (unsigned I = 0; I != 2000; ++I) {
    auto A = F.block(), B = F.block();
    F.in(Prev).jump(A, B);
    F.in(A).use(Leak, N + 6).jump(B);
    Prev = B;
  }
  F.in(Prev).end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Range.Begin.Line, N + 5);
}

TEST(Engine, ManyLiveTensorsInALoop) {
  // Many variables alive across a loop: exercises joins and recency.
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  std::vector<ir::ValueId> Vals;
  for (unsigned I = 0; I != 500; ++I)
    Vals.push_back(F.local("v" + std::to_string(I)));
  auto Body = F.block(), After = F.block();
  F.in(0).jump(Body);
  F.in(Body);
  for (unsigned I = 0; I != 500; ++I)
    F.create(Vals[I], "tf.add", I + 2).release(Vals[I], I + 2, 5);
  F.jump(Body, After);
  F.in(After).end();
  EXPECT_TRUE(runRules(M).empty());
}

} // namespace
