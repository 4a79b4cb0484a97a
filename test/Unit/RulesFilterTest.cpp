//===- RulesFilterTest.cpp - The rule list and clang-tidy style globs -----===//

#include "test/Unit/RulesTestUtil.h"

#include "llvm/ADT/StringSet.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;

namespace {

TEST(RulesRegistry, TableIsSortedAndComplete) {
  const auto &All = rules::allRules();
  llvm::StringSet<> Ids;
  llvm::StringRef Previous;
  for (const rules::RuleInfo &R : All) {
    EXPECT_TRUE(llvm::StringRef(R.Id).starts_with("tensor-"));
    EXPECT_FALSE(llvm::StringRef(R.Summary).empty());
    EXPECT_NE(R.Check, nullptr) << R.Id;
    EXPECT_LT(Previous, llvm::StringRef(R.Id)) << "RuleTable.def unsorted";
    Previous = R.Id;
    EXPECT_TRUE(Ids.insert(R.Id).second) << R.Id;
  }
  for (const char *Id : {"tensor-undisposed", "tensor-chained-temporary",
                         "tensor-async-tidy", "tensor-model-reload",
                         "tensor-use-after-dispose", "tensor-double-dispose"})
    EXPECT_TRUE(Ids.contains(Id)) << Id;
}

TEST(RulesFilter, DefaultEnablesTheRulesOnByDefault) {
  rules::RuleFilter F;
  for (const rules::RuleInfo &R : rules::allRules())
    EXPECT_EQ(F.isEnabled(R.Id), rules::isOnByDefault(R.Id)) << R.Id;
  EXPECT_TRUE(rules::RuleFilter("").isEnabled("tensor-undisposed"));
  // defaultChecks spells the default set as a glob list.
  rules::RuleFilter Spelled(rules::defaultChecks());
  for (const rules::RuleInfo &R : rules::allRules())
    EXPECT_EQ(Spelled.isEnabled(R.Id), F.isEnabled(R.Id)) << R.Id;
}

TEST(RulesFilter, OffByDefaultRunsOnlyWhereNamed) {
  // A rule off by default (RuleTable.def's column): left out by the
  // default set and by a list that only takes rules away, enabled by a
  // glob that names it or all rules.
  EXPECT_FALSE(rules::RuleFilter().isEnabled("tensor-new", false));
  EXPECT_FALSE(
      rules::RuleFilter("-tensor-model-reload").isEnabled("tensor-new", false));
  EXPECT_TRUE(rules::RuleFilter("tensor-new").isEnabled("tensor-new", false));
  EXPECT_TRUE(rules::RuleFilter("*").isEnabled("tensor-new", false));
  EXPECT_TRUE(rules::RuleFilter("-*,tensor-*").isEnabled("tensor-new", false));
  EXPECT_FALSE(
      rules::RuleFilter("*,-tensor-new").isEnabled("tensor-new", false));
  // An id that is no rule is on (the filter says nothing of it).
  EXPECT_TRUE(rules::isOnByDefault("tensor-no-such-rule"));
}

TEST(RulesFilter, Globs) {
  rules::RuleFilter Only("-*,tensor-undisposed");
  EXPECT_TRUE(Only.isEnabled("tensor-undisposed"));
  EXPECT_FALSE(Only.isEnabled("tensor-double-dispose"));

  rules::RuleFilter AllBut("tensor-*,-tensor-model-reload");
  EXPECT_TRUE(AllBut.isEnabled("tensor-undisposed"));
  EXPECT_FALSE(AllBut.isEnabled("tensor-model-reload"));

  rules::RuleFilter JustNeg("-tensor-model-reload");
  EXPECT_TRUE(JustNeg.isEnabled("tensor-async-tidy"));
  EXPECT_FALSE(JustNeg.isEnabled("tensor-model-reload"));

  rules::RuleFilter Middle("-*, *-dispose ");
  EXPECT_TRUE(Middle.isEnabled("tensor-double-dispose"));
  EXPECT_TRUE(Middle.isEnabled("tensor-use-after-dispose"));
  EXPECT_FALSE(Middle.isEnabled("tensor-undisposed"));

  // Later entries win.
  rules::RuleFilter Later("-*,tensor-undisposed,-tensor-*");
  EXPECT_FALSE(Later.isEnabled("tensor-undisposed"));
}

TEST(RulesFilter, AppliesToAnalysis) {
  ir::Module M = makeModule();
  FnBuilder F(M, "f");
  auto Y = F.local("y");
  F.in(0)
      .create(Y, "tf.add", 2)
      .release(Y, 3)
      .release(Y, 4)
      .use(Y, 5)
      .create(Y, "tf.mul", 6)
      .end();
  EXPECT_EQ(runRules(M).size(), 3u);
  auto Fs = runRules(M, "-*,tensor-double-dispose");
  ASSERT_EQ(Fs.size(), 1u);
  EXPECT_EQ(Fs[0].RuleId, "tensor-double-dispose");
  EXPECT_TRUE(runRules(M, "-*").empty());
}

} // namespace
