//===- RulesUndisposedTest.cpp - tensor-undisposed and chained temps ------===//

#include "test/Unit/RulesTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;
using ir::EscapeKind;

namespace {

constexpr const char *Undisposed = "tensor-undisposed";
constexpr const char *Chained = "tensor-chained-temporary";

TEST(RulesUndisposed, NeverDisposedStraightLine) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0).create(Y, "model.predict", 2, 13).use(Y, 3).use(Y, 4).end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:2:13: warning: tensor returned by 'model.predict' is never "
            "disposed [tensor-undisposed]\n"
            "a.js:2:13: note: call 'y.dispose()' after its last use (line 4), "
            "or run the function inside tf.tidy()\n");
}

TEST(RulesUndisposed, ReleasedIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0).create(Y, "model.predict", 2).use(Y, 3).release(Y, 4).end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(RulesUndisposed, LoopWithScopeEndLeaksPerIteration) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Head = F.block(), Body = F.block();
  F.in(0).jump(Head);
  F.in(Head).jump(Body, F.exit());
  F.in(Body).create(Y, "model.predict", 5).use(Y, 6).kill(Y, 7).jump(Head);
  EXPECT_EQ(render(runRules(M)),
            "a.js:5:1: warning: tensor returned by 'model.predict' is never "
            "disposed; it leaks once per loop iteration [tensor-undisposed]\n"
            "a.js:5:1: note: call 'y.dispose()' after its last use (line 6), "
            "or run the loop body inside tf.tidy()\n"
            "a.js:7:1: note: the last reference to it is lost here\n");
}

TEST(RulesUndisposed, LoopWithoutKillLeaksPerIteration) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Body = F.block();
  F.in(0).jump(Body);
  F.in(Body).create(Y, "tf.add", 5).use(Y, 6).jump(Body, F.exit());
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Message, "tensor returned by 'tf.add' is never disposed; it "
                           "leaks once per loop iteration");
}

TEST(RulesUndisposed, EarlyReturnPath) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Early = F.block(), Late = F.block();
  F.in(0).create(Y, "tf.tensor", 2).jump(Early, Late);
  F.in(Early).ret(4);
  F.in(Late).use(Y, 5).release(Y, 6).end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:2:1: warning: tensor returned by 'tf.tensor' is not "
            "disposed on the path through the 'return' at line 4 "
            "[tensor-undisposed]\n"
            "a.js:2:1: note: call 'y.dispose()' after its last use (line 5), "
            "or run the function inside tf.tidy()\n"
            "a.js:4:1: note: the last reference to it is lost here\n");
}

TEST(RulesUndisposed, ThrowPath) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Bad = F.block(), Good = F.block();
  F.in(0).create(Y, "tf.tensor", 2).jump(Bad, Good);
  F.in(Bad).throws(3);
  F.in(Good).release(Y, 5).end();
  // A leak only on the path that throws is not reported by default.
  EXPECT_TRUE(runRules(M).empty());
  rules::AnalysisOptions Opts;
  Opts.ReportExceptionPaths = true;
  auto Fs = runRules(M, "", Opts);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Message, "tensor returned by 'tf.tensor' is not disposed on "
                           "the path through the 'throw' at line 3");
}

TEST(RulesUndisposed, ReleasedOnOneBranchFallthrough) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Then = F.block(), Join = F.block();
  F.in(0).create(Y, "tf.tensor", 2).jump(Then, Join);
  F.in(Then).release(Y, 3).jump(Join);
  F.in(Join).end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Message,
            "tensor returned by 'tf.tensor' is not disposed on every path");
}

TEST(RulesUndisposed, ReassignmentLosesOldValue) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0)
      .create(Y, "tf.zeros", 2)
      .use(Y, 3)
      .create(Y, "tf.ones", 3, 5)
      .release(Y, 4)
      .end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:2:1: warning: tensor returned by 'tf.zeros' is not disposed "
            "before 'y' is reassigned at line 3 [tensor-undisposed]\n"
            "a.js:2:1: note: call 'y.dispose()' after its last use (line 3), "
            "or run the function inside tf.tidy()\n"
            "a.js:3:5: note: the last reference to it is lost here\n");
}

