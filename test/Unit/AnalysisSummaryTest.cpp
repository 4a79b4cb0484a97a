//===- AnalysisSummaryTest.cpp - Summaries across functions and modules ---===//

#include "test/Unit/RulesTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;
using ir::EscapeKind;

namespace {

/// function makeT() { const t = tf.tensor(); return t; }
ir::FunctionId addFreshHelper(ir::Module &M, std::string Name = "makeT") {
  FnBuilder H(M, std::move(Name));
  auto T = H.local("t");
  H.in(0).create(T, "tf.tensor", 2).escape(T, EscapeKind::Return, 3).ret(3);
  return H.id();
}

TEST(Summary, ReturnsFresh) {
  ir::Module M = makeModule();
  ir::FunctionId H = addFreshHelper(M);
  auto T = analysis::SummaryTable::compute({&M});
  const analysis::FunctionSummary *S = T.lookup(M, H);
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->ReturnsFresh);
  EXPECT_EQ(S->CreatedBy, "tf.tensor");
  EXPECT_EQ(S->ReleaseHint, "{}.dispose()");
  EXPECT_FALSE(S->ReturnsModel);
  // The returned tensor is the caller's now: no leak inside the helper.
  EXPECT_TRUE(runRules(M).empty());
}

TEST(Summary, HelperResultLeaksInCaller) {
  ir::Module M = makeModule();
  ir::FunctionId H = addFreshHelper(M);
  FnBuilder C(M, "main", 10);
  auto R = C.local("r");
  C.in(0).call(R, {}, H, "makeT", 11).use(R, 12).end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:11:1: warning: tensor returned by 'makeT' is never disposed "
            "[tensor-undisposed]\n"
            "a.js:11:1: note: call 'r.dispose()' after its last use (line 12), "
            "or run the function inside tf.tidy()\n");
}

TEST(Summary, FreshnessFlowsThroughChainsOfHelpers) {
  ir::Module M = makeModule();
  // Declared callers first so that one round cannot see the callee's facts.
  FnBuilder Outer(M, "outer");
  FnBuilder Mid(M, "mid");
  ir::FunctionId H = addFreshHelper(M);
  auto X = Mid.local("x");
  Mid.in(0).call(X, {}, H, "makeT", 5).escape(X, EscapeKind::Return, 6).ret(6);
  auto Y = Outer.local("y");
  Outer.in(0).call(Y, {}, Mid.id(), "mid", 9).end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u) << render(Fs);
  EXPECT_EQ(Fs[0].Message, "tensor returned by 'mid' is never disposed");
}

TEST(Summary, HelperReleasesParam) {
  ir::Module M = makeModule();
  FnBuilder Rel(M, "free");
  auto P = Rel.param("t");
  Rel.in(0).release(P, 2).end();
  FnBuilder C(M, "main");
  auto Y = C.local("y");
  C.in(0)
      .create(Y, "tf.add", 5)
      .call(ir::NoValue, {Y}, Rel.id(), "free", 6)
      .end();
  auto T = analysis::SummaryTable::compute({&M});
  ASSERT_EQ(T.lookup(M, Rel.id())->ReleasesArg,
            analysis::FunctionSummary::ParamFlags{true});
  EXPECT_TRUE(runRules(M).empty());
  // Releasing again after the helper did is a double dispose.
  M.Functions[C.id()].Blocks[0].Ops.push_back(
      FnBuilder::make(ir::OpKind::Release, 7, 1));
  M.Functions[C.id()].Blocks[0].Ops.back().Src = Y;
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].RuleId, "tensor-double-dispose");
  EXPECT_EQ(Fs[0].Notes[0].Range.Begin.Line, 6u);
}

TEST(Summary, HelperReleasingOnOnePathDoesNotReleaseArg) {
  ir::Module M = makeModule();
  FnBuilder Rel(M, "maybeFree");
  auto P = Rel.param("t");
  auto A = Rel.block();
  Rel.in(0).jump(A, Rel.exit());
  Rel.in(A).release(P, 3).end();
  auto T = analysis::SummaryTable::compute({&M});
  EXPECT_EQ(T.lookup(M, Rel.id())->ReleasesArg,
            analysis::FunctionSummary::ParamFlags{false});
}

TEST(Summary, HelperStoresParam) {
  ir::Module M = makeModule();
  FnBuilder St(M, "remember");
  auto P = St.param("t");
  St.in(0).escape(P, EscapeKind::Container, 2).end();
  FnBuilder C(M, "main");
  auto Y = C.local("y");
  C.in(0)
      .create(Y, "tf.add", 5)
      .call(ir::NoValue, {Y}, St.id(), "remember", 6)
      .end();
  auto T = analysis::SummaryTable::compute({&M});
  EXPECT_EQ(T.lookup(M, St.id())->StoresArg,
            analysis::FunctionSummary::ParamFlags{true});
  EXPECT_TRUE(runRules(M).empty());
}

