//===- CFGInfo.cpp - Orders and loops of one function's CFG ---------------===//

#include "analysis/CFGInfo.h"

#include "llvm/ADT/GraphTraits.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/STLExtras.h"

namespace tensorlint::analysis {
namespace {

/// A view of the CFG that llvm::scc_iterator can walk.
struct CFGNode {
  unsigned Id;
  llvm::SmallVector<CFGNode *, 2> Succs;
};
struct CFGGraph {
  CFGNode *Entry;
};

} // namespace
} // namespace tensorlint::analysis

namespace llvm {
template <> struct GraphTraits<tensorlint::analysis::CFGGraph> {
  using NodeRef = tensorlint::analysis::CFGNode *;
  using ChildIteratorType =
      SmallVectorImpl<tensorlint::analysis::CFGNode *>::iterator;
  static NodeRef getEntryNode(const tensorlint::analysis::CFGGraph &G) {
    return G.Entry;
  }
  static ChildIteratorType child_begin(NodeRef N) { return N->Succs.begin(); }
  static ChildIteratorType child_end(NodeRef N) { return N->Succs.end(); }
};
} // namespace llvm

namespace tensorlint::analysis {

CFGInfo::CFGInfo(const ir::Function &F) {
  unsigned N = F.Blocks.size();
  Succs.resize(N);
  Preds.resize(N);
  RPOIndex.assign(N, ~0u);
  LoopId.assign(N, ~0u);
  static_assert(unsigned(ir::OpKind::GraphReset) < 64 &&
                    unsigned(ir::HistoryEffect::Require) < 32,
                "the last op kind and history effect must fit the masks");
  NamesFields = llvm::any_of(
      F.Values, [](const ir::Value &V) { return !V.FieldKey.empty(); });
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops) {
      Kinds |= uint64_t(1) << unsigned(O.Kind);
      Effects |= uint32_t(1) << unsigned(O.History);
    }
  for (unsigned B = 0; B != N; ++B)
    for (ir::BlockId S : F.Blocks[B].Succs)
      if (S < N && llvm::find(Succs[B], S) == Succs[B].end()) {
        Succs[B].push_back(S);
        Preds[S].push_back(B);
      }
  if (N == 0)
    return;

  // Iterative DFS for the post-order.
  std::vector<ir::BlockId> PostOrder;
  PostOrder.reserve(N);
  std::vector<uint8_t> Seen(N, 0);
  llvm::SmallVector<std::pair<ir::BlockId, unsigned>, 32> Stack;
  Stack.push_back({0, 0});
  Seen[0] = 1;
  while (!Stack.empty()) {
    auto &[B, Next] = Stack.back();
    if (Next < Succs[B].size()) {
      ir::BlockId S = Succs[B][Next++];
      if (!Seen[S]) {
        Seen[S] = 1;
        Stack.push_back({S, 0});
      }
      continue;
    }
    PostOrder.push_back(B);
    Stack.pop_back();
  }
  RPO.assign(PostOrder.rbegin(), PostOrder.rend());
  for (unsigned I = 0; I != RPO.size(); ++I)
    RPOIndex[RPO[I]] = I;

  // Loops: the non-trivial strongly connected components.
  std::vector<CFGNode> Nodes(N);
  for (unsigned B = 0; B != N; ++B) {
    Nodes[B].Id = B;
    for (ir::BlockId S : Succs[B])
      Nodes[B].Succs.push_back(&Nodes[S]);
  }
  CFGGraph G{&Nodes[0]};
  unsigned NextLoop = 0;
  for (auto I = llvm::scc_begin(G), E = llvm::scc_end(G); I != E; ++I) {
    if (!I.hasCycle())
      continue;
    for (CFGNode *Node : *I)
      LoopId[Node->Id] = NextLoop;
    ++NextLoop;
  }

  // Blocks reachable from the entry without passing an endless loop's
  // exit; the reachable others come only after such a loop.
  if (llvm::none_of(F.Blocks,
                    [](const ir::Block &B) { return B.EndlessLoopExit; }))
    return;
  std::vector<uint8_t> Real(N, 0);
  llvm::SmallVector<ir::BlockId, 32> Work{0};
  Real[0] = 1;
  while (!Work.empty()) {
    ir::BlockId B = Work.pop_back_val();
    for (ir::BlockId S : Succs[B])
      if (!Real[S] && !F.Blocks[S].EndlessLoopExit) {
        Real[S] = 1;
        Work.push_back(S);
      }
  }
  AfterEndless.assign(N, false);
  for (ir::BlockId B : RPO)
    AfterEndless[B] = !Real[B];
}

} // namespace tensorlint::analysis
