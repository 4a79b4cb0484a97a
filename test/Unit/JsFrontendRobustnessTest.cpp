//===- JsFrontendRobustnessTest.cpp - Bad input never crashes -------------===//

#include "JsFrontendTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;
using ir::Language;
using ir::OpKind;

TEST(JsFrontendRobustness, EmptyFile) {
  ir::Module M = lowerJs("");
  ASSERT_EQ(M.Functions.size(), 1u);
  EXPECT_TRUE(M.Diags.empty());
}

TEST(JsFrontendRobustness, BomKeepsColumnsAndOffsets) {
  std::string Src = "\xEF\xBB\xBFimport * as tf from '@tensorflow/tfjs';\n"
                    "const t = tf.ones([1]);\n";
  ir::Module M = lowerJs(Src);
  auto C = opsOf(M.Functions[0], OpKind::Create);
  ASSERT_EQ(C.size(), 1u);
  EXPECT_EQ(C[0]->Range.Begin.Line, 2u);
  EXPECT_EQ(C[0]->Range.Begin.Col, 11u);
  EXPECT_EQ(Src.substr(C[0]->Range.BeginOffset, 7), "tf.ones");
  // A create on line 1, right after the BOM, is column 1.
  ir::Module M2 = lowerJs("\xEF\xBB\xBFtf.ones([1]);\n");
  auto C2 = opsOf(M2.Functions[0], OpKind::Create);
  ASSERT_EQ(C2.size(), 1u);
  EXPECT_EQ(C2[0]->Range.Begin.Col, 1u);
  EXPECT_EQ(C2[0]->Range.BeginOffset, 3u);
}

TEST(JsFrontendRobustness, CrlfLines) {
  ir::Module M = lowerJs("\r\n\r\n  tf.ones([1]);\r\n");
  auto C = opsOf(M.Functions[0], OpKind::Create);
  ASSERT_EQ(C.size(), 1u);
  EXPECT_EQ(C[0]->Range.Begin.Line, 3u);
  EXPECT_EQ(C[0]->Range.Begin.Col, 3u);
}

TEST(JsFrontendRobustness, SyntaxErrorReportedOnceAndRestLowered) {
  ir::Module M = lowerJs("function f( {\n"
                         "const a = ;\n"
                         "function g() { tf.ones([1]); }\n");
  ASSERT_EQ(M.Diags.size(), 1u);
  EXPECT_EQ(M.Diags[0].Message,
            "syntax error; analysis of the code around it may be incomplete");
  bool Created = false;
  for (const ir::Function &F : M.Functions)
    Created |= !opsOf(F, OpKind::Create).empty();
  EXPECT_TRUE(Created);
}

TEST(JsFrontendRobustness, DeepNestingIsBounded) {
  for (auto [Open, Close] : {std::pair<std::string, std::string>{"[", "]"},
                             {"(", ")"},
                             {"f(", ")"},
                             {"x => ", ""},
                             {"(() => { return ", "})()"},
                             {"function g() { if (x) { ", "} }"}}) {
    std::string Src = "const a = () => { ";
    for (int I = 0; I < 10000; ++I)
      Src += Open;
    Src += "1";
    for (int I = 0; I < 10000; ++I)
      Src += Close;
    Src += "; };\n";
    ir::Module M = lowerJs(Src);
    size_t DepthDiags = 0;
    for (const ir::FrontendDiag &D : M.Diags)
      DepthDiags += llvm::StringRef(D.Message).contains("nested deeper");
    EXPECT_EQ(DepthDiags, 1u) << Open;
  }
}

TEST(JsFrontendRobustness, NulBytesAndInvalidUtf8) {
  std::string Src(
      "const a = 1;\0\0 tf.ones([1]);\n\xff\xfe\xc3( tf.zeros([2]);\n", 50);
  ir::Module M = lowerJs(Src);
  EXPECT_GE(M.Functions.size(), 1u);
  ir::Module M2 = lowerJs(std::string("\x80\x81\x82\xc0\xaf", 5));
  EXPECT_EQ(M2.Functions.size(), 1u);
}

TEST(JsFrontendRobustness, ControlCharactersReadAsSpaces) {
  // A stray SOH (and NULs) where TSX expects a parameter list: the parser's
  // error recovery ran for hours before tree-sitter read control characters
  // as spaces (fuzz/corpus/fuzz_js_frontend/timeout-tsx-control-character).
  std::string Src("import * as tf from '@tensorflow/tfjs';\n"
                  "export function His\x01\0\0\0( data }: { d) {\n"
                  "  return <ul>{tf.tensor1d(data).arraySync()}</ul>;\n"
                  "}\n",
                  133);
  ir::Module M = lowerJs(Src, ir::Language::TSX, "t.tsx");
  EXPECT_GE(M.Functions.size(), 1u);
  // Offsets stay where they were: a call after control characters on its
  // line is at its column.
  ir::Module N = lowerJs(std::string("import * as tf from '@tensorflow/tfjs';\n"
                                     "\x01\0 tf.ones([1]).print();\n",
                                     65),
                         ir::Language::TSX, "t.tsx");
  bool Found = false;
  for (const ir::Function &F : N.Functions)
    for (const ir::Block &B : F.Blocks)
      for (const ir::Op &O : B.Ops)
        if (O.Api == "tf.ones")
          Found |= O.Range.Begin.Line == 2 && O.Range.Begin.Col == 4 &&
                   O.Range.BeginOffset == 43;
  EXPECT_TRUE(Found);
}

TEST(JsFrontendRobustness, LargeGeneratedFile) {
  std::string Src = "import * as tf from '@tensorflow/tfjs';\n";
  for (int I = 0; I < 100000; ++I)
    Src += "function f" + std::to_string(I) + "(x) { const y = tf.ones([" +
           std::to_string(I) + "]); return y; }\n";
  ir::Module M = lowerJs(Src);
  EXPECT_EQ(M.Functions.size(), 100001u);
  EXPECT_TRUE(M.Diags.empty());
}

TEST(JsFrontendRobustness, MinifiedSingleLine) {
  std::string Src = "var tf=require('@tensorflow/tfjs');";
  for (int I = 0; I < 20000; ++I)
    Src += "function a" + std::to_string(I) + "(b){return b&&tf.ones([1])}";
  ir::Module M = lowerJs(Src);
  EXPECT_EQ(M.Functions.size(), 20001u);
}
