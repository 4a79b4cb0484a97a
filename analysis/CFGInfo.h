//===- CFGInfo.h - Orders and loops of one function's CFG -------*- C++ -*-===//
//
// The engine visits blocks in reverse post-order and needs to know which
// blocks repeat (lie on a cycle), so that messages can say "once per loop
// iteration". Loops are found from the CFG itself (strongly connected
// components), not from the frontend's LoopBody hint. Everything here is
// iterative: no recursion depth grows with the input.
//
// It also records which kinds of op the function holds, and whether its
// values name record fields: the passes over a whole run (summaries,
// calling scopes, frequencies, rules) each look for a few kinds, and in the
// editor they run over every function after each keystroke, so they skip a
// function without those kinds instead of streaming its ops through the
// cache.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_CFGINFO_H
#define TENSORLINT_ANALYSIS_CFGINFO_H

#include "ir/IR.h"

#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace tensorlint::analysis {

class CFGInfo {
public:
  explicit CFGInfo(const ir::Function &F);

  /// Blocks reachable from the entry, in reverse post-order.
  const std::vector<ir::BlockId> &rpo() const { return RPO; }
  /// Position of B in rpo(), or ~0u if unreachable.
  unsigned rpoIndex(ir::BlockId B) const { return RPOIndex[B]; }
  bool isReachable(ir::BlockId B) const { return RPOIndex[B] != ~0u; }

  /// True if B lies on a cycle of the CFG.
  bool inLoop(ir::BlockId B) const { return LoopId[B] != ~0u; }
  /// True if A and B lie on a common cycle (the same non-trivial SCC).
  bool sameLoop(ir::BlockId A, ir::BlockId B) const {
    return LoopId[A] != ~0u && LoopId[A] == LoopId[B];
  }

  /// Valid successors / predecessors (out-of-range ids dropped).
  const llvm::SmallVector<ir::BlockId, 2> &succs(ir::BlockId B) const {
    return Succs[B];
  }
  const llvm::SmallVector<ir::BlockId, 2> &preds(ir::BlockId B) const {
    return Preds[B];
  }
  unsigned numBlocks() const { return Succs.size(); }

  /// Whether some op of the function, reachable or not, is of kind K.
  bool has(ir::OpKind K) const { return Kinds >> unsigned(K) & 1; }
  /// Whether some op of the function says E of autograd history.
  bool has(ir::HistoryEffect E) const { return Effects >> unsigned(E) & 1; }
  /// Whether some value of the function is read through a record's field
  /// (ir::Value::FieldKey).
  bool namesFields() const { return NamesFields; }

  /// True if B is reached only through the exit of an endless loop
  /// (ir::Block::EndlessLoopExit): on no path that really runs.
  bool afterEndlessLoop(ir::BlockId B) const {
    return B < AfterEndless.size() && AfterEndless[B];
  }

private:
  std::vector<llvm::SmallVector<ir::BlockId, 2>> Succs, Preds;
  std::vector<ir::BlockId> RPO;
  std::vector<unsigned> RPOIndex;
  std::vector<unsigned> LoopId;
  std::vector<bool> AfterEndless; ///< Empty when F has no endless loop.
  uint64_t Kinds = 0;             ///< Bit K: an op of kind K occurs.
  uint32_t Effects = 0;           ///< Bit E: an op's History is E.
  bool NamesFields = false;
};

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_CFGINFO_H
