//===- Document.h - An open document of a tree-sitter language --*- C++ -*-===//
//
// The editor's view of one file of a tree-sitter frontend: its text and its
// tree. Edits arrive as LSP ranges (0-based lines, UTF-16 code-unit
// characters); each is applied to the text and, with ts_tree_edit, to a copy
// of the tree, and the next lowering re-parses incrementally from that
// edited tree. Only the current tree is kept, so memory does not grow with
// the number of edits. A frontend says how to parse (its grammar, its
// masking) and how to lower a tree; the rest is shared.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_TREESITTER_DOCUMENT_H
#define TENSORLINT_FRONTEND_TREESITTER_DOCUMENT_H

#include "frontend/Frontend.h"
#include "frontend/treesitter/Syntax.h"

#include <memory>
#include <string>

namespace tensorlint::frontend::treesitter {

class Document : public OpenDocument {
public:
  Document(std::string Path, ir::Language Lang, std::string Text);
  ~Document() override;
  Document(const Document &) = delete;
  Document &operator=(const Document &) = delete;

  const std::string &path() const { return Path; }
  ir::Language language() const { return Lang; }
  const std::string &text() const override { return Buffer.text(); }
  const LineTable &lines() const override { return Buffer.lines(); }

  /// Edits the text and, with ts_tree_edit, a copy of the tree.
  void applyEdit(LspPosition Start, LspPosition End, llvm::StringRef NewText,
                 bool *OutOfRange = nullptr) override;
  /// Replaces the whole text (a full-document change); the next lowering
  /// parses from scratch.
  void setText(std::string NewText) override;
  /// A BOM the tree-sitter tree (and so the IR's columns) does not count.
  uint32_t firstLineBias() const override;

  /// Re-parses (incrementally when possible) if the text changed, then
  /// lowers the tree.
  Lowered lower(const LowerRequest &R, const apis::ApiDatabase &Apis) override;
  const ParsedFile *parsed() override { return &tree(); }

  /// The current tree, re-parsed if needed.
  const SyntaxTree &tree();

protected:
  /// Parses Text with this language's grammar, reusing Old (edited to
  /// match) when given.
  virtual std::unique_ptr<SyntaxTree> parse(llvm::StringRef Text,
                                            const TSTree *Old) const = 0;
  /// Lowers a tree of this document (as parse() made it); may keep what
  /// makes the next lowering quicker.
  virtual Lowered lowerTree(const SyntaxTree &Tree, const LowerRequest &R,
                            const apis::ApiDatabase &Apis) = 0;

private:
  void reparse();

  std::string Path;
  ir::Language Lang;
  EditedText Buffer;
  std::unique_ptr<SyntaxTree> Tree;
  /// A copy of Tree's tree with every edit since the last parse applied.
  TSTree *Edited = nullptr;
  /// The text changed since the last parse.
  bool Dirty = true;
  /// The next parse cannot reuse the old tree (full text replaced, or the
  /// BOM changed).
  bool NeedFull = true;
};

} // namespace tensorlint::frontend::treesitter

#endif // TENSORLINT_FRONTEND_TREESITTER_DOCUMENT_H
