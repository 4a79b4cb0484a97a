//===- DriverSuppressionsTest.cpp - Inline suppression comments -----------===//

// GCC 12 reports a false -Wrestrict inside inlined std::string code here
// (GCC bug 105329).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

#include "tools/driver/PathGlob.h"
#include "tools/driver/Suppressions.h"

#include "gtest/gtest.h"

using namespace tensorlint;
using namespace tensorlint::driver;

namespace {

rules::Finding finding(const char *Rule, uint32_t Line, uint32_t Col = 3) {
  rules::Finding F;
  F.RuleId = Rule;
  F.Path = "a";
  F.Range.Begin = {Line, Col};
  return F;
}

TEST(DriverSuppressions, CCommentsSkipStringsAndRawStrings) {
  std::vector<Comment> Cs =
      findComments("const char *a = \"// NOLINT\"; // one\n"
                   "auto b = R\"x(/* NOLINT */)\")x\"; /* two */\n"
                   "int c = 1'0; // three NOLINT\n",
                   ir::Language::CXX);
  ASSERT_EQ(Cs.size(), 3u);
  EXPECT_EQ(Cs[0].Text, " one");
  EXPECT_EQ(Cs[1].Text, " two ");
  EXPECT_EQ(Cs[2].Begin.Line, 3u);
}

TEST(DriverSuppressions, JsCommentsComeFromTheTree) {
  std::vector<Comment> Cs =
      findComments("const s = '// tensorlint-disable-line';\n"
                   "const t = `${1} // tensorlint-disable-line`;\n"
                   "// tensorlint-disable-line\n",
                   ir::Language::JavaScript);
  ASSERT_EQ(Cs.size(), 1u);
  EXPECT_EQ(Cs[0].Begin.Line, 3u);
}

TEST(DriverSuppressions, NextLineWithListAndReason) {
  SuppressionSet S = SuppressionSet::parse(
      "// tensorlint-disable-next-line tensor-a, tensor-b -- why\nx\n",
      ir::Language::JavaScript);
  ASSERT_EQ(S.directives().size(), 1u);
  EXPECT_EQ(S.directives()[0].Reason, "why");
  EXPECT_TRUE(S.suppresses(finding("tensor-b", 2)));
  EXPECT_FALSE(S.suppresses(finding("tensor-c", 2)));
  EXPECT_FALSE(S.suppresses(finding("tensor-a", 1)));
}

TEST(DriverSuppressions, BlockEnableOfOneRule) {
  SuppressionSet S = SuppressionSet::parse("/* tensorlint-disable */\n"
                                           "x\n"
                                           "/* tensorlint-enable tensor-a */\n"
                                           "y\n",
                                           ir::Language::JavaScript);
  EXPECT_TRUE(S.suppresses(finding("tensor-a", 2)));
  EXPECT_FALSE(S.suppresses(finding("tensor-a", 4)));
  EXPECT_TRUE(S.suppresses(finding("tensor-b", 4)));
}

TEST(DriverSuppressions, NolintFormsOnlyInC) {
  const char *Text = "x; // NOLINT(tensor-a)\n"
                     "// NOLINTNEXTLINE\n"
                     "y;\n";
  SuppressionSet C = SuppressionSet::parse(Text, ir::Language::C);
  EXPECT_TRUE(C.suppresses(finding("tensor-a", 1)));
  EXPECT_FALSE(C.suppresses(finding("tensor-b", 1)));
  EXPECT_TRUE(C.suppresses(finding("tensor-b", 3)));
  SuppressionSet Js = SuppressionSet::parse(Text, ir::Language::JavaScript);
  EXPECT_TRUE(Js.directives().empty());
}

TEST(DriverSuppressions, UnusedSkipsBareNolint) {
  SuppressionSet S = SuppressionSet::parse("x; // NOLINT\n"
                                           "y; // NOLINT(tensor-a)\n"
                                           "z; // tensorlint-disable-line\n",
                                           ir::Language::CXX);
  std::vector<rules::Finding> U = S.unused("a");
  ASSERT_EQ(U.size(), 2u);
  EXPECT_EQ(U[0].RuleId, UnusedSuppressionRule);
  EXPECT_EQ(U[0].Range.Begin.Line, 2u);
  EXPECT_EQ(U[1].Range.Begin.Line, 3u);
}

TEST(DriverPathGlob, Patterns) {
  EXPECT_TRUE(matchPathGlob("*.min.js", "a/b/x.min.js"));
  EXPECT_FALSE(matchPathGlob("src/*.js", "src/a/x.js"));
  EXPECT_TRUE(matchPathGlob("src/**/*.js", "src/a/x.js"));
  EXPECT_TRUE(matchPathGlob("src/**/*.js", "src/x.js"));
  EXPECT_TRUE(matchPathGlob("dist/", "dist/a/b.js"));
  EXPECT_TRUE(matchPathGlob("dist", "dist/a/b.js"));
  EXPECT_FALSE(matchPathGlob("dist", "distx/a.js"));
  EXPECT_TRUE(matchPathGlob("test/**", "test/a.js"));
  EXPECT_TRUE(matchNameGlob("tensor-*", "tensor-undisposed"));
  EXPECT_FALSE(matchNameGlob("tensor-a", "tensor-ab"));
}

} // namespace
