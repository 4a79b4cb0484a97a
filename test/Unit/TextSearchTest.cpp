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

TEST(TextSearchTest, LooksForTheRarestByte) {
  EXPECT_EQ(rarestByteIndex("require"), 2u);      // q
  EXPECT_EQ(rarestByteIndex("tensorlint-"), 10u); // -
  EXPECT_EQ(rarestByteIndex("x"), 0u);
  // Bytes outside printable ASCII are the rarest of all.
  EXPECT_EQ(rarestByteIndex("a\xc3\xa9"), 1u);
}

// Every needle position of the pivot byte (first, middle, last), matches
// that overlap, candidates cut off by the end of the text and by From, on
// texts made of few letters so that the pivot byte occurs everywhere.
TEST(TextSearchTest, AgreesWithStringRefFindOnDenseTexts) {
  uint32_t Seed = 12345;
  auto Next = [&Seed] {
    Seed = Seed * 1103515245u + 12345u;
    return (Seed >> 16) & 0x7fff;
  };
  const char Alphabet[] = {'q', 'a', 'q', '-', 'e'};
  for (int Round = 0; Round < 300; ++Round) {
    std::string Text, Needle;
    for (size_t I = 0, N = Next() % 40; I < N; ++I)
      Text += Alphabet[Next() % sizeof(Alphabet)];
    for (size_t I = 0, N = 1 + Next() % 4; I < N; ++I)
      Needle += Alphabet[Next() % sizeof(Alphabet)];
    for (size_t From = 0; From <= Text.size() + 1; ++From)
      ASSERT_EQ(findText(Text, Needle, From),
                llvm::StringRef(Text).find(Needle, From))
          << "text '" << Text << "' needle '" << Needle << "' from " << From;
  }
}

} // namespace
