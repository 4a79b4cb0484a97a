//===- JsDocument.h - An open JavaScript/TypeScript document ----*- C++ -*-===//
//
// The editor's view of one JS/TS/TSX file: its text and its tree-sitter tree.
// Edits arrive as LSP ranges (0-based lines, UTF-16 code-unit characters);
// each is applied to the text and, with ts_tree_edit, to a copy of the tree,
// and the next lower() re-parses incrementally from that edited tree. Only the
// current tree is kept, so memory does not grow with the number of edits.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_JSDOCUMENT_H
#define TENSORLINT_FRONTEND_JS_JSDOCUMENT_H

#include "frontend/js/JsFrontend.h"

#include "apis/ApiModel.h"
#include "ir/IR.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct TSTree;

namespace tensorlint::frontend::js {

class SyntaxTree;

/// An LSP position: 0-based line and UTF-16 code-unit offset in the line.
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
  /// The LSP position of a byte offset (clamped to the text).
  LspPosition positionOf(uint32_t Offset) const;
  /// The 0-based line holding a byte offset.
  uint32_t lineOf(uint32_t Offset) const;

private:
  llvm::StringRef Text;
  std::vector<uint32_t> Starts;
};

class JsDocument {
public:
  JsDocument(std::string Path, ir::Language Lang, std::string Text);
  ~JsDocument();
  JsDocument(const JsDocument &) = delete;
  JsDocument &operator=(const JsDocument &) = delete;

  const std::string &path() const { return Path; }
  ir::Language language() const { return Lang; }
  const std::string &text() const { return Text; }

  /// Replaces [Start, End) with NewText. Positions out of range are clamped
  /// (see LineTable::offsetOf) and an end before the start is treated as the
  /// start; OutOfRange reports either. Returns false if nothing could be done
  /// (never at present; kept for callers that reject edits).
  bool applyEdit(LspPosition Start, LspPosition End, llvm::StringRef NewText,
                 bool *OutOfRange = nullptr);
  /// Replaces the whole text (a full-document change); the next lower()
  /// parses from scratch.
  void setText(std::string NewText);

  /// Re-parses (incrementally when possible) if the text changed, then
  /// lowers the tree into the IR.
  ir::Module lower(const apis::ApiDatabase &Apis, const JsOptions &Opts = {});

  /// The current tree, re-parsed if needed.
  const SyntaxTree &tree();

  /// Counts full and incremental parses (for tests).
  unsigned fullParses() const { return FullParses; }
  unsigned incrementalParses() const { return IncrementalParses; }

private:
  void reparse();

  std::string Path;
  ir::Language Lang;
  std::string Text;
  std::unique_ptr<SyntaxTree> Tree;
  /// A copy of Tree's tree with every edit since the last parse applied.
  TSTree *Edited = nullptr;
  /// The text changed since the last parse.
  bool Dirty = true;
  /// The next parse cannot reuse the old tree (full text replaced, or the
  /// BOM changed).
  bool NeedFull = true;
  unsigned FullParses = 0;
  unsigned IncrementalParses = 0;
};

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_JSDOCUMENT_H
