//===- TextSearchTest.cpp - Finding a word in a whole file ----------------===//

#include "frontend/TextSearch.h"

#include "gtest/gtest.h"

using namespace tensorlint::frontend;

namespace {

TEST(TextSearchTest, FindsLikeStringRefFind) {
  llvm::StringRef Text = "const tf = require('x'); // required\nrequire";
  for (llvm::StringRef Needle :
       {"require", "x", "const", "required\n", "absent", "equire('"})
    for (size_t From = 0; From <= Text.size() + 1; ++From)
      EXPECT_EQ(findText(Text, Needle, From), Text.find(Needle, From))
          << Needle.str() << " from " << From;
}

TEST(TextSearchTest, EdgeCases) {
  EXPECT_EQ(findText("", "a"), llvm::StringRef::npos);
  EXPECT_EQ(findText("abc", ""), llvm::StringRef::npos);
  EXPECT_EQ(findText("ab", "abc"), llvm::StringRef::npos);
  EXPECT_EQ(findText("abc", "abc"), 0u);
  EXPECT_EQ(findText("abcabc", "abc", 1), 3u);
  EXPECT_EQ(findText("abc", "c", 3), llvm::StringRef::npos);
  EXPECT_TRUE(containsText("// tensorlint-disable", "tensorlint-"));
  EXPECT_FALSE(containsText("// tensorlint disable", "tensorlint-"));
  // Embedded NUL bytes are text like any other.
  std::string WithNul("a\0require", 9);
  EXPECT_EQ(findText(WithNul, "require"), 2u);
}

} // namespace
