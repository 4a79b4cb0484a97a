//===- BottomUpOrder.cpp - Callees before their callers -------------------===//

#include "analysis/BottomUpOrder.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/GraphTraits.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace tensorlint::analysis {
namespace {

/// A node of the graph as llvm::scc_iterator walks it. The extra last node
/// has an edge to every other one, in index order: the walk starts there and
/// reaches them all.
struct OrderNode {
  uint32_t Index;
  llvm::SmallVector<OrderNode *, 4> Succ;
};

} // namespace
} // namespace tensorlint::analysis

template <> struct llvm::GraphTraits<tensorlint::analysis::OrderNode *> {
  using NodeRef = tensorlint::analysis::OrderNode *;
  using ChildIteratorType =
      llvm::SmallVectorImpl<tensorlint::analysis::OrderNode *>::iterator;
  static NodeRef getEntryNode(NodeRef N) { return N; }
  static ChildIteratorType child_begin(NodeRef N) { return N->Succ.begin(); }
  static ChildIteratorType child_end(NodeRef N) { return N->Succ.end(); }
};

namespace tensorlint::analysis {

/// Calls Each with the nodes of every strongly connected component, in the
/// order a depth-first search from nodes 0, 1, ... finishes them.
static void forEachComponent(
    uint32_t NumNodes,
    llvm::function_ref<void(uint32_t, llvm::function_ref<void(uint32_t)>)> Succ,
    llvm::function_ref<void(llvm::ArrayRef<OrderNode *>)> Each) {
  std::vector<OrderNode> Nodes(NumNodes + 1);
  for (uint32_t I = 0; I != NumNodes; ++I) {
    Nodes[I].Index = I;
    Succ(I, [&](uint32_t J) {
      if (J != I && J < NumNodes)
        Nodes[I].Succ.push_back(&Nodes[J]);
    });
    Nodes[NumNodes].Succ.push_back(&Nodes[I]);
  }
  Nodes[NumNodes].Index = NumNodes;
  for (auto It = llvm::scc_begin(&Nodes[NumNodes]); !It.isAtEnd(); ++It)
    Each(llvm::ArrayRef<OrderNode *>(*It));
}

std::vector<uint32_t> bottomUpOrder(
    uint32_t NumNodes,
    llvm::function_ref<void(uint32_t, llvm::function_ref<void(uint32_t)>)>
        Succ) {
  std::vector<uint32_t> Order;
  Order.reserve(NumNodes);
  // Components come callees first (the walk finishes them in that order).
  forEachComponent(NumNodes, Succ, [&](llvm::ArrayRef<OrderNode *> C) {
    size_t Begin = Order.size();
    for (const OrderNode *N : C)
      if (N->Index != NumNodes)
        Order.push_back(N->Index);
    std::sort(Order.begin() + Begin, Order.end());
  });
  return Order;
}

std::vector<uint32_t> componentOf(
    uint32_t NumNodes,
    llvm::function_ref<void(uint32_t, llvm::function_ref<void(uint32_t)>)>
        Succ) {
  std::vector<uint32_t> Of(NumNodes);
  uint32_t Next = 0;
  forEachComponent(NumNodes, Succ, [&](llvm::ArrayRef<OrderNode *> C) {
    for (const OrderNode *N : C)
      if (N->Index != NumNodes)
        Of[N->Index] = Next;
    ++Next;
  });
  return Of;
}

} // namespace tensorlint::analysis
