//===- PathGlobTest.cpp - The .tensorlint.yaml glob matcher
//----------------===//
//
// tools/driver/PathGlob.cpp matches by computing reachable positions instead
// of backtracking; these cases pin down every pattern element so the rewrite
// keeps the documented meaning (PathGlob.h). A hostile pattern that the old
// matcher took exponential time on is run by
// test/robustness/glob-backtracking.test under a time limit.
//
//===----------------------------------------------------------------------===//

#include "tools/driver/PathGlob.h"

#include "gtest/gtest.h"

#include <string>

using namespace tensorlint::driver;

namespace {

TEST(PathGlob, StarStaysWithinASegment) {
  EXPECT_TRUE(matchPathGlob("src/*.js", "src/a.js"));
  EXPECT_TRUE(matchPathGlob("src/*.js", "src/.js"));
  EXPECT_FALSE(matchPathGlob("src/*.js", "src/a/b.js"));
  EXPECT_TRUE(matchPathGlob("src/a*b*c", "src/abc"));
  EXPECT_TRUE(matchPathGlob("src/a*b*c", "src/axxbyyc"));
  EXPECT_FALSE(matchPathGlob("src/a*b*c", "src/axxbyy"));
  EXPECT_FALSE(matchPathGlob("s*c/x", "s/c/x"));
}

TEST(PathGlob, QuestionMarkIsOneCharacterButNotASeparator) {
  EXPECT_TRUE(matchPathGlob("a?c/x.js", "abc/x.js"));
  EXPECT_FALSE(matchPathGlob("a?c/x.js", "ac/x.js"));
  EXPECT_FALSE(matchPathGlob("a?c/x.js", "a/c/x.js"));
}

TEST(PathGlob, DoubleStarSlashIsZeroOrMoreSegments) {
  EXPECT_TRUE(matchPathGlob("a/**/b.js", "a/b.js"));
  EXPECT_TRUE(matchPathGlob("a/**/b.js", "a/x/b.js"));
  EXPECT_TRUE(matchPathGlob("a/**/b.js", "a/x/y/z/b.js"));
  EXPECT_FALSE(matchPathGlob("a/**/b.js", "a/xb.js"));
  EXPECT_FALSE(matchPathGlob("a/**/b.js", "ab.js"));
  EXPECT_TRUE(matchPathGlob("**/fixtures/*", "x/y/fixtures/a.js"));
  EXPECT_TRUE(matchPathGlob("a/***/b", "a/x/b")); // "***/" is "**/"
}

TEST(PathGlob, TrailingDoubleStarMatchesEverythingBelow) {
  EXPECT_TRUE(matchPathGlob("test/**", "test/a.js"));
  EXPECT_TRUE(matchPathGlob("test/**", "test/a/b/c.js"));
  EXPECT_TRUE(matchPathGlob("te**", "test/a/b.js"));
  EXPECT_FALSE(matchPathGlob("test/**", "tests/a.js"));
}

TEST(PathGlob, DoubleStarInsideASegmentIsAStar) {
  EXPECT_TRUE(matchPathGlob("src/a**z.js", "src/abcz.js"));
  EXPECT_FALSE(matchPathGlob("src/a**z.js", "src/a/z.js"));
}

TEST(PathGlob, PatternsWithoutSlashMatchAtAnyDepthAndDirectoriesAbove) {
  EXPECT_TRUE(matchPathGlob("*.min.js", "a/b/x.min.js"));
  EXPECT_TRUE(matchPathGlob("dist", "dist/a/b.js"));
  EXPECT_TRUE(matchPathGlob("./dist/", "dist/a/b.js"));
  EXPECT_FALSE(matchPathGlob("dist", "distx/a.js"));
  EXPECT_FALSE(matchPathGlob("", "a.js"));
}

TEST(PathGlob, NameGlobStarCrossesEverything) {
  EXPECT_TRUE(matchNameGlob("tensor-*", "tensor-undisposed"));
  EXPECT_TRUE(matchNameGlob("*/*", "a/b/c"));
  EXPECT_TRUE(matchNameGlob("t?nsor-**", "tensor-x"));
  EXPECT_FALSE(matchNameGlob("tensor-a", "tensor-ab"));
  EXPECT_TRUE(matchNameGlob("", ""));
  EXPECT_FALSE(matchNameGlob("", "a"));
}

TEST(PathGlob, ManyStarsAgainstALongName) {
  // Exponential for a backtracking matcher; answered at once here.
  std::string Pattern, Name(2000, 'a');
  for (int I = 0; I < 200; ++I)
    Pattern += "*a";
  EXPECT_FALSE(matchPathGlob(Pattern + "*b", "src/" + Name + ".js"));
  EXPECT_TRUE(matchPathGlob(Pattern + "*", "src/" + Name + ".js"));
  EXPECT_FALSE(matchNameGlob(Pattern + "*b", Name));
}

} // namespace
