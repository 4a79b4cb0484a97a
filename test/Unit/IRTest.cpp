#include "ir/IRPrinter.h"

#include <gtest/gtest.h>

using namespace tensorlint::ir;

TEST(IRPrinter, PrintsValuesBlocksAndOps) {
  Module M;
  M.Path = "a.js";
  Function F;
  F.Name = "f";
  F.Range.Begin = {1, 1};
  Value Y;
  Y.Name = "y";
  Y.Decl = {{2, 9}, {2, 10}, 0, 0};
  F.Values.push_back(Y);
  Block B;
  Op C;
  C.Kind = OpKind::Create;
  C.Dst = 0;
  C.Api = "model.predict";
  C.Range.Begin = {2, 13};
  B.Ops.push_back(C);
  Op R;
  R.Kind = OpKind::Escape;
  R.Src = 0;
  R.Escape = EscapeKind::Return;
  R.Range.Begin = {3, 3};
  B.Ops.push_back(R);
  B.Succs = {1};
  F.Blocks.push_back(B);
  F.Blocks.push_back(Block{});
  F.Exit = 1;
  M.Functions.push_back(F);

  std::string S;
  llvm::raw_string_ostream OS(S);
  print(M, OS);
  EXPECT_EQ(S, "module \"a.js\" javascript\n"
               "@0 function \"f\" @1:1 freq=unknown\n"
               "  value %0 \"y\" tensor local @2:9\n"
               "  bb0: -> bb1\n"
               "    2:13 create %0 api=\"model.predict\"\n"
               "    3:3 escape %0 to=return\n"
               "  bb1: exit\n");
}
