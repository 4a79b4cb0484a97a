//===- RulesOtherRulesTest.cpp - Misuse, async-tidy and model rules -------===//

#include "test/Unit/RulesTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;
using ir::EscapeKind;

namespace {

constexpr const char *UseAfter = "tensor-use-after-dispose";
constexpr const char *Double = "tensor-double-dispose";
constexpr const char *Reload = "tensor-model-reload";
constexpr const char *AsyncTidy = "tensor-async-tidy";

TEST(RulesUseAfterDispose, UseAfterReleaseOnEveryPath) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0).create(Y, "tf.add", 2).release(Y, 3, 5).use(Y, 4, 3).end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:4:3: warning: tensor 'y' is used after it was disposed "
            "[tensor-use-after-dispose]\n"
            "a.js:3:5: note: disposed here\n");
}

TEST(RulesUseAfterDispose, ReleaseOnSomePathsOnlyIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Then = F.block(), Join = F.block();
  F.in(0).create(Y, "tf.add", 2).jump(Then, Join);
  F.in(Then).release(Y, 3).jump(Join);
  F.in(Join).use(Y, 4).release(Y, 5).end();
  auto Fs = runRules(M);
  EXPECT_TRUE(only(Fs, UseAfter).empty());
  EXPECT_TRUE(only(Fs, Double).empty());
}

TEST(RulesUseAfterDispose, ReleasedOnBothBranchesThenUsed) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto A = F.block(), B = F.block(), Join = F.block();
  F.in(0).create(Y, "tf.add", 2).jump(A, B);
  F.in(A).release(Y, 3).jump(Join);
  F.in(B).release(Y, 4).jump(Join);
  F.in(Join).use(Y, 6).end();
  auto Fs = only(runRules(M), UseAfter);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Range.Begin.Line, 6u);
}

TEST(RulesUseAfterDispose, UnassignedOnOnePathIsSilent) {
  // let y; if (c) { y = f(); y.dispose(); } use(y)
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Then = F.block(), Join = F.block();
  F.in(0).jump(Then, Join);
  F.in(Then).create(Y, "tf.add", 3).release(Y, 4).jump(Join);
  F.in(Join).use(Y, 6).end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(RulesUseAfterDispose, EscapeAfterReleaseIsAUse) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0)
      .create(Y, "tf.add", 2)
      .release(Y, 3)
      .escape(Y, EscapeKind::Return, 4)
      .end();
  auto Fs = only(runRules(M), UseAfter);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Range.Begin.Line, 4u);
}

TEST(RulesUseAfterDispose, UseAfterScopeExit) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0)
      .scopeEnter(1, 2)
      .create(Y, "tf.add", 3)
      .scopeExit(1, 4)
      .use(Y, 5)
      .end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:5:1: warning: tensor 'y' is used after it was disposed "
            "[tensor-use-after-dispose]\n"
            "a.js:4:1: note: disposed here\n");
}

TEST(RulesUseAfterDispose, ContainerStoreThenRelease) {
  // memory.push(state); state.dispose();
  ir::Module M = makeModule();
  FnBuilder F(M, "remember");
  auto S = F.local("state");
  F.in(0)
      .create(S, "tf.tensor", 2)
      .escape(S, EscapeKind::Container, 3)
      .release(S, 4)
      .end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:4:1: warning: tensor 'state' is disposed while the "
            "container it was stored in still holds it "
            "[tensor-use-after-dispose]\n"
            "a.js:3:1: note: stored here\n");
}

TEST(RulesUseAfterDispose, FieldAndModuleHolders) {
  for (auto [K, Word] : {std::pair{EscapeKind::Field, "field"},
                         std::pair{EscapeKind::Module, "module variable"}}) {
    ir::Module M = makeModule();
    FnBuilder F(M, "f");
    auto S = F.local("t");
    F.in(0).create(S, "tf.tensor", 2).escape(S, K, 3).release(S, 4).end();
    auto Fs = only(runRules(M), UseAfter);
    ASSERT_EQ(Fs.size(), 1u);
    EXPECT_EQ(Fs[0].Message, std::string("tensor 't' is disposed while the ") +
                                 Word + " it was stored in still holds it");
  }
}

TEST(RulesUseAfterDispose, SinkThenReleaseIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto S = F.local("t");
  F.in(0)
      .create(S, "tf.tensor", 2)
      .escape(S, EscapeKind::Sink, 3)
      .release(S, 4)
      .end();
  EXPECT_TRUE(runRules(M).empty());
}

