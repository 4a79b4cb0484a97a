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

TEST(FixSupport, WrapNeedsNamespaceBinding) {
  std::string With = "import * as tf from '@tensorflow/tfjs';\n"
                     "function f(x) { tf.mul(x, 2).print(); }\n";
  std::string Without = "import { mul } from '@tensorflow/tfjs';\n"
                        "function f(x) { mul(x, 2).print(); }\n";
  ir::FixRequest Q;
  Q.K = ir::FixRequest::Kind::WrapInScope;
  Q.At = at(With, "tf.mul(x, 2)");
  EXPECT_EQ(frontend::js::FixResolver(With, ir::Language::JavaScript)
                .resolve(Q)
                .size(),
            2u);
  Q.At = at(Without, "mul(x, 2)");
  EXPECT_TRUE(frontend::js::FixResolver(Without, ir::Language::JavaScript)
                  .resolve(Q)
                  .empty());
}

TEST(FixApply, SkipsOverlappingFindingsKeepsOrder) {
  std::string Src = "abcdef";
  rules::Finding A = withFix(1, 3, "X"), B = withFix(2, 4, "Y"),
                 C = withFix(6, 6, "!");
  driver::FixedText T = driver::applyFixes(Src, {&A, &B, &C});
  EXPECT_EQ(T.Text, "aXdef!");
  EXPECT_EQ(T.Applied, 2u);
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