TEST(Summary, UnknownCalleeTakesWhatItIsHanded) {
  // Handed to code no summary describes, a tensor may be kept there: no
  // leak is proven.
  ir::Module M = makeModule();
  FnBuilder C(M, "main");
  auto Y = C.local("y");
  C.in(0)
      .create(Y, "tf.add", 5)
      .call(ir::NoValue, {Y}, ir::NoFunction, "mystery", 6)
      .end();
  EXPECT_TRUE(runRules(M).empty());
  // No summary: the result is not a tensor the caller owns.
  ir::Module M2 = makeModule();
  FnBuilder C2(M2, "main");
  auto R = C2.local("r");
  C2.in(0).call(R, {}, ir::NoFunction, "mystery", 2).use(R, 3).end();
  EXPECT_TRUE(runRules(M2).empty());
}

TEST(Summary, ReleaseAfterHandOverShowsItWasLent) {
  // mystery(y); if (c) return; y.dispose(): the function releases it after
  // the call, so the call only borrowed it, and the early return leaks it.
  ir::Module M = makeModule();
  FnBuilder C(M, "main");
  auto Y = C.local("y");
  ir::BlockId Early = C.block(), Late = C.block();
  C.in(0)
      .create(Y, "tf.add", 5)
      .call(ir::NoValue, {Y}, ir::NoFunction, "mystery", 6)
      .jump(Early, Late);
  C.in(Early).ret(7);
  C.in(Late).release(Y, 8).end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].RuleId, "tensor-undisposed");
  // Released before the hand-over on one path and handed over on the
  // other: each path is done with it.
  ir::Module M2 = makeModule();
  FnBuilder C2(M2, "main");
  auto Z = C2.local("z");
  ir::BlockId Bail = C2.block(), Give = C2.block();
  C2.in(0).create(Z, "tf.add", 5).jump(Bail, Give);
  C2.in(Bail).release(Z, 6).ret(7);
  C2.in(Give).call(ir::NoValue, {Z}, ir::NoFunction, "consume", 8).end();
  EXPECT_TRUE(runRules(M2).empty());
}

