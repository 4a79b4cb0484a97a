//===- TextLines.h - Byte offsets <-> editor positions ----------*- C++ -*-===//
//
// Editors (LSP) count 0-based lines and UTF-16 code units; tensorlint counts
// bytes. A LineTable converts between the two for one text.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_TEXTLINES_H
#define TENSORLINT_FRONTEND_TEXTLINES_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tensorlint::frontend {

struct LspPosition {
  uint32_t Line = 0;
  uint32_t Character = 0;
};

/// Line starts of a text, for converting between byte offsets and LSP
/// positions. Lines end at '\n'; a '\r' before it belongs to the terminator.
class LineTable {
public:
  explicit LineTable(llvm::StringRef Text);
  size_t lineCount() const { return Starts.size(); }
  /// Byte offset of the start of a 0-based line (clamped to the last line).
  uint32_t lineStart(uint32_t Line) const;
  /// Byte offset just past the line's content (before "\r\n" or "\n").
  uint32_t lineContentEnd(uint32_t Line) const;
  /// Byte offset of an LSP position. Out-of-range values are clamped: a line
  /// past the end to the end of the text, a character past the end of its
  /// line to the line's end, one inside a surrogate pair to its start.
  /// Clamped is set when clamping happened.
  uint32_t offsetOf(LspPosition P, bool *Clamped = nullptr) const;
  /// The byte range [Begin, End) of an editor's range, each end clamped as
  /// offsetOf does and an end before the begin taken as the begin (Clamped
  /// set then too).
  std::pair<uint32_t, uint32_t> rangeOf(LspPosition Start, LspPosition End,
                                        bool *Clamped = nullptr) const;
  /// The LSP position of a byte offset (clamped to the text).
  LspPosition positionOf(uint32_t Offset) const;
  /// The 0-based line holding a byte offset.
  uint32_t lineOf(uint32_t Offset) const;

private:
  friend class EditedText;
  /// Follows the replacement of bytes [B, E) of the text by Inserted; Now
  /// is the whole new text. The line starts after E move, those inside go,
  /// Inserted's come in: linear in the lines, not the bytes.
  void replace(uint32_t B, uint32_t E, llvm::StringRef Inserted,
               llvm::StringRef Now);

  llvm::StringRef Text;
  std::vector<uint32_t> Starts;
};

/// An editor's buffer: a text edited range by range, with its line table
/// kept up to date (the editor sends an edit per keystroke, and both the
/// edit and the diagnostics that follow convert positions).
class EditedText {
public:
  explicit EditedText(std::string T = std::string())
      : Text(std::move(T)), Lines(Text) {}
  /// Lines points into Text.
  EditedText(const EditedText &) = delete;
  EditedText &operator=(const EditedText &) = delete;

  const std::string &text() const { return Text; }
  const LineTable &lines() const { return Lines; }
  /// Replaces bytes [B, E) (as lines().rangeOf gives them) by Inserted.
  void replace(uint32_t B, uint32_t E, llvm::StringRef Inserted);
  /// Replaces an editor's range, clamped as LineTable::rangeOf does.
  void edit(LspPosition Start, LspPosition End, llvm::StringRef Inserted,
            bool *Clamped);
  void set(std::string T);

private:
  std::string Text;
  LineTable Lines;
};

} // namespace tensorlint::frontend

#endif // TENSORLINT_FRONTEND_TEXTLINES_H
