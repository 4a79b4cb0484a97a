//===- NaturalLoops.h - The loops of one function's CFG ---------*- C++ -*-===//
//
// CFGInfo says whether a block lies on a cycle; rules that reason about "on
// every iteration of this loop" need the loops themselves, nested: an
// accumulator reset in an outer loop still grows across the iterations of
// the inner one. A natural loop is found from each back edge (an edge to a
// block that dominates its source); back edges to one header form one loop.
// Dominators are computed iteratively over the reverse post-order (Cooper,
// Harvey and Kennedy), so nothing recurses on the input.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_NATURALLOOPS_H
#define TENSORLINT_ANALYSIS_NATURALLOOPS_H

#include "analysis/CFGInfo.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace tensorlint::analysis {

class NaturalLoops {
public:
  explicit NaturalLoops(const CFGInfo &CFG);

  struct Loop {
    ir::BlockId Header = 0;
    llvm::BitVector Blocks; ///< Indexed by block id; includes the header.
  };

  /// The loops containing B, innermost first.
  const llvm::SmallVector<unsigned, 2> &loopsOf(ir::BlockId B) const {
    return Containing[B];
  }
  const Loop &loop(unsigned L) const { return Loops[L]; }
  bool contains(unsigned L, ir::BlockId B) const {
    return B < Loops[L].Blocks.size() && Loops[L].Blocks.test(B);
  }

private:
  std::vector<Loop> Loops;
  std::vector<llvm::SmallVector<unsigned, 2>> Containing;
};

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_NATURALLOOPS_H