TEST(RulesUseAfterDispose, RecencyKeepsNewInstanceApart) {
  // let prev; for (...) { const y = f(); if (prev) prev.dispose(); use(y);
  //                       prev = y; }
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y"), Prev = F.local("prev");
  auto Body = F.block(), Rel = F.block(), Rest = F.block();
  F.in(0).jump(Body, F.exit());
  F.in(Body).create(Y, "f", 3).jump(Rel, Rest);
  F.in(Rel).release(Prev, 4).jump(Rest);
  F.in(Rest).use(Y, 5).assign(Prev, Y, 6).kill(Y, 7).jump(Body, F.exit());
  auto Fs = runRules(M);
  EXPECT_TRUE(only(Fs, UseAfter).empty()) << render(Fs);
  EXPECT_TRUE(only(Fs, Double).empty()) << render(Fs);
}

TEST(RulesUseAfterDispose, ReleasedBeforeLoopUsedInside) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Body = F.block();
  F.in(0).create(Y, "tf.add", 2).release(Y, 3).jump(Body, F.exit());
  F.in(Body).use(Y, 5).jump(Body, F.exit());
  auto Fs = only(runRules(M), UseAfter);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Range.Begin.Line, 5u);
}

TEST(RulesDoubleDispose, DirectDouble) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0).create(Y, "tf.add", 2).release(Y, 3).release(Y, 4).end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:4:1: warning: tensor 'y' is disposed twice "
            "[tensor-double-dispose]\n"
            "a.js:3:1: note: first disposed here\n");
}

TEST(RulesDoubleDispose, ThroughAlias) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y"), Z = F.local("z");
  F.in(0)
      .create(Y, "tf.add", 2)
      .assign(Z, Y, 3)
      .release(Y, 4)
      .release(Z, 5)
      .end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].RuleId, Double);
  EXPECT_EQ(Fs[0].Message, "tensor 'z' is disposed twice");
  EXPECT_EQ(Fs[0].Notes[0].Range.Begin.Line, 4u);
}

TEST(RulesDoubleDispose, ReleaseInsideLoopOfOuterTensorIsSilent) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  auto Body = F.block();
  F.in(0).create(Y, "tf.add", 2).jump(Body);
  F.in(Body).release(Y, 4).jump(Body, F.exit());
  EXPECT_TRUE(only(runRules(M), Double).empty());
}

TEST(RulesAsyncTidy, AsyncCallback) {
  ir::Module M = makeModule();
  FnBuilder Outer(M, "f");
  FnBuilder Cb(M, "<arrow@3:11>", 3);
  Cb.async().tidyCallback();
  Cb.in(0).await(4).end();
  Outer.in(0).scopedCall(Cb.id(), 3).end();
  EXPECT_EQ(render(runRules(M)),
            "a.js:3:1: warning: async function passed to 'tf.tidy' escapes its "
            "scope: tensors created after the first await are never freed, "
            "and the scope rejects the returned Promise [tensor-async-tidy]\n"
            "a.js:3:1: note: 'tf.tidy' called here; dispose tensors by hand in "
            "async code instead\n");
}

TEST(RulesAsyncTidy, PromiseReturningCallback) {
  ir::Module M = makeModule();
  FnBuilder Outer(M, "f");
  FnBuilder Cb(M, "<arrow@5:20>", 5);
  Cb.returnsPromise().tidyCallback();
  Cb.in(0).end();
  Outer.in(0).scopedCall(Cb.id(), 6).end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Range.Begin.Line, 5u);
  EXPECT_EQ(Fs[0].Message,
            "function passed to 'tf.tidy' returns a Promise; "
            "the scope cannot track tensors created asynchronously");
  EXPECT_EQ(Fs[0].Notes[0].Range.Begin.Line, 6u);
}

TEST(RulesAsyncTidy, SyncCallbackIsSilent) {
  ir::Module M = makeModule();
  FnBuilder Outer(M, "f");
  FnBuilder Cb(M, "<arrow@3:11>", 3);
  Cb.tidyCallback();
  Cb.in(0).end();
  Outer.in(0).scopedCall(Cb.id(), 3).end();
  EXPECT_TRUE(only(runRules(M), AsyncTidy).empty());
}

TEST(RulesModelReload, LoadInsideLoop) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Md = F.model("m");
  auto Body = F.block();
  F.in(0).jump(Body);
  F.in(Body).load(Md, "tf.loadLayersModel", 4).use(Md, 5).jump(Body, F.exit());
  auto Fs = only(runRules(M), Reload);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Message, "model loaded by 'tf.loadLayersModel' inside a "
                           "loop; load it once before the loop and reuse it");
}

