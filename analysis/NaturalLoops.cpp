//===- NaturalLoops.cpp - The loops of one function's CFG -----------------===//

#include "analysis/NaturalLoops.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

namespace tensorlint::analysis {

namespace {

constexpr unsigned Undefined = ~0u;

/// Immediate dominators, as rpo indices (the entry is its own).
std::vector<unsigned> immediateDominators(const CFGInfo &CFG) {
  const std::vector<ir::BlockId> &RPO = CFG.rpo();
  std::vector<unsigned> IDom(RPO.size(), Undefined);
  if (RPO.empty())
    return IDom;
  IDom[0] = 0;
  auto Intersect = [&](unsigned A, unsigned B) {
    while (A != B) {
      while (A > B)
        A = IDom[A];
      while (B > A)
        B = IDom[B];
    }
    return A;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned I = 1; I < RPO.size(); ++I) {
      unsigned New = Undefined;
      for (ir::BlockId P : CFG.preds(RPO[I])) {
        unsigned PI = CFG.rpoIndex(P);
        if (PI == Undefined || IDom[PI] == Undefined)
          continue;
        New = New == Undefined ? PI : Intersect(PI, New);
      }
      if (New != Undefined && IDom[I] != New) {
        IDom[I] = New;
        Changed = true;
      }
    }
  }
  return IDom;
}

} // namespace

NaturalLoops::NaturalLoops(const CFGInfo &CFG) : Containing(CFG.numBlocks()) {
  std::vector<unsigned> IDom = immediateDominators(CFG);
  auto Dominates = [&](unsigned A, unsigned B) { // rpo indices
    for (;;) {
      if (A == B)
        return true;
      if (B == 0 || IDom[B] == Undefined)
        return false;
      B = IDom[B];
    }
  };
  std::vector<int> LoopOfHeader(CFG.numBlocks(), -1);
  for (ir::BlockId U : CFG.rpo())
    for (ir::BlockId H : CFG.succs(U)) {
      if (!CFG.isReachable(H) || !Dominates(CFG.rpoIndex(H), CFG.rpoIndex(U)))
        continue;
      // Back edge U -> H: the loop is H plus what reaches U without H.
      if (LoopOfHeader[H] < 0) {
        LoopOfHeader[H] = static_cast<int>(Loops.size());
        Loops.push_back({H, llvm::BitVector(CFG.numBlocks())});
        Loops.back().Blocks.set(H);
      }
      llvm::BitVector &Body = Loops[LoopOfHeader[H]].Blocks;
      llvm::SmallVector<ir::BlockId, 16> Work;
      if (!Body.test(U)) {
        Body.set(U);
        Work.push_back(U);
      }
      while (!Work.empty()) {
        ir::BlockId B = Work.pop_back_val();
        for (ir::BlockId P : CFG.preds(B))
          if (CFG.isReachable(P) && !Body.test(P)) {
            Body.set(P);
            Work.push_back(P);
          }
      }
    }
  for (unsigned L = 0; L < Loops.size(); ++L)
    for (unsigned B : Loops[L].Blocks.set_bits())
      Containing[B].push_back(L);
  // Innermost first: an inner loop has fewer blocks than one around it.
  for (llvm::SmallVector<unsigned, 2> &Ls : Containing)
    llvm::sort(Ls, [&](unsigned A, unsigned B) {
      return Loops[A].Blocks.count() < Loops[B].Blocks.count();
    });
}

} // namespace tensorlint::analysis
