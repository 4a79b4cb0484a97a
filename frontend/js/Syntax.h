//===- Syntax.h - tree-sitter parsing and node helpers ----------*- C++ -*-===//
//
// Wraps one parsed file: the tree, the text it came from (minus a leading
// UTF-8 byte-order mark, which tree-sitter would otherwise treat as code) and
// conversions from tree-sitter positions to IR source ranges. Offsets in IR
// ranges index the original buffer, so they include the skipped BOM.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_SYNTAX_H
#define TENSORLINT_FRONTEND_JS_SYNTAX_H

#include "ir/IR.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <tree_sitter/api.h>

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tensorlint::frontend::js {

/// An owned tree-sitter tree plus the text it was parsed from.
/// A Vue single-file component: its text with everything outside its
/// <script> blocks replaced by spaces (line breaks kept: same length, same
/// lines and columns, only code), and the functions its template binds to
/// events (`@click="detect"`: {"detect", "click"}).
struct VueComponent {
  std::string Scripts;
  std::vector<std::pair<std::string, std::string>> EventHandlers;
};
VueComponent splitVueComponent(llvm::StringRef Component);

class SyntaxTree {
public:
  SyntaxTree(llvm::StringRef Source, ir::Language Lang);
  /// Incremental re-parse: Old is the previous tree of this document, already
  /// told about the edit with ts_tree_edit (offsets exclude a BOM). Unchanged
  /// subtrees are reused, which makes a re-parse after a keystroke take well
  /// under a millisecond.
  SyntaxTree(llvm::StringRef Source, ir::Language Lang, const TSTree *Old,
             std::chrono::steady_clock::time_point Deadline =
                 std::chrono::steady_clock::time_point::max());
  ~SyntaxTree();
  SyntaxTree(const SyntaxTree &) = delete;
  SyntaxTree &operator=(const SyntaxTree &) = delete;

  bool valid() const { return Tree != nullptr; }
  /// The parse was cancelled because the deadline passed (valid() is false).
  bool timedOut() const { return TimedOut; }
  TSNode root() const { return ts_tree_root_node(Tree); }
  const TSLanguage *language() const { return Lang; }
  /// For a Vue component: the functions its template binds to events.
  llvm::ArrayRef<std::pair<std::string, std::string>> templateHandlers() const {
    return Handlers;
  }
  /// A copy of the tree (cheap: tree-sitter trees are reference counted) for
  /// a caller that edits and re-parses it later. Null if parsing failed.
  TSTree *copyTree() const { return Tree ? ts_tree_copy(Tree) : nullptr; }
  /// Bytes of a leading UTF-8 BOM that were skipped (0 or 3).
  uint32_t bomBytes() const { return BomBytes; }

  /// The source text of a node (bytes of the parsed buffer, BOM excluded).
  llvm::StringRef text(TSNode N) const;
  ir::SourceLoc loc(TSPoint P) const { return {P.row + 1, P.column + 1}; }
  ir::SourceLoc begin(TSNode N) const { return loc(ts_node_start_point(N)); }
  ir::SourceRange range(TSNode N) const;

private:
  llvm::StringRef Text; ///< Parsed text (after a BOM).
  /// A Vue component with everything but its <script> blocks blanked.
  std::string Masked;
  /// A Vue component's template event bindings (function, event).
  std::vector<std::pair<std::string, std::string>> Handlers;
  uint32_t BomBytes = 0;
  const TSLanguage *Lang = nullptr;
  TSParser *Parser = nullptr;
  TSTree *Tree = nullptr;
  bool TimedOut = false;
};

// --- node helpers ---------------------------------------------------------

inline bool isNull(TSNode N) { return ts_node_is_null(N); }
inline llvm::StringRef type(TSNode N) {
  return isNull(N) ? llvm::StringRef() : llvm::StringRef(ts_node_type(N));
}
inline bool is(TSNode N, llvm::StringRef T) { return type(N) == T; }
TSNode field(TSNode N, llvm::StringRef Name);
/// Named children, collected with a cursor (ts_node_child is linear in the
/// index, so indexing in a loop would be quadratic on wide nodes).
llvm::SmallVector<TSNode, 8> namedChildren(TSNode N);
/// All children including anonymous tokens and comments.
llvm::SmallVector<TSNode, 8> allChildren(TSNode N);
/// Strips parentheses, TS `as`/`!`/`satisfies` wrappers.
TSNode stripParens(TSNode N);
bool isFunctionNode(TSNode N);
/// A stable key for a node within one tree.
inline const void *key(TSNode N) { return N.id; }

/// Array methods whose callback runs synchronously, before the call returns
/// (forEach, map, filter, reduce, sort, ...).
bool isArrayCallbackMethod(llvm::StringRef Method);

/// Finds the first ERROR or MISSING node (iteratively) for the syntax
/// diagnostic; nullopt when the tree is clean.
std::optional<TSNode> firstSyntaxError(TSNode Root, unsigned MaxDepth);

} // namespace tensorlint::frontend::js

#endif
