//===- FixTest.cpp - Fix resolution and application -----------------------===//

#include "frontend/js/FixSupport.h"
#include "tools/driver/FixApply.h"

#include "gtest/gtest.h"

using namespace tensorlint;

namespace {

ir::SourceRange at(llvm::StringRef Src, llvm::StringRef Needle) {
  ir::SourceRange R;
  size_t B = Src.find(Needle);
  R.Begin = {1, 1};
  R.BeginOffset = static_cast<uint32_t>(B);
  R.EndOffset = static_cast<uint32_t>(B + Needle.size());
  return R;
}

rules::Finding withFix(uint32_t B, uint32_t E, std::string Text) {
  rules::Finding F;
  F.Fixes.push_back({{{1, 1}, {1, 1}, B, E}, std::move(Text)});
  return F;
}

TEST(FixSupport, InsertsReleaseAfterStatementWithIndentAndCRLF) {
  std::string Src = "function f() {\r\n  const y = tf.zeros([1]);\r\n"
                    "  y.print();\r\n}\r\n";
  frontend::js::FixResolver R(Src, ir::Language::JavaScript);
  ir::FixRequest Q;
  Q.K = ir::FixRequest::Kind::InsertReleaseAfter;
  Q.At = at(Src, "y.print");
  Q.Origin = at(Src, "tf.zeros([1])");
  Q.Text = "y.dispose()";
  std::vector<ir::TextEdit> E = R.resolve(Q);
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Text, "\r\n  y.dispose();");
  EXPECT_EQ(E[0].Range.BeginOffset, Src.find("\r\n}"));
}

TEST(FixSupport, RefusesUseInNestedBlock) {
  std::string Src = "function f(c) {\n  const y = tf.zeros([1]);\n"
                    "  if (c) {\n    y.print();\n  }\n}\n";
  frontend::js::FixResolver R(Src, ir::Language::JavaScript);
  ir::FixRequest Q;
  Q.At = at(Src, "y.print");
  Q.Origin = at(Src, "tf.zeros([1])");
  Q.Text = "y.dispose()";
  EXPECT_TRUE(R.resolve(Q).empty());
}

TEST(FixSupport, WrapIsSpelledByTheRequest) {
  // The frontend gives the spelling (Module::ScopeWrap, from the library's
  // API model, with the file's name for the namespace); no spelling, no fix.
  std::string Src = "import * as tfc from '@tensorflow/tfjs-core';\n"
                    "function f(x) { tfc.mul(x, 2).print(); }\n";
  ir::FixRequest Q;
  Q.K = ir::FixRequest::Kind::WrapInScope;
  Q.At = at(Src, "tfc.mul(x, 2)");
  Q.Text = "tfc.tidy(() => {body})";
  std::vector<ir::TextEdit> E =
      frontend::js::FixResolver(Src, ir::Language::JavaScript).resolve(Q);
  ASSERT_EQ(E.size(), 2u);
  EXPECT_EQ(E[0].Text, "tfc.tidy(() => { ");
  EXPECT_EQ(E[1].Text, " });");
  Q.Text.clear();
  EXPECT_TRUE(frontend::js::FixResolver(Src, ir::Language::JavaScript)
                  .resolve(Q)
                  .empty());
}

/// Why releasing Name after the statement holding UseText (creation at
/// OriginText) is only a suggestion; "" for a proven fix, "<none>" when the
/// fix cannot be spelled at all. Retainer, if given, is a call that may keep
/// the value; ReleaseText replaces "NAME.dispose()"; InPlace, if given, is a
/// call the IR knows runs its callback in place (a freeing scope).
std::string whyNotSafe(const std::string &Src, llvm::StringRef OriginText,
                       llvm::StringRef UseText, llvm::StringRef Name,
                       llvm::StringRef Retainer = {},
                       llvm::StringRef ReleaseText = {},
                       llvm::StringRef InPlace = {}) {
  frontend::js::FixResolver R(Src, ir::Language::JavaScript);
  ir::FixRequest Q;
  Q.K = ir::FixRequest::Kind::InsertReleaseAfter;
  Q.Origin = at(Src, OriginText);
  Q.At = at(Src, UseText);
  Q.Subject = Name.str();
  Q.Text =
      ReleaseText.empty() ? (Name + ".dispose()").str() : ReleaseText.str();
  if (!Retainer.empty())
    Q.Retainers.push_back(at(Src, Retainer));
  if (!InPlace.empty())
    Q.InPlaceCalls.push_back(at(Src, InPlace));
  std::string Why;
  if (R.resolve(Q, &Why).empty())
    return "<none>";
  return Why;
}

TEST(FixSafety, ProvenWhenEveryMentionComesBefore) {
  std::string Src = "function f(m) {\n  const x = tf.ones([1]);\n"
                    "  const y = tf.tidy(() => x.add(1));\n"
                    "  console.log(tf.concat([x, y]).shape);\n  g(y);\n}\n";
  EXPECT_EQ(whyNotSafe(Src, "tf.ones([1])", "console.log", "x", {}, {},
                       "tf.tidy(() => x.add(1))"),
            "");
  // A call the IR does not know as a scope may run its callback later.
  EXPECT_EQ(whyNotSafe(Src, "tf.ones([1])", "console.log", "x"),
            "'x' is used at line 3 by a function that may run after the "
            "release");
}

TEST(FixSafety, UseAfterTheInsertionPoint) {
  std::string Src = "function f() {\n  const x = tf.ones([1]);\n  x.print();\n"
                    "  g();\n  x.print();\n}\n";
  EXPECT_EQ(whyNotSafe(Src, "tf.ones([1])", "x.print", "x"),
            "'x' is used at line 5, after where the release would go");
}