TEST(RulesModelReload, LoadPerRender) {
  ir::Module M = makeModule();
  FnBuilder F(M, "App");
  F.freq(ir::Frequency::PerRender, "React component 'App'");
  auto Md = F.model("m");
  F.in(0).load(Md, "tf.loadGraphModel", 2).use(Md, 3).end();
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].Message,
            "model loaded by 'tf.loadGraphModel' every time 'App' runs (React "
            "component 'App'); load it once and reuse it (module-level "
            "variable, singleton service, or a cached promise)");
}

TEST(RulesModelReload, GuardedOrCachedOrOnceIsSilent) {
  {
    ir::Module M = makeModule();
    FnBuilder F(M, "App");
    F.freq(ir::Frequency::PerRender, "React component 'App'");
    auto Md = F.model("m", ir::Storage::Module);
    F.in(0).load(Md, "tf.loadGraphModel", 2, /*Guarded=*/true).end();
    EXPECT_TRUE(runRules(M).empty());
  }
  {
    ir::Module M = makeModule();
    FnBuilder F(M, "App");
    F.freq(ir::Frequency::PerEvent, "'click' listener");
    auto Md = F.model("m");
    F.in(0)
        .load(Md, "tf.loadGraphModel", 2)
        .escape(Md, EscapeKind::Cache, 3)
        .end();
    EXPECT_TRUE(runRules(M).empty());
  }
  {
    ir::Module M = makeModule();
    FnBuilder F(M, "init");
    auto Md = F.model("m");
    F.in(0).load(Md, "tf.loadGraphModel", 2).use(Md, 3).end();
    EXPECT_TRUE(runRules(M).empty());
  }
}

TEST(RulesModelReload, LoadAndReleaseInRepeatingFunction) {
  ir::Module M = makeModule();
  FnBuilder F(M, "onRequest");
  F.freq(ir::Frequency::PerRequest, "server request handler");
  auto Md = F.model("session");
  F.in(0).load(Md, "CreateSession", 2).use(Md, 3).release(Md, 4).end();
  EXPECT_EQ(render(only(runRules(M), Reload)),
            "a.js:2:1: warning: model loaded by 'CreateSession' is released in "
            "the same call of 'onRequest', which runs repeatedly (server "
            "request handler); load it once and keep it [tensor-model-reload]\n"
            "a.js:4:1: note: released here\n");
}

TEST(RulesModelReload, HelperReturningModelCalledInLoop) {
  ir::Module M = makeModule();
  FnBuilder Helper(M, "getModel");
  auto Md = Helper.model("m");
  Helper.in(0)
      .load(Md, "tf.loadLayersModel", 2)
      .escape(Md, EscapeKind::Return, 3)
      .ret(3);
  FnBuilder Caller(M, "run");
  auto R = Caller.model("model");
  auto Body = Caller.block();
  Caller.in(0).jump(Body);
  Caller.in(Body)
      .call(R, {}, Helper.id(), "getModel", 7)
      .use(R, 8)
      .jump(Body, Caller.exit());
  auto Fs = only(runRules(M), Reload);
  ASSERT_EQ(Fs.size(), 1u) << render(Fs);
  EXPECT_EQ(Fs[0].Range.Begin.Line, 7u);
  EXPECT_EQ(Fs[0].Message, "model loaded by 'getModel' inside a loop; load "
                           "it once before the loop and reuse it");
}

TEST(RulesModelReload, GuardedHelperCalledInLoopIsSilent) {
  // async function getModel() { if (!cached) cached = await load();
  //                             return cached; }
  ir::Module M = makeModule();
  FnBuilder Helper(M, "getModel");
  auto Md = Helper.model("cached", ir::Storage::Module);
  Helper.in(0)
      .load(Md, "tf.loadLayersModel", 2, /*Guarded=*/true)
      .escape(Md, EscapeKind::Return, 3)
      .ret(3);
  FnBuilder Caller(M, "run");
  auto R = Caller.model("model");
  auto Body = Caller.block();
  Caller.in(0).jump(Body);
  Caller.in(Body)
      .call(R, {}, Helper.id(), "getModel", 7)
      .use(R, 8)
      .jump(Body, Caller.exit());
  EXPECT_TRUE(only(runRules(M), Reload).empty());
}

TEST(RulesModelReload, DirectLoadInsideLoopOfModuleInit) {
  ir::Module M = makeModule();
  FnBuilder F(M, "<module>");
  F.moduleInit();
  auto Md = F.model("m", ir::Storage::Module);
  auto Body = F.block();
  F.in(0).jump(Body);
  F.in(Body).load(Md, "tf.loadGraphModel", 3).jump(Body, F.exit());
  auto Fs = runRules(M);
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].RuleId, Reload);
}

} // namespace
