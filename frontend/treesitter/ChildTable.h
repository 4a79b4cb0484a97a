//===- ChildTable.h - Named children recorded by a walk ---------*- C++ -*-===//
//
// Listing a node's children walks the balanced tree of hidden nodes that
// tree-sitter keeps a long list of children in. The lowering asks for the
// named children of most nodes (namedChildren), while the frontend's index
// has just visited every one of those children in its own walk. A
// ChildTable records, during such a walk, each node's named children; while
// it is in use on a thread (ChildTable::Use), namedChildren answers from it
// for the nodes of its tree that it recorded and walks below the others
// (VisibleWalk.h). The TSNodes are those the index's walk made, which a walk
// started at the parent makes again (the same ids, positions and aliases),
// so the answer is the same.
//
// The table lives while one file is lowered: recording a whole tree costs
// about 40 bytes per named node (its TSNode, and its parent's entry).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_TREESITTER_CHILDTABLE_H
#define TENSORLINT_FRONTEND_TREESITTER_CHILDTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <tree_sitter/api.h>

#include <optional>
#include <vector>

namespace tensorlint::frontend::treesitter {

class ChildTable {
public:
  /// A table of Tree's nodes.
  explicit ChildTable(const TSTree *Tree);

  // --- recording, in the order of a pre-order walk -------------------------
  /// The walk went down to the first child of a node.
  void enter();
  /// The walk is on a named node whose parent it entered.
  void addNamed(TSNode Child) { Open[Depth - 1].push_back(Child); }
  /// The walk went back up to Parent, the node it last entered: Parent's
  /// named children are complete.
  void leave(TSNode Parent);
  /// Forgets the lists of the nodes entered and not left: a walk that
  /// stopped early did not see all their children.
  void discardOpen() { Depth = 0; }

  /// N's named children, if the walk recorded them.
  std::optional<llvm::ArrayRef<TSNode>> namedChildren(TSNode N) const;

  /// Makes a table the one namedChildren consults on this thread, until
  /// the Use ends (Uses nest).
  class Use {
  public:
    explicit Use(const ChildTable &T);
    ~Use();
    Use(const Use &) = delete;
    Use &operator=(const Use &) = delete;

  private:
    const ChildTable *Previous;
  };
  /// The table in use on this thread, or null.
  static const ChildTable *active();

private:
  const TSTree *Tree;
  /// The closed lists, one after the other.
  std::vector<TSNode> Named;
  /// Per node (tree-sitter's node id): its list's start and length.
  llvm::DenseMap<const void *, std::pair<uint32_t, uint32_t>> Ranges;
  /// The lists of the nodes entered and not yet left, outermost first;
  /// their buffers are kept for the next node at that depth.
  std::vector<llvm::SmallVector<TSNode, 8>> Open;
  unsigned Depth = 0;
};

} // namespace tensorlint::frontend::treesitter

#endif // TENSORLINT_FRONTEND_TREESITTER_CHILDTABLE_H
