//===- RulesKeptFindingsTest.cpp - Moving the last check's findings -------===//
//
// The editor's rules move the findings of a function nothing they read
// changed in, instead of checking it again (rules/KeptFindings.h). The
// findings must be those a check without them makes; anything else checks
// the function again.
//
//===----------------------------------------------------------------------===//

#include "analysis/AnalysisCache.h"
#include "rules/KeptFindings.h"
#include "test/Unit/RulesTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;

namespace {

/// leaky() loses a tensor; clean() frees its own; outer() loses one and
/// holds the closure inner(), which loses one too. Every function has a
/// revision, as the editor's frontend gives.
struct Program {
  ir::Module M = makeModule();
  ir::FunctionId Leaky, Clean, Outer, Inner;
  Program() {
    FnBuilder L(M, "leaky", 10);
    auto T = L.local("t");
    L.in(0).create(T, "tf.tensor", 11).use(T, 12).end();
    Leaky = L.id();
    FnBuilder C(M, "clean", 20);
    auto U = C.local("u");
    C.in(0).create(U, "tf.tensor", 21).release(U, 22).end();
    Clean = C.id();
    FnBuilder O(M, "outer", 30);
    auto V = O.local("v");
    O.in(0).create(V, "tf.tensor", 31).end();
    Outer = O.id();
    FnBuilder I(M, "inner", 32);
    auto W = I.local("w");
    I.in(0).create(W, "tf.tensor", 33).end();
    Inner = I.id();
    // outer's range holds inner's, as a closure's does.
    ir::SourceRange &R = M.Functions[Outer].Range;
    R.End = {40, 2};
    R.EndOffset = rangeAt(40, 1).EndOffset;
    M.Functions[Inner].Parent = Outer;
    for (ir::Function &F : M.Functions)
      F.Rev = ir::Revision::next();
  }
};

/// A change after every position of the program, that adds no line.
ir::TextChange changeAtTheEnd() {
  ir::TextChange C;
  C.Start = C.OldEnd = C.NewEnd = 90000;
  C.StartLoc = C.OldEndLoc = C.NewEndLoc = {90, 1};
  return C;
}

/// Inserts Bytes characters at (Line, 1), before every other position of
/// that line; positions after it in M move with it (as the editor's
/// frontend moves the IR of the functions it does not lower again).
ir::TextChange insertAt(ir::Module &M, uint32_t Line, uint32_t Bytes) {
  ir::TextChange C;
  C.Start = C.OldEnd = rangeAt(Line).BeginOffset - 1;
  C.NewEnd = C.Start + Bytes;
  C.StartLoc = C.OldEndLoc = {Line, 0};
  C.NewEndLoc = {Line, Bytes};
  for (ir::Function &F : M.Functions)
    if (F.Range.BeginOffset > C.Start)
      ir::shiftOffsets(F, Bytes);
  return C;
}

class KeptFindingsTest : public ::testing::Test {
protected:
  /// Checks P.M as the editor does, moving what it can of the last check
  /// with Change; returns how many functions' findings it moved. The
  /// findings must be those of a check without the cache.
  unsigned check(const ir::TextChange &Change, llvm::StringRef Globs = "") {
    analysis::SummaryTable T =
        analysis::SummaryTable::compute({&P.M}, nullptr, true, &Cache);
    rules::FindingReuse Reuse{Kept, Cache.patched(), &Change};
    rules::RuleFilter Filter(Globs);
    Found = rules::analyzeModule(P.M, T, Filter, {}, nullptr, &Reuse);
    (void)Cache.keepTable(std::move(T));
    EXPECT_EQ(render(Found), render(runRules(P.M, Globs)));
    EXPECT_EQ(Found, runRules(P.M, Globs));
    return Kept.reused();
  }
  void touch(ir::FunctionId Fn) { test::touch(P.M.Functions[Fn]); }

  Program P;
  analysis::AnalysisCache Cache;
  rules::KeptFindings Kept;
  std::vector<rules::Finding> Found;
};

TEST_F(KeptFindingsTest, UnchangedFunctionsMoveTheirFindings) {
  EXPECT_EQ(check(changeAtTheEnd()), 0u);
  ASSERT_EQ(only(Found, "tensor-undisposed").size(), 3u);
  EXPECT_EQ(check(changeAtTheEnd()), 4u);
}

TEST_F(KeptFindingsTest, AChangedFunctionIsCheckedAgain) {
  check(changeAtTheEnd());
  touch(P.Leaky);
  EXPECT_EQ(check(changeAtTheEnd()), 3u);
}

TEST_F(KeptFindingsTest, AChangedClosureChecksWhatHoldsIt) {
  check(changeAtTheEnd());
  touch(P.Inner);
  // outer's rules read the IR of the closures in it (fix requests).
  EXPECT_EQ(check(changeAtTheEnd()), 2u);
}

TEST_F(KeptFindingsTest, FindingsMoveWithTheText) {
  check(changeAtTheEnd());
  uint32_t Was = only(Found, "tensor-undisposed").back().Range.BeginOffset;
  EXPECT_EQ(check(insertAt(P.M, 25, 5)), 4u);
  EXPECT_EQ(only(Found, "tensor-undisposed").back().Range.BeginOffset, Was + 5);
}

TEST_F(KeptFindingsTest, AChangeThatAddsALineChecksEverything) {
  check(changeAtTheEnd());
  ir::TextChange C = changeAtTheEnd();
  C.NewEndLoc = {91, 1};
  EXPECT_EQ(check(C), 0u);
}

TEST_F(KeptFindingsTest, AnotherFilterChecksEverything) {
  check(changeAtTheEnd());
  EXPECT_EQ(check(changeAtTheEnd(), "-tensor-model-reload"), 0u);
  EXPECT_EQ(check(changeAtTheEnd(), "-tensor-model-reload"), 4u);
}

TEST_F(KeptFindingsTest, ATableNotPatchedChecksEverything) {
  check(changeAtTheEnd());
  // leaky now calls clean: where its calls go is in its outline, so the
  // summary table is computed, not patched.
  ir::Op Call = FnBuilder::make(ir::OpKind::Call, 12, 5);
  Call.Callee = P.Clean;
  Call.Api = "clean";
  P.M.Functions[P.Leaky].Blocks[0].Ops.push_back(Call);
  touch(P.Leaky);
  EXPECT_EQ(check(changeAtTheEnd()), 0u);
  EXPECT_FALSE(Cache.patched());
}

} // namespace
