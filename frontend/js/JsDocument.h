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

#include "frontend/Frontend.h"
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

class JsDocument final : public OpenDocument {
public:
  JsDocument(std::string Path, ir::Language Lang, std::string Text);
  ~JsDocument() override;
  JsDocument(const JsDocument &) = delete;
  JsDocument &operator=(const JsDocument &) = delete;

  const std::string &path() const { return Path; }
  ir::Language language() const { return Lang; }
  const std::string &text() const override { return Text; }

  /// Edits the text and, with ts_tree_edit, a copy of the tree.
  void applyEdit(LspPosition Start, LspPosition End, llvm::StringRef NewText,
                 bool *OutOfRange = nullptr) override;
  /// Replaces the whole text (a full-document change); the next lower()
  /// parses from scratch.
  void setText(std::string NewText) override;
  /// A BOM the tree-sitter tree (and so the IR's columns) does not count.
  uint32_t firstLineBias() const override;

  /// OpenDocument's lowering (R's deadline; its path is the document's).
  Lowered lower(const LowerRequest &R, const apis::ApiDatabase &Apis) override;
  const ParsedFile *parsed() override;

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
