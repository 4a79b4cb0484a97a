//===- Syntax.h - A parsed tree-sitter tree and node helpers ----*- C++ -*-===//
//
// Language-neutral tree-sitter support shared by the tree-sitter frontends:
// one parsed file (the tree, the text it came from minus a leading UTF-8
// byte-order mark, which tree-sitter would otherwise treat as code, and
// conversions from tree-sitter positions to IR source ranges) and the node
// helpers every lowering uses. Offsets in IR ranges index the original
// buffer, so they include the skipped BOM.
//
// A frontend adds what is its language's own (which grammar, how a
// component file is masked to its code, which node types are functions) in
// its own folder: frontend/js/Syntax.h.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_TREESITTER_SYNTAX_H
#define TENSORLINT_FRONTEND_TREESITTER_SYNTAX_H

#include "frontend/Frontend.h"
#include "ir/IR.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <tree_sitter/api.h>

#include <chrono>
#include <cstring>
#include <optional>
#include <vector>

namespace tensorlint::frontend::treesitter {

/// An owned tree-sitter tree plus the text it was parsed from.
class SyntaxTree : public ParsedFile {
public:
  /// Parses Source with Grammar. Old, if given, is the previous tree of this
  /// document, already told about the edit with ts_tree_edit (offsets exclude
  /// a BOM): unchanged subtrees are reused, which makes a re-parse after a
  /// keystroke take well under a millisecond. A parse still running at
  /// Deadline is cancelled (timedOut()).
  SyntaxTree(llvm::StringRef Source, const TSLanguage *Grammar,
             const TSTree *Old = nullptr,
             std::chrono::steady_clock::time_point Deadline =
                 std::chrono::steady_clock::time_point::max());
  ~SyntaxTree() override;
  SyntaxTree(const SyntaxTree &) = delete;
  SyntaxTree &operator=(const SyntaxTree &) = delete;

  bool valid() const { return Tree != nullptr; }
  /// The parse was cancelled because the deadline passed (valid() is false).
  bool timedOut() const { return TimedOut; }
  /// The parse was abandoned because it took far more steps than any real
  /// file needs: tree-sitter's error recovery on some broken inputs runs
  /// for hours (valid() is false). Unlike timedOut(), the same on every
  /// machine.
  bool gaveUp() const { return GaveUp; }
  TSNode root() const { return ts_tree_root_node(Tree); }
  /// The tree its nodes belong to (TSNode::tree), or null.
  const TSTree *tree() const { return Tree; }
  const TSLanguage *language() const { return Grammar; }
  /// A copy of the tree (cheap: tree-sitter trees are reference counted) for
  /// a caller that edits and re-parses it later. Null if parsing failed.
  TSTree *copyTree() const { return Tree ? ts_tree_copy(Tree) : nullptr; }
  /// Bytes of a leading UTF-8 BOM that were skipped (0 or 3).
  uint32_t bomBytes() const { return BomBytes; }
  /// The text parsed (after a BOM): node offsets index it.
  llvm::StringRef source() const { return Text; }

  /// The source text of a node (bytes of the parsed buffer, BOM excluded).
  llvm::StringRef text(TSNode N) const;
  ir::SourceLoc loc(TSPoint P) const { return {P.row + 1, P.column + 1}; }
  ir::SourceLoc begin(TSNode N) const { return loc(ts_node_start_point(N)); }
  ir::SourceRange range(TSNode N) const;

  /// The root's children (a file's top-level statements and comments), in
  /// order, and the named ones. Taken once per tree: tree-sitter keeps a
  /// long list of children as a balanced tree of hidden nodes, so every
  /// walk of a long file's top level costs as much again.
  llvm::ArrayRef<TSNode> topLevel() const;
  llvm::ArrayRef<TSNode> namedTopLevel() const;

protected:
  /// For a language whose files are masked before parsing: the masked text
  /// must live in the derived object, so it parses from its constructor.
  explicit SyntaxTree(const TSLanguage *Grammar) : Grammar(Grammar) {}
  void parse(llvm::StringRef Source, const TSTree *Old,
             std::chrono::steady_clock::time_point Deadline);
  /// Re-parses Source, the text parse() took with some single bytes replaced
  /// in place (Changed: their offsets after a BOM, and points). Every other
  /// byte keeps its offset, line and column, so findings need no mapping;
  /// the unchanged subtrees are reused.
  void
  reparseReplacedBytes(llvm::StringRef Source,
                       llvm::ArrayRef<std::pair<uint32_t, TSPoint>> Changed,
                       std::chrono::steady_clock::time_point Deadline);

private:
  llvm::StringRef Text; ///< Parsed text (after a BOM).
  uint32_t BomBytes = 0;
  const TSLanguage *Grammar = nullptr;
  TSParser *Parser = nullptr;
  TSTree *Tree = nullptr;
  bool TimedOut = false;
  bool GaveUp = false;
  mutable std::optional<std::vector<TSNode>> TopLevel, NamedTopLevel;
};

// --- node helpers ---------------------------------------------------------

/// ts_node_is_null, inline: the runtime's is a call, on nearly every node
/// the lowering looks at (lib/src/node.c: a node is null when its id is).
inline bool isNull(TSNode N) { return N.id == nullptr; }
inline llvm::StringRef type(TSNode N) {
  return isNull(N) ? llvm::StringRef() : llvm::StringRef(ts_node_type(N));
}
/// Whether N is of type T. The frontends' most frequent question: it
/// compares in place, without measuring the grammar's type name first.
inline bool is(TSNode N, llvm::StringRef T) {
  if (isNull(N))
    return T.empty();
  const char *Ty = ts_node_type(N);
  return Ty && std::strncmp(Ty, T.data(), T.size()) == 0 &&
         Ty[T.size()] == '\0';
}
/// The child of N in field Name (a null node when there is none). Field names
/// are looked up in a per-grammar hash table built on first use.
TSNode field(TSNode N, llvm::StringRef Name);
/// Named children, as a cursor's steps would visit them, collected by a walk
/// (VisibleWalk.h; ts_node_child is linear in the index, so indexing in a
/// loop would be quadratic on wide nodes), or taken from the ChildTable in
/// use (ChildTable.h).
llvm::SmallVector<TSNode, 8> namedChildren(TSNode N);
/// All children including anonymous tokens and comments.
llvm::SmallVector<TSNode, 8> allChildren(TSNode N);
/// A stable key for a node within one tree.
inline const void *key(TSNode N) { return N.id; }

/// Finds the first ERROR or MISSING node (iteratively) for the syntax
/// diagnostic; nullopt when the tree is clean.
std::optional<TSNode> firstSyntaxError(TSNode Root, unsigned MaxDepth);
/// The number of ERROR and MISSING nodes under Root.
unsigned countSyntaxErrors(TSNode Root);

/// What every tree-sitter frontend does before lowering T into M: a parse
/// that timed out or failed leaves M empty (TimedOut, or an error
/// diagnostic) and returns false; otherwise the first syntax error, if any,
/// is reported (searched to MaxDepth) and lowering goes on.
bool startModule(const SyntaxTree &T, ir::Module &M, unsigned MaxDepth);

/// The comments of a tree (nodes of type "comment"), for suppressions: the
/// text inside the markers ("//", "/* */", "#": the grammar's comment node
/// holds them), with where each begins and ends.
std::vector<Comment> comments(const SyntaxTree &T);

} // namespace tensorlint::frontend::treesitter

#endif // TENSORLINT_FRONTEND_TREESITTER_SYNTAX_H