TEST(RulesUndisposed, AccumulatorInLoop) {
  // acc = tf.zeros(); for (...) acc = acc.add(b); acc.dispose();
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Acc = F.local("acc");
  auto Body = F.block(), After = F.block();
  F.in(0).create(Acc, "tf.zeros", 2).jump(Body, After);
  F.in(Body).use(Acc, 4).create(Acc, "add", 4, 9).jump(Body, After);
  F.in(After).release(Acc, 6).end();
  auto Fs = only(runRules(M), Undisposed);
  ASSERT_EQ(Fs.size(), 2u);
  EXPECT_EQ(Fs[0].Message, "tensor returned by 'tf.zeros' is not disposed "
                           "before 'acc' is reassigned at line 4");
  EXPECT_EQ(Fs[1].Message,
            "tensor returned by 'add' is not disposed before 'acc' is "
            "reassigned at line 4; it leaks once per loop iteration");
  EXPECT_EQ(Fs[1].Notes[0].Message,
            "call 'acc.dispose()' after its last use (line 4), or run the "
            "loop body inside tf.tidy()");
}

TEST(RulesUndisposed, SwapInLoopIsClean) {
  // let acc = tf.zeros(); for (b of bs) { const next = acc.add(b);
  //   acc.dispose(); acc = next; } return acc;
  ir::Module M = makeModule();
  FnBuilder F(M, "runningSum");
  auto Acc = F.local("acc"), Next = F.local("next");
  auto Head = F.block(), Ret = F.block(), Body = F.block();
  F.in(0).create(Acc, "tf.zeros", 10).jump(Head);
  F.in(Head).jump(Body, Ret);
  F.in(Ret).escape(Acc, EscapeKind::Return, 16).ret(16);
  F.in(Body)
      .use(Acc, 12)
      .create(Next, "acc.add", 12)
      .release(Acc, 13)
      .assign(Acc, Next, 14)
      .kill(Next, 15)
      .jump(Head);
  auto Fs = runRules(M);
  EXPECT_TRUE(Fs.empty()) << render(Fs);
  // Forgetting the dispose is the per-iteration leak of the old value.
  M.Functions[0].Blocks[Body].Ops.erase(
      M.Functions[0].Blocks[Body].Ops.begin() + 2);
  Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 2u) << render(Fs);
  EXPECT_EQ(Fs[0].Message, "tensor returned by 'tf.zeros' is not disposed "
                           "before 'acc' is reassigned at line 14");
  EXPECT_EQ(Fs[1].Message,
            "tensor returned by 'acc.add' is not disposed before 'acc' is "
            "reassigned at line 14; it leaks once per loop iteration");
}

TEST(RulesUndisposed, AliasReleaseIsNotALeak) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y"), Z = F.local("z");
  F.in(0).create(Y, "tf.add", 2).assign(Z, Y, 3).kill(Y, 4).release(Z, 5).end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(RulesUndisposed, EveryEscapeKindIsNotALeak) {
  for (EscapeKind K :
       {EscapeKind::Return, EscapeKind::Field, EscapeKind::Module,
        EscapeKind::Container, EscapeKind::Closure, EscapeKind::Sink,
        EscapeKind::Cache}) {
    ir::Module M = makeModule();
    FnBuilder F(M, "f");
    auto Y = F.local("y");
    F.in(0).create(Y, "tf.add", 2).escape(Y, K, 3).end();
    EXPECT_TRUE(runRules(M).empty()) << ir::toString(K);
  }
}

TEST(RulesUndisposed, EscapeOnOnePathOnly) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Ret = F.block(), Other = F.block();
  F.in(0).create(Y, "tf.add", 2).jump(Ret, Other);
  F.in(Ret).escape(Y, EscapeKind::Return, 3).ret(3);
  F.in(Other).ret(5);
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Message, "tensor returned by 'tf.add' is not disposed on "
                           "the path through the 'return' at line 5");
}

TEST(RulesUndisposed, TidyCallbackIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "<arrow@2:11>");
  F.tidyCallback();
  auto Y = F.local("y");
  auto T = F.temp(), R = F.temp();
  F.in(0)
      .create(Y, "tf.add", 3)
      .create(T, "sub", 4)
      .use(T, 4)
      .create(R, "div", 5)
      .escape(R, EscapeKind::Return, 5)
      .end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(RulesUndisposed, ScopeFreesAndKeepExempts) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y"), K = F.local("k");
  F.in(0)
      .scopeEnter(1, 2)
      .create(Y, "tf.add", 3)
      .create(K, "tf.mul", 4)
      .keep(K, 4)
      .scopeExit(1, 5)
      .use(K, 6)
      .end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(RulesUndisposed, BorrowedParamIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto X = F.param("x");
  F.in(0).use(X, 2).end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(RulesUndisposed, ModuleInitIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "<module>");
  F.moduleInit();
  auto W = F.local("weights");
  F.in(0).create(W, "tf.variable", 1).use(W, 2).end();
  EXPECT_TRUE(only(runRules(M), Undisposed).empty());
}

