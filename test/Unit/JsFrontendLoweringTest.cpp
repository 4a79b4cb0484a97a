//===- JsFrontendLoweringTest.cpp - What JS/TS code lowers to -------------===//

#include "JsFrontendTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;
using ir::Language;
using ir::OpKind;

TEST(JsFrontendLowering, DumpSmoke) {
  std::string S = dumpJs("import * as tf from '@tensorflow/tfjs';\n"
                         "function run(model, x) {\n"
                         "  for (let i = 0; i < 3; i++) {\n"
                         "    const y = model.predict(x);\n"
                         "    y.print();\n"
                         "  }\n"
                         "  const a = tf.add(x, 1);\n"
                         "  const b = a.add(x).mul(2);\n"
                         "  return b;\n"
                         "}\n");
  llvm::errs() << S;
  EXPECT_NE(S.find("create"), std::string::npos);
}