TEST(FixSafety, ClosuresThatMayRunLater) {
  std::string Src = "function f() {\n  const x = tf.ones([1]);\n"
                    "  setTimeout(() => x.print(), 1);\n  g();\n}\n";
  EXPECT_EQ(whyNotSafe(Src, "tf.ones([1])", "g()", "x"),
            "'x' is used at line 3 by a function that may run after the "
            "release");
  // An array method runs its callback in place.
  std::string Sync = "function f(a) {\n  const x = tf.ones([1]);\n"
                     "  a.forEach((v) => x.print());\n  g();\n}\n";
  EXPECT_EQ(whyNotSafe(Sync, "tf.ones([1])", "g()", "x"), "");
}

TEST(FixSafety, AliasesArraysConstructors) {
  std::string Alias = "function f() {\n  const x = tf.ones([1]);\n"
                      "  const y = x;\n  g();\n}\n";
  EXPECT_EQ(whyNotSafe(Alias, "tf.ones([1])", "g()", "x"),
            "'x' is aliased by 'y' at line 3");
  std::string Kept = "function f() {\n  const x = tf.ones([1]);\n"
                     "  const batch = [x, 1];\n  g();\n}\n";
  EXPECT_EQ(whyNotSafe(Kept, "tf.ones([1])", "g()", "x"),
            "'x' is put into an array or object at line 3 that may outlive "
            "the release");
  std::string Ctor = "function f() {\n  const x = tf.ones([1]);\n"
                     "  const w = new Wrapper(x);\n  g();\n}\n";
  EXPECT_EQ(whyNotSafe(Ctor, "tf.ones([1])", "g()", "x"),
            "'x' is passed to a constructor at line 3, which may keep it");
}

TEST(FixSafety, HoldersOfACallThatMayKeep) {
  std::string Src = "function f(model) {\n  const opt = tf.train.sgd(1);\n"
                    "  model.compile({optimizer: opt});\n  g();\n"
                    "  model.fit();\n}\n";
  EXPECT_EQ(whyNotSafe(Src, "tf.train.sgd(1)", "model.compile", "opt",
                       "model.compile({optimizer: opt})"),
            "'model' (which may hold 'opt') is used at line 5, after where "
            "the release would go");
  // Without the model saying the call may keep it, it is a plain use.
  EXPECT_EQ(whyNotSafe(Src, "tf.train.sgd(1)", "model.compile", "opt"), "");
  std::string Ds = "function f() {\n  const x = tf.ones([1]);\n"
                   "  const ds = tf.data.array([x]).batch(1);\n  g();\n"
                   "  use(ds);\n}\n";
  EXPECT_EQ(
      whyNotSafe(Ds, "tf.ones([1])", "const ds", "x", "tf.data.array([x])"),
      "'ds' (which may hold 'x') is used at line 5, after where the "
      "release would go");
}

TEST(FixSafety, LoopsRunEarlierMentionsAgain) {
  std::string Src = "function f(n) {\n  let x;\n  for (;;) {\n    g(x);\n"
                    "    x = tf.ones([1]);\n    x.print();\n  }\n}\n";
  EXPECT_EQ(whyNotSafe(Src, "x = tf.ones", "x.print", "x"),
            "'x' is used at line 4, which runs again after the release (same "
            "loop)");
}

TEST(FixSafety, ReleaseSpellingMustBeBound) {
  std::string Src = "function f() {\n  const x = ones();\n  g(x);\n}\n";
  EXPECT_EQ(whyNotSafe(Src, "ones()", "g(x)", "x", {}, "tf.dispose(x)"),
            "'tf' is not bound in this file");
  std::string Bound = "const tf = require('@tensorflow/tfjs');\n" + Src;
  EXPECT_EQ(whyNotSafe(Bound, "ones()", "g(x)", "x", {}, "tf.dispose(x)"), "");
}

TEST(FixApply, SkipsOverlappingFindingsKeepsOrder) {
  std::string Src = "abcdef";
  rules::Finding A = withFix(1, 3, "X"), B = withFix(2, 4, "Y"),
                 C = withFix(6, 6, "!");
  driver::FixedText T = driver::applyFixes(Src, {&A, &B, &C});
  EXPECT_EQ(T.Text, "aXdef!");
  EXPECT_EQ(T.Applied, 2u);
}

TEST(FixApply, SuggestionsAreNeverSelected) {
  rules::Finding Fix = withFix(0, 0, "a"), Suggestion = withFix(2, 2, "b");
  Suggestion.SuggestionReason = "'x' is used later";
  driver::FixSelection S =
      driver::selectFixes({&Fix, &Suggestion}, /*TextSize=*/4);
  ASSERT_EQ(S.Edits.size(), 1u);
  EXPECT_EQ(S.Edits[0]->Text, "a");
  EXPECT_EQ(S.Findings, 1u);
}

TEST(FixApply, UnifiedDiffHunk) {
  std::string D = driver::unifiedDiff("a.js", "1\n2\n3\n", "1\n2\nx\n3\n");
  EXPECT_EQ(D, "--- a/a.js\n+++ b/a.js\n@@ -1,3 +1,4 @@\n 1\n 2\n+x\n 3\n");
  EXPECT_EQ(driver::unifiedDiff("a.js", "same", "same"), "");
}

TEST(FixApply, SyntaxErrorCount) {
  EXPECT_EQ(frontend::js::countSyntaxErrors("f();\n", ir::Language::JavaScript),
            0u);
  EXPECT_GT(frontend::js::countSyntaxErrors("f(;\n", ir::Language::JavaScript),
            0u);
}

} // namespace