TEST(Summary, HandingOnIsInTheSummary) {
  // forward(t) { mystery(t); }: its callers hand their tensor over too.
  ir::Module M = makeModule();
  FnBuilder Fwd(M, "forward");
  auto P = Fwd.param("t");
  Fwd.in(0).call(ir::NoValue, {P}, ir::NoFunction, "mystery", 2).end();
  FnBuilder C(M, "main");
  auto Y = C.local("y");
  C.in(0)
      .create(Y, "tf.add", 5)
      .call(ir::NoValue, {Y}, Fwd.id(), "forward", 6)
      .end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(Summary, NonTensorArgumentsKeepPositions) {
  ir::Module M = makeModule();
  FnBuilder Rel(M, "freeSecond");
  Rel.value("n", ir::ValueType::Other, ir::Storage::Param);
  auto P = Rel.param("t");
  Rel.in(0).release(P, 2).end();
  FnBuilder C(M, "main");
  auto Y = C.local("y");
  C.in(0)
      .create(Y, "tf.add", 5)
      .call(ir::NoValue, {ir::NoValue, Y}, Rel.id(), "freeSecond", 6)
      .end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(Summary, CrossModuleSymbol) {
  ir::Module Lib = makeModule("lib.js");
  FnBuilder H(Lib, "makeT");
  H.exportAs("lib.js#makeT");
  auto T = H.local("t");
  H.in(0).create(T, "tf.tensor", 2).escape(T, EscapeKind::Return, 3).ret(3);
  ir::Module App = makeModule("app.js");
  FnBuilder C(App, "main");
  auto R = C.local("r");
  C.in(0)
      .call(R, {}, ir::NoFunction, "makeT", 4, "lib.js#makeT")
      .use(R, 5)
      .end();
  auto Fs = runRules({&App, &Lib});
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Path, "app.js");
  EXPECT_EQ(Fs[0].Message, "tensor returned by 'makeT' is never disposed");
  auto Table = analysis::SummaryTable::compute({&App, &Lib});
  ASSERT_TRUE(Table.lookupSymbol("lib.js#makeT"));
  EXPECT_TRUE(Table.lookupSymbol("lib.js#makeT")->ReturnsFresh);
  EXPECT_FALSE(Table.lookupSymbol("lib.js#other"));
}

TEST(Summary, FreqFromLoopCall) {
  ir::Module M = makeModule();
  FnBuilder H(M, "step");
  auto Y = H.local("y");
  H.in(0).create(Y, "tf.add", 2).use(Y, 3).end();
  FnBuilder C(M, "train");
  auto Body = C.block();
  C.in(0).jump(Body);
  C.in(Body).call(ir::NoValue, {}, H.id(), "step", 12).jump(Body, C.exit());
  auto T = analysis::SummaryTable::compute({&M});
  EXPECT_EQ(T.lookup(M, H.id())->Freq, ir::Frequency::PerIteration);
  EXPECT_EQ(T.lookup(M, H.id())->FreqReason, "called inside a loop at line 12");
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(
      Fs[0].Message,
      "tensor returned by 'tf.add' is never disposed; it leaks every time "
      "'step' runs (called inside a loop at line 12)");
}

TEST(Summary, FreqFromRepeatingCallerAndTransitively) {
  ir::Module M = makeModule();
  FnBuilder App(M, "App");
  App.freq(ir::Frequency::PerRender, "React component 'App'");
  FnBuilder Load(M, "loadAll");
  FnBuilder Deep(M, "deep");
  App.in(0).call(ir::NoValue, {}, Load.id(), "loadAll", 3).end();
  Load.in(0).call(ir::NoValue, {}, Deep.id(), "deep", 6).end();
  Deep.in(0).end();
  auto T = analysis::SummaryTable::compute({&M});
  EXPECT_EQ(T.lookup(M, Load.id())->Freq, ir::Frequency::PerRender);
  EXPECT_EQ(T.lookup(M, Load.id())->FreqReason,
            "called from React component 'App'");
  EXPECT_EQ(T.lookup(M, Deep.id())->Freq, ir::Frequency::PerRender);
  EXPECT_EQ(T.lookup(M, Deep.id())->FreqReason, "called from 'loadAll'");
  EXPECT_EQ(T.lookup(M, App.id())->FreqReason, "React component 'App'");
}

TEST(Summary, ModuleInitDoesNotInheritButOnceListenersDo) {
  // The module's top level never repeats; a function that runs once as far
  // as its own registration goes (a page's start-up listener) repeats when
  // a loop calls it too.
  ir::Module M = makeModule();
  FnBuilder Top(M, "<module>");
  Top.moduleInit();
  FnBuilder Main(M, "main");
  Main.freq(ir::Frequency::Once, "'DOMContentLoaded' listener");
  FnBuilder C(M, "loop");
  auto Body = C.block();
  C.in(0).jump(Body);
  C.in(Body)
      .call(ir::NoValue, {}, Main.id(), "main", 4)
      .call(ir::NoValue, {}, Top.id(), "<module>", 5)
      .jump(Body, C.exit());
  Main.in(0).end();
  Top.in(0).end();
  auto T = analysis::SummaryTable::compute({&M});
  EXPECT_EQ(T.lookup(M, Main.id())->Freq, ir::Frequency::PerIteration);
  EXPECT_EQ(T.lookup(M, Top.id())->Freq, ir::Frequency::Once);
}

TEST(Summary, OnlyCalledFromRunOnceCodeRunsOnce) {
  // init() runs once; prepare() only init calls, twice, in straight-line
  // code: once too. shared() is also called from a repeating handler.
  ir::Module M = makeModule();
  FnBuilder Init(M, "init");
  Init.freq(ir::Frequency::Once, "'DOMContentLoaded' listener");
  FnBuilder Prepare(M, "prepare");
  Prepare.in(0).end();
  FnBuilder Shared(M, "shared");
  Shared.in(0).end();
  FnBuilder Click(M, "onClick");
  Click.freq(ir::Frequency::PerEvent, "'click' listener");
  Init.in(0)
      .call(ir::NoValue, {}, Prepare.id(), "prepare", 2)
      .call(ir::NoValue, {}, Prepare.id(), "prepare", 3)
      .call(ir::NoValue, {}, Shared.id(), "shared", 4)
      .end();
  Click.in(0).call(ir::NoValue, {}, Shared.id(), "shared", 7).end();
  auto T = analysis::SummaryTable::compute({&M});
  EXPECT_EQ(T.lookup(M, Prepare.id())->Freq, ir::Frequency::Once);
  EXPECT_EQ(T.lookup(M, Shared.id())->Freq, ir::Frequency::PerEvent);
}

TEST(Summary, AsyncAndLoadsModel) {
  ir::Module M = makeModule();
  FnBuilder L(M, "loader");
  L.async();
  auto Md = L.model("m", ir::Storage::Module);
  L.in(0)
      .load(Md, "tf.loadLayersModel", 2)
      .escape(Md, EscapeKind::Cache, 2)
      .end();
  FnBuilder C(M, "user");
  C.in(0).call(ir::NoValue, {}, L.id(), "loader", 5).end();
  auto T = analysis::SummaryTable::compute({&M});
  EXPECT_TRUE(T.lookup(M, L.id())->IsAsync);
  EXPECT_TRUE(T.lookup(M, L.id())->LoadsModel);
  EXPECT_FALSE(T.lookup(M, L.id())->ReturnsModel);
  EXPECT_TRUE(T.lookup(M, C.id())->LoadsModel);
  EXPECT_FALSE(T.lookup(M, C.id())->IsAsync);
}

TEST(Summary, MutualRecursionTerminates) {
  ir::Module M = makeModule();
  FnBuilder A(M, "a");
  FnBuilder B(M, "b");
  auto X = A.local("x"), Y = B.local("y");
  A.in(0).call(X, {}, B.id(), "b", 2).escape(X, EscapeKind::Return, 2).ret(2);
  B.in(0).call(Y, {}, A.id(), "a", 5).escape(Y, EscapeKind::Return, 5).ret(5);
  auto T = analysis::SummaryTable::compute({&M});
  EXPECT_FALSE(T.lookup(M, A.id())->ReturnsFresh);
  EXPECT_TRUE(runRules(M).empty());
}

} // namespace
