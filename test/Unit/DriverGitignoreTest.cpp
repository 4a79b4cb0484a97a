//===- DriverGitignoreTest.cpp - .gitignore matching ----------------------===//

#include "tools/driver/Gitignore.h"

#include "gtest/gtest.h"

using namespace tensorlint::driver;
using M = Gitignore::Match;

namespace {

TEST(DriverGitignore, NameMatchesAtAnyDepth) {
  Gitignore G = Gitignore::parse("*.min.js\nbuild\n");
  EXPECT_EQ(G.match("a.min.js", false), M::Ignored);
  EXPECT_EQ(G.match("src/deep/a.min.js", false), M::Ignored);
  EXPECT_EQ(G.match("a.js", false), M::None);
  EXPECT_EQ(G.match("build", true), M::Ignored);
  EXPECT_EQ(G.match("src/build", false), M::Ignored);
  EXPECT_EQ(G.match("builds", true), M::None);
}

TEST(DriverGitignore, StarDoesNotCrossSlash) {
  Gitignore G = Gitignore::parse("src/*.js\n");
  EXPECT_EQ(G.match("src/a.js", false), M::Ignored);
  EXPECT_EQ(G.match("src/sub/a.js", false), M::None);
  EXPECT_EQ(G.match("other/src/a.js", false), M::None); // anchored
}

TEST(DriverGitignore, LeadingSlashAnchors) {
  Gitignore G = Gitignore::parse("/dist\n");
  EXPECT_EQ(G.match("dist", true), M::Ignored);
  EXPECT_EQ(G.match("pkg/dist", true), M::None);
}

TEST(DriverGitignore, TrailingSlashMatchesDirectoriesOnly) {
  Gitignore G = Gitignore::parse("out/\n");
  EXPECT_EQ(G.match("out", true), M::Ignored);
  EXPECT_EQ(G.match("out", false), M::None);
  EXPECT_EQ(G.match("a/out", true), M::Ignored);
  EXPECT_TRUE(G.isIgnored("out/x.js", false));
  EXPECT_FALSE(G.isIgnored("out.js", false));
}

TEST(DriverGitignore, NegationLastMatchWins) {
  Gitignore G = Gitignore::parse("*.js\n!keep.js\n");
  EXPECT_EQ(G.match("a.js", false), M::Ignored);
  EXPECT_EQ(G.match("keep.js", false), M::Included);
  EXPECT_EQ(G.match("sub/keep.js", false), M::Included);
  Gitignore H = Gitignore::parse("!keep.js\n*.js\n");
  EXPECT_EQ(H.match("keep.js", false), M::Ignored);
}

TEST(DriverGitignore, NoReincludeInsideIgnoredDirectory) {
  Gitignore G = Gitignore::parse("gen/\n!gen/keep.js\n");
  EXPECT_EQ(G.match("gen/keep.js", false), M::Included);
  EXPECT_TRUE(G.isIgnored("gen/keep.js", false));
}

TEST(DriverGitignore, DoubleStar) {
  Gitignore G = Gitignore::parse("**/fixtures\nlogs/**\na/**/b.js\n");
  EXPECT_EQ(G.match("fixtures", true), M::Ignored);
  EXPECT_EQ(G.match("x/y/fixtures", true), M::Ignored);
  EXPECT_EQ(G.match("logs/x.js", false), M::Ignored);
  EXPECT_EQ(G.match("logs/d/x.js", false), M::Ignored);
  EXPECT_EQ(G.match("logs", true), M::None); // only what is inside
  EXPECT_EQ(G.match("a/b.js", false), M::Ignored);
  EXPECT_EQ(G.match("a/x/b.js", false), M::Ignored);
  EXPECT_EQ(G.match("a/x/y/b.js", false), M::Ignored);
  EXPECT_EQ(G.match("z/a/b.js", false), M::None);
}

TEST(DriverGitignore, CommentsBlanksEscapesAndSpaces) {
  Gitignore G = Gitignore::parse("# comment\n\n\\#hash.js\n\\!bang.js\n"
                                 "trail.js   \nsp\\ .js\r\n");
  EXPECT_EQ(G.match("# comment", false), M::None);
  EXPECT_EQ(G.match("#hash.js", false), M::Ignored);
  EXPECT_EQ(G.match("!bang.js", false), M::Ignored);
  EXPECT_EQ(G.match("trail.js", false), M::Ignored);
  EXPECT_EQ(G.match("sp .js", false), M::Ignored);
}

TEST(DriverGitignore, CharacterClassesAndQuestionMark) {
  Gitignore G = Gitignore::parse("v[0-9].js\nx?.js\n[!a]b.js\n");
  EXPECT_EQ(G.match("v1.js", false), M::Ignored);
  EXPECT_EQ(G.match("va.js", false), M::None);
  EXPECT_EQ(G.match("xy.js", false), M::Ignored);
  EXPECT_EQ(G.match("x/.js", false), M::None);
  EXPECT_EQ(G.match("cb.js", false), M::Ignored);
  EXPECT_EQ(G.match("ab.js", false), M::None);
}

TEST(DriverGitignore, BadPatternIsReportedAndSkipped) {
  Gitignore G = Gitignore::parse("ok.js\n[unclosed\n");
  ASSERT_EQ(G.badPatterns().size(), 1u);
  EXPECT_EQ(G.badPatterns()[0].Line, 2u);
  EXPECT_EQ(G.match("ok.js", false), M::Ignored);
}

TEST(DriverGitignore, HostileDoubleStarsStayFast) {
  std::string Pat;
  for (int I = 0; I < 40; ++I)
    Pat += "**/a/";
  Pat += "b";
  std::string Path;
  for (int I = 0; I < 60; ++I)
    Path += "a/";
  Path += "c";
  Gitignore G = Gitignore::parse(Pat);
  EXPECT_EQ(G.match(Path, false), M::None);
}

TEST(DriverGitignore, SurvivesMoves) {
  // GlobPattern refers to its pattern text: moving must keep it alive.
  std::vector<Gitignore> V;
  for (int I = 0; I < 16; ++I)
    V.push_back(Gitignore::parse("[a-c]x" + std::to_string(I) + ".js\n"));
  EXPECT_EQ(V[3].match("bx3.js", false), M::Ignored);
  EXPECT_EQ(V[3].match("dx3.js", false), M::None);
}

} // namespace
