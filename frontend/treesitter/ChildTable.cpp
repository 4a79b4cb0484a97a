//===- ChildTable.cpp - Named children recorded by a walk -----------------===//

#include "frontend/treesitter/ChildTable.h"

#include "llvm/ADT/STLExtras.h"

namespace tensorlint::frontend::treesitter {

namespace {
thread_local const ChildTable *Active = nullptr;
} // namespace

ChildTable::ChildTable(const TSTree *Tree) : Tree(Tree) {
  // Sized once from the tree's node count (kept in its root) instead of
  // growing and rehashing node by node: about half the nodes are named,
  // and about a third have children. (No tree: the parse was abandoned.)
  if (!Tree)
    return;
  uint32_t Nodes = ts_node_descendant_count(ts_tree_root_node(Tree));
  Named.reserve(Nodes / 2);
  Ranges.reserve(Nodes / 3);
}

void ChildTable::enter() {
  if (Open.size() == Depth)
    Open.emplace_back();
  Open[Depth++].clear();
}

void ChildTable::leave(TSNode Parent) {
  llvm::SmallVector<TSNode, 8> &List = Open[--Depth];
  Ranges[Parent.id] = {uint32_t(Named.size()), uint32_t(List.size())};
  llvm::append_range(Named, List);
}

std::optional<llvm::ArrayRef<TSNode>>
ChildTable::namedChildren(TSNode N) const {
  if (N.tree != Tree)
    return std::nullopt;
  auto It = Ranges.find(N.id);
  if (It == Ranges.end())
    return std::nullopt;
  return llvm::ArrayRef<TSNode>(Named).slice(It->second.first,
                                             It->second.second);
}

ChildTable::Use::Use(const ChildTable &T) : Previous(Active) { Active = &T; }
ChildTable::Use::~Use() { Active = Previous; }

const ChildTable *ChildTable::active() { return Active; }

} // namespace tensorlint::frontend::treesitter