TEST(RulesUndisposed, RepeatingFunctionSuffix) {
  ir::Module M = makeModule();
  FnBuilder F(M, "App");
  F.freq(ir::Frequency::PerRender, "React component 'App'");
  auto Y = F.local("y");
  F.in(0).create(Y, "tf.browser.fromPixels", 2).use(Y, 3).end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Message,
            "tensor returned by 'tf.browser.fromPixels' is never disposed; it "
            "leaks every time 'App' runs (React component 'App')");
}

TEST(RulesUndisposed, EmptyHintAndAdviceOmitted) {
  ir::Module M = makeModule("a.c");
  M.ScopeAdvice.clear();
  FnBuilder F(M, "f");
  auto Y = F.local("t");
  F.in(0).create(Y, "TF_AllocateTensor", 2, 1, "").end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_TRUE(Fs[0].Notes.empty());
  M.ScopeAdvice = "hold it in a std::unique_ptr with that deleter";
  M.Functions[0].Blocks[0].Ops[0].ReleaseHint = "TF_DeleteTensor({})";
  Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  ASSERT_EQ(Fs[0].Notes.size(), 1u);
  EXPECT_EQ(Fs[0].Notes[0].Message,
            "call 'TF_DeleteTensor(t)' after its last use, or hold it in a "
            "std::unique_ptr with that deleter");
}

TEST(RulesUndisposed, ModelNeverReleasedIsSilentButPartialReleaseReports) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Md = F.model("m");
  F.in(0).load(Md, "tf.loadLayersModel", 2).use(Md, 3).end();
  EXPECT_TRUE(runRules(M).empty());

  ir::Module M2 = makeModule();
  FnBuilder G(M2, "g");
  auto Md2 = G.model("m");
  auto Early = G.block(), Late = G.block();
  G.in(0).load(Md2, "tf.loadLayersModel", 2).jump(Early, Late);
  G.in(Early).ret(3);
  G.in(Late).release(Md2, 4).end();
  auto Fs = only(runRules(M2), Undisposed);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Message, "model loaded by 'tf.loadLayersModel' is not "
                           "disposed on the path through the 'return' at "
                           "line 3");
}

TEST(RulesUndisposed, TemporaryBoundToNameIsUndisposedNotChained) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto T = F.temp();
  auto Y = F.local("y");
  F.in(0).create(T, "tf.add", 2).assign(Y, T, 2).kill(T, 2).use(Y, 3).end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].RuleId, Undisposed);
  EXPECT_EQ(Fs[0].Notes[0].Message,
            "call 'y.dispose()' after its last use (line 3), or run the "
            "function inside tf.tidy()");
}

TEST(RulesChained, UnboundTemporariesLeak) {
  // model.predict(x).argMax().dataSync()
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto X = F.param("x");
  auto P = F.temp(), A = F.temp();
  F.in(0)
      .use(X, 2)
      .create(P, "model.predict", 2, 3)
      .use(P, 2)
      .create(A, "argMax", 2, 20)
      .use(A, 2)
      .end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:2:3: warning: intermediate tensor from 'model.predict' is "
            "never bound and cannot be disposed [tensor-chained-temporary]\n"
            "a.js:2:3: note: bind it to a variable and dispose it, or run the "
            "statement inside tf.tidy()\n"
            "a.js:2:20: warning: intermediate tensor from 'argMax' is never "
            "bound and cannot be disposed [tensor-chained-temporary]\n"
            "a.js:2:20: note: bind it to a variable and dispose it, or run "
            "the statement inside tf.tidy()\n");
}

TEST(RulesChained, ReturnedOrSunkTemporaryIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto T = F.temp(), U = F.temp();
  F.in(0)
      .create(T, "tf.add", 2)
      .escape(T, EscapeKind::Sink, 2)
      .create(U, "tf.mul", 3)
      .escape(U, EscapeKind::Return, 3)
      .end();
  EXPECT_TRUE(only(runRules(M), Chained).empty());
}

TEST(RulesChained, InsideScopeIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto T = F.temp();
  F.in(0)
      .scopeEnter(7, 1)
      .create(T, "tf.add", 2)
      .use(T, 2)
      .scopeExit(7, 3)
      .end();
  EXPECT_TRUE(runRules(M).empty());
}

} // namespace
