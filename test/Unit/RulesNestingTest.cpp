//===- RulesNestingTest.cpp - Functions nested in a function --------------===//

#include "rules/RuleContext.h"

#include <gtest/gtest.h>

using namespace tensorlint;

namespace {

ir::Function functionAt(uint32_t Begin, uint32_t End) {
  ir::Function F;
  F.Range.Begin = {1, 1};
  F.Range.BeginOffset = Begin;
  F.Range.EndOffset = End;
  return F;
}

/// The scan FunctionNesting replaces: every function, in id order.
llvm::SmallVector<ir::FunctionId, 4> scan(const ir::Module &M,
                                          const ir::SourceRange &R) {
  llvm::SmallVector<ir::FunctionId, 4> Out;
  for (ir::FunctionId Id = 0; Id != M.Functions.size(); ++Id)
    if (M.Functions[Id].Range.BeginOffset >= R.BeginOffset &&
        M.Functions[Id].Range.EndOffset <= R.EndOffset)
      Out.push_back(Id);
  return Out;
}

TEST(FunctionNesting, FindsNestedFunctionsInIdOrder) {
  ir::Module M;
  M.Functions = {functionAt(0, 100), functionAt(10, 50), functionAt(20, 30),
                 functionAt(60, 90), functionAt(50, 60)};
  rules::FunctionNesting N(M);
  EXPECT_EQ(N.within(M.Functions[1].Range),
            (llvm::SmallVector<ir::FunctionId, 4>{1, 2}));
  EXPECT_EQ(N.within(M.Functions[0].Range),
            (llvm::SmallVector<ir::FunctionId, 4>{0, 1, 2, 3, 4}));
  EXPECT_EQ(N.within(M.Functions[2].Range),
            (llvm::SmallVector<ir::FunctionId, 4>{2}));
}

// Random modules, with functions out of source order, equal ranges and
// ranges that end before they begin: the same answer as the scan.
TEST(FunctionNesting, AgreesWithAScanOfEveryFunction) {
  uint32_t Seed = 7;
  auto Next = [&Seed](uint32_t Bound) {
    Seed = Seed * 1103515245u + 12345u;
    return ((Seed >> 16) & 0x7fff) % Bound;
  };
  for (int Round = 0; Round < 200; ++Round) {
    ir::Module M;
    for (uint32_t I = 0, N = 1 + Next(12); I < N; ++I) {
      uint32_t Begin = Next(40);
      M.Functions.push_back(
          functionAt(Begin, Next(5) == 0 ? Next(40) : Begin + Next(20)));
    }
    rules::FunctionNesting Nesting(M);
    for (int Query = 0; Query < 10; ++Query) {
      ir::SourceRange R;
      R.BeginOffset = Next(40);
      R.EndOffset = R.BeginOffset + Next(30);
      EXPECT_EQ(Nesting.within(R), scan(M, R)) << "round " << Round;
    }
  }
}

} // namespace
