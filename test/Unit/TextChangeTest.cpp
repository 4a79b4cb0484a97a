//===- TextChangeTest.cpp - Moving IR positions with an edit --------------===//

#include "ir/TextChange.h"

#include <gtest/gtest.h>

using namespace tensorlint::ir;

namespace {

TEST(TextChangeTest, FindsTheChangedBytesAndTheirPositions) {
  TextChange C = TextChange::between("ab\ncd\nef", "ab\ncXYd\nef");
  EXPECT_EQ(C.Start, 4u);
  EXPECT_EQ(C.OldEnd, 4u);
  EXPECT_EQ(C.NewEnd, 6u);
  EXPECT_EQ(C.StartLoc, (SourceLoc{2, 2}));
  EXPECT_EQ(C.OldEndLoc, (SourceLoc{2, 2}));
  EXPECT_EQ(C.NewEndLoc, (SourceLoc{2, 4}));
  EXPECT_FALSE(C.none());
  EXPECT_TRUE(TextChange::between("same", "same").none());
}

// The newlines before a change are counted in runs of 255 bytes: lines
// that cross a run's end, and more than 255 newlines in a run's worth of
// counting, are counted once each.
TEST(TextChangeTest, CountsLinesAcrossLongPrefixes) {
  for (size_t LineLength : {1u, 2u, 7u, 254u, 255u, 256u, 600u}) {
    std::string Text;
    for (int I = 0; I < 700; ++I)
      Text += std::string(LineLength - 1, 'x') + "\n";
    std::string Edited = Text + "tail";
    Text += "tall";
    TextChange C = TextChange::between(Text, Edited);
    EXPECT_EQ(C.StartLoc, (SourceLoc{701, 3})) << LineLength;
    EXPECT_EQ(C.NewEndLoc, (SourceLoc{701, 4})) << LineLength;
  }
}

TEST(TextChangeTest, AChangeAcrossLinesMovesLaterLines) {
  // "b\nc" became "X": line 3 is now line 2.
  TextChange C = TextChange::between("a\nb\nc d\ne", "a\nX d\ne");
  EXPECT_EQ(C.StartLoc, (SourceLoc{2, 1}));
  EXPECT_EQ(C.OldEndLoc, (SourceLoc{3, 2}));
  EXPECT_EQ(C.NewEndLoc, (SourceLoc{2, 2}));
  // "d" was at 3:3 and is at 2:3 (same line as the change's end: the
  // column moves with it); "e" was at 4:1 and is at 3:1.
  EXPECT_EQ(C.loc({3, 3}), (SourceLoc{2, 3}));
  EXPECT_EQ(C.loc({4, 1}), (SourceLoc{3, 1}));
  EXPECT_EQ(C.loc({1, 1}), (SourceLoc{1, 1}));
  EXPECT_EQ(C.offset(6), std::optional<uint32_t>(4));
  EXPECT_EQ(C.offset(0), std::optional<uint32_t>(0));
}

TEST(TextChangeTest, PositionsInOrAtTheChangeDoNotMove) {
  TextChange C = TextChange::between("abcdef", "abXYZef");
  // Bytes 2..4 ("cd") were replaced; 2 and 4 are its ends.
  EXPECT_EQ(C.offset(1), std::optional<uint32_t>(1));
  EXPECT_FALSE(C.offset(2));
  EXPECT_FALSE(C.offset(3));
  EXPECT_FALSE(C.offset(4));
  EXPECT_EQ(C.offset(5), std::optional<uint32_t>(6));
  SourceRange R{{1, 2}, {1, 4}, 1, 3, 0};
  EXPECT_FALSE(C.move(R));
  SourceRange Later{{1, 6}, {1, 7}, 5, 6, 0};
  EXPECT_TRUE(C.move(Later));
  EXPECT_EQ(Later.Begin, (SourceLoc{1, 7}));
  EXPECT_EQ(Later.EndOffset, 7u);
}

TEST(TextChangeTest, MovesTheLocationsThatSyntheticNamesSpell) {
  // Two lines inserted before " y" (at the start of line 2).
  TextChange C = TextChange::between("x\n y", "x\n\n\n y");
  std::string Name = "<arrow@2:2>";
  EXPECT_TRUE(C.moveSpelled(Name));
  EXPECT_EQ(Name, "<arrow@4:2>");
  std::string Api = "run(<function@1:1>, <arrow@2:5>)";
  EXPECT_TRUE(C.moveSpelled(Api));
  EXPECT_EQ(Api, "run(<function@1:1>, <arrow@4:5>)");
  // What starts right where the text was inserted may have grown.
  std::string AtTheChange = "<arrow@2:1>";
  EXPECT_FALSE(C.moveSpelled(AtTheChange));
  std::string Plain = "user@example.com";
  EXPECT_TRUE(C.moveSpelled(Plain));
  EXPECT_EQ(Plain, "user@example.com");
}

TEST(TextChangeTest, MovesAWholeFunction) {
  // A line inserted after line 1: "b" (byte 3, 2:2) is at byte 4, 3:2.
  TextChange C = TextChange::between("a\n b", "a\n\n b");
  ASSERT_EQ(C.Start, 2u);
  Function F;
  F.Name = "<arrow@2:2>";
  F.Range = {{2, 2}, {2, 3}, 3, 4, 0};
  F.Values.push_back({});
  F.Values[0].Decl = {{2, 2}, {2, 3}, 3, 4, 0};
  F.Blocks.push_back({});
  F.Blocks[0].Ops.push_back({});
  F.Blocks[0].Ops[0].Range = {{2, 2}, {2, 3}, 3, 4, 0};
  // Where it calls a parameter as a callback (calling context names it).
  F.Attrs.ParamCalls.push_back({{0, 0}, {2, 5}, false, 0});
  ASSERT_TRUE(move(F, C));
  EXPECT_EQ(F.Name, "<arrow@3:2>");
  EXPECT_EQ(F.Attrs.ParamCalls[0].At, (SourceLoc{3, 5}));
  EXPECT_EQ(Extent::of(F).LastLoc, (SourceLoc{3, 5}));
  EXPECT_EQ(F.Range.Begin, (SourceLoc{3, 2}));
  EXPECT_EQ(F.Values[0].Decl.BeginOffset, 4u);
  EXPECT_EQ(F.Blocks[0].Ops[0].Range.End, (SourceLoc{3, 3}));
}

TEST(TextChangeTest, AnExtentSaysWhetherAChangeMovesAFunction) {
  // A function on line 1 whose call spells a function on line 3.
  Function F;
  F.Range = {{1, 1}, {1, 9}, 0, 8, 0};
  F.Blocks.push_back({});
  F.Blocks[0].Ops.push_back({});
  F.Blocks[0].Ops[0].Range = {{1, 2}, {1, 5}, 1, 4, 0};
  F.Blocks[0].Ops[0].Api = "<arrow@3:2>";
  Extent E = Extent::of(F);
  EXPECT_EQ(E.LastOffset, 8u);
  EXPECT_EQ(E.LastLoc, (SourceLoc{3, 2}));
  EXPECT_TRUE(E.Spells);
  EXPECT_FALSE(Extent::of(Function()).Spells);

  // A change on line 4: nothing of F moves.
  std::string Text = "abcdefgh\nx\n y\nz";
  TextChange After = TextChange::between(Text, "abcdefgh\nx\n y\nzz");
  EXPECT_TRUE(E.before(After));
  // A line inserted before line 3: the spelled position moves, though
  // every range of F comes before the change.
  TextChange Between = TextChange::between(Text, "abcdefgh\nx\n\n y\nz");
  ASSERT_LT(E.LastOffset, Between.Start);
  EXPECT_FALSE(E.before(Between));
  ASSERT_TRUE(move(F, Between));
  EXPECT_EQ(F.Blocks[0].Ops[0].Api, "<arrow@4:2>");
  Extent Moved = E.movedBy(Between);
  EXPECT_EQ(Moved.LastOffset, 8u);
  EXPECT_EQ(Moved.LastLoc, (SourceLoc{4, 2}));
  EXPECT_EQ(Moved.LastLoc, Extent::of(F).LastLoc);
}

TEST(TextChangeTest, AnExtentSaysWhetherAChangeKeepsAFunctionsLines) {
  // A function on line 3 whose call spells a position on line 3.
  Function F;
  F.Range = {{3, 1}, {3, 4}, 12, 15, 0};
  F.Blocks.push_back({});
  F.Blocks[0].Ops.push_back({});
  F.Blocks[0].Ops[0].Range = {{3, 2}, {3, 3}, 13, 14, 0};
  F.Blocks[0].Ops[0].Api = "<arrow@3:2>";
  Extent E = Extent::of(F);
  EXPECT_EQ(E.FirstLoc, (SourceLoc{3, 1}));
  std::string Text = "abcdefgh\nx\nyyy\n";
  // A character typed on line 1: only F's offsets move.
  TextChange Typed = TextChange::between(Text, "abcdefghi\nx\nyyy\n");
  EXPECT_TRUE(E.keepsLinesBy(Typed));
  Function Moved = F;
  ASSERT_TRUE(move(Moved, Typed, /*Spelled=*/false));
  EXPECT_EQ(Moved.Range.BeginOffset, 13u);
  EXPECT_EQ(Moved.Range.Begin, (SourceLoc{3, 1}));
  EXPECT_EQ(Moved.Blocks[0].Ops[0].Api, "<arrow@3:2>");
  // A line added, or a character typed on F's own line: lines or columns
  // move.
  EXPECT_FALSE(
      E.keepsLinesBy(TextChange::between(Text, "a\nbcdefgh\nx\nyyy\n")));
  EXPECT_FALSE(
      E.keepsLinesBy(TextChange::between(Text, "abcdefgh\nx\nyyyy\n")));
  // A function holding an invalid position never counts as kept.
  F.Blocks[0].TermRange = {{1, 1}, {0, 0}, 0, 0, 0};
  EXPECT_FALSE(Extent::of(F).keepsLinesBy(Typed));
}

} // namespace
