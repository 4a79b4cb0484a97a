//===- TextChange.h - Moving IR positions with an edit ----------*- C++ -*-===//
//
// An editor changes a file a few characters at a time. The IR of code the
// change did not touch is the same as before, moved: this says where each
// old position is now, so that IR (and what is keyed by source positions)
// can be kept instead of rebuilt. Positions are those of the IR: 1-based
// lines, columns counting bytes.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_IR_TEXTCHANGE_H
#define TENSORLINT_IR_TEXTCHANGE_H

#include "ir/IR.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace tensorlint::ir {

/// Bytes [Start, OldEnd) of the old text became bytes [Start, NewEnd) of
/// the new one; the rest is the same.
struct TextChange {
  uint32_t Start = 0;
  uint32_t OldEnd = 0;
  uint32_t NewEnd = 0;
  SourceLoc StartLoc, OldEndLoc, NewEndLoc;

  /// The smallest such change between two texts: their common prefix and
  /// suffix are left out. Columns count from the start of each line (a text
  /// that begins with a byte-order mark is for the caller to refuse).
  static TextChange between(llvm::StringRef Old, llvm::StringRef New);
  bool none() const { return Start == OldEnd && Start == NewEnd; }
  int64_t delta() const { return int64_t(NewEnd) - int64_t(OldEnd); }

  /// Where the old byte offset O is now; nullopt when O is in the change or
  /// at one of its ends (what starts or ends there may have grown).
  std::optional<uint32_t> offset(uint32_t O) const {
    if (O < Start)
      return O;
    if (O <= OldEnd)
      return std::nullopt;
    return uint32_t(int64_t(O) + delta());
  }
  /// The same for a line and column.
  std::optional<SourceLoc> loc(SourceLoc L) const {
    if (L < StartLoc)
      return L;
    if (L <= OldEndLoc)
      return std::nullopt;
    SourceLoc Out = L;
    if (L.Line == OldEndLoc.Line)
      Out.Col = L.Col - OldEndLoc.Col + NewEndLoc.Col;
    Out.Line = L.Line - OldEndLoc.Line + NewEndLoc.Line;
    return Out;
  }
  /// Moves both ends of R (an invalid range stays); false if either is in
  /// the change. Inline, as are offset and loc: an editor's keystroke moves
  /// every position after it.
  bool move(SourceRange &R) const {
    if (!R.isValid())
      return true;
    std::optional<SourceLoc> B = loc(R.Begin), E = loc(R.End);
    std::optional<uint32_t> BO = offset(R.BeginOffset),
                            EO = offset(R.EndOffset);
    if (!B || !E || !BO || !EO)
      return false;
    R.Begin = *B;
    R.End = *E;
    R.BeginOffset = *BO;
    R.EndOffset = *EO;
    return true;
  }
  /// Whether positions on lines after the change's keep their line and
  /// column (it adds or removes no line).
  bool keepsLinesAfter() const { return OldEndLoc.Line == NewEndLoc.Line; }
  /// Moves every "@line:col>" that S spells (the synthetic names of
  /// anonymous functions, "<arrow@12:5>"); false if one is in the change.
  bool moveSpelled(std::string &S) const;
};

/// Moves every position in F with C, synthetic names included unless
/// Spelled is false (F's names spell none: Extent::Spells); false if one is
/// in the change (F is then partly moved).
bool move(Function &F, const TextChange &C, bool Spelled = true);
/// Adds Delta to every byte offset in F: what move does to a function whose
/// positions all lie on lines after a change that adds no line
/// (Extent::keepsLinesBy), whose lines, columns and names stay.
void shiftOffsets(Function &F, int64_t Delta);

/// The last position a function's IR holds: of its ranges, and of the
/// "@line:col>" its names spell. A function whose positions all come before
/// a change is not moved by it, so an editor keeping many functions' IR
/// across keystrokes need not visit them (their number, not their size, is
/// what every keystroke then costs).
struct Extent {
  uint32_t LastOffset = 0;
  SourceLoc LastLoc; ///< Of the ranges' ends and the spelled positions.
  /// The first of those (an invalid position, if one is held, is first).
  SourceLoc FirstLoc{UINT32_MAX, UINT32_MAX};
  bool Spells = false; ///< Its names spell a position.
  static Extent of(const Function &F);
  /// Whether C moves no position of the function.
  bool before(const TextChange &C) const {
    return LastOffset < C.Start && LastLoc < C.StartLoc;
  }
  /// Whether C leaves every line and column of the function as it was (it
  /// adds no line, and the function starts on a line after it): only its
  /// byte offsets move, and the names spelling positions stay.
  bool keepsLinesBy(const TextChange &C) const {
    return C.keepsLinesAfter() && FirstLoc.Line > C.OldEndLoc.Line;
  }
  /// The extent of the function once moved(F, C) succeeded on it.
  Extent movedBy(const TextChange &C) const;
};

} // namespace tensorlint::ir

#endif // TENSORLINT_IR_TEXTCHANGE_H
