//===- TextLinesTest.cpp - The editor buffer's line table ----------------===//

#include "frontend/TextLines.h"

#include "gtest/gtest.h"

#include <random>

using namespace tensorlint::frontend;

namespace {

/// Every byte's position in Buf's table equals its position in a table
/// built afresh from the same text.
void expectSameAsFresh(const EditedText &Buf) {
  LineTable Fresh(Buf.text());
  const LineTable &Kept = Buf.lines();
  ASSERT_EQ(Kept.lineCount(), Fresh.lineCount());
  for (uint32_t O = 0; O <= Buf.text().size(); ++O) {
    LspPosition A = Kept.positionOf(O), B = Fresh.positionOf(O);
    ASSERT_EQ(A.Line, B.Line) << "offset " << O;
    ASSERT_EQ(A.Character, B.Character) << "offset " << O;
  }
  for (uint32_t L = 0; L < Fresh.lineCount(); ++L)
    ASSERT_EQ(Kept.lineContentEnd(L), Fresh.lineContentEnd(L));
}

TEST(EditedText, LinesFollowEdits) {
  EditedText Buf("one\ntwo\r\nthree\n");
  Buf.edit({1, 1}, {2, 2}, "X\nY\nZ", nullptr); // "wo\r\nth"
  EXPECT_EQ(Buf.text(), "one\ntX\nY\nZree\n");
  expectSameAsFresh(Buf);
  Buf.replace(0, 0, "\n");
  expectSameAsFresh(Buf);
  Buf.replace(0, uint32_t(Buf.text().size()), "");
  EXPECT_EQ(Buf.lines().lineCount(), 1u);
  Buf.set("a\nb");
  expectSameAsFresh(Buf);
}

TEST(EditedText, RandomEditsMatchAFreshTable) {
  std::mt19937 Rng(2026);
  const char *Pieces[] = {"", "x", "\n", "\r\n", "ab\ncd", "\n\n", "é"};
  EditedText Buf("line one\nline two\n\nlast");
  for (int I = 0; I < 500; ++I) {
    uint32_t Size = uint32_t(Buf.text().size());
    uint32_t B = Size ? Rng() % (Size + 1) : 0;
    uint32_t E =
        B + (Size - B ? Rng() % std::min<uint32_t>(Size - B + 1, 6) : 0);
    Buf.replace(B, E, Pieces[Rng() % std::size(Pieces)]);
    expectSameAsFresh(Buf);
  }
}

} // namespace
