//===- AsyncTensorWork.cpp - Tensor work an await defers ------------------===//

#include "analysis/AsyncTensorWork.h"
#include "analysis/Summaries.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"

namespace tensorlint::analysis {

/// Whether O makes a tensor a freeing scope would free: a create of a
/// scopable tensor (not a model, nor what lives for the program), or a
/// call of a function that makes one.
static bool makesTensor(const ir::Function &F, const ir::Op &O,
                        SummaryResolver Resolve) {
  if (O.Kind == ir::OpKind::Create) {
    if (O.Dst >= F.Values.size())
      return true;
    const ir::Value &V = F.Values[O.Dst];
    return V.Type == ir::ValueType::Tensor && V.Scopable && !V.ProgramLifetime;
  }
  if (O.Kind != ir::OpKind::Call)
    return false;
  const FunctionSummary *S = Resolve(O);
  return S && S->MakesTensors;
}

/// Whether F, an async function, makes a tensor after one of its awaits:
/// later in an awaiting block, or in any block an awaiting block reaches
/// (a loop's next iteration included).
static bool makesTensorAfterAwait(const ir::Function &F,
                                  SummaryResolver Resolve) {
  llvm::BitVector After(F.Blocks.size());
  llvm::SmallVector<ir::BlockId, 16> Work;
  for (ir::BlockId B = 0; B != F.Blocks.size(); ++B) {
    bool Awaited = false;
    for (const ir::Op &O : F.Blocks[B].Ops) {
      if (Awaited && makesTensor(F, O, Resolve))
        return true;
      Awaited |= O.Kind == ir::OpKind::Await;
    }
    if (Awaited)
      Work.append(F.Blocks[B].Succs.begin(), F.Blocks[B].Succs.end());
  }
  while (!Work.empty()) {
    ir::BlockId B = Work.back();
    Work.pop_back();
    if (B >= F.Blocks.size() || After.test(B))
      continue;
    After.set(B);
    for (const ir::Op &O : F.Blocks[B].Ops)
      if (makesTensor(F, O, Resolve))
        return true;
    Work.append(F.Blocks[B].Succs.begin(), F.Blocks[B].Succs.end());
  }
  return false;
}

AsyncTensorWork asyncTensorWork(const ir::Function &F,
                                SummaryResolver Resolve) {
  AsyncTensorWork Out;
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops) {
      Out.MakesTensors |= makesTensor(F, O, Resolve);
      // A callee's deferred work is deferred for its callers too, awaited
      // or not: the callers run it from wherever they were called.
      if (Out.AfterAwait.empty() && O.Kind == ir::OpKind::Call)
        if (const FunctionSummary *S = Resolve(O))
          Out.AfterAwait = S->TensorWorkAfterAwait;
    }
  // Not a made-up name ("<arrow@12:5>"): it spells where the function
  // begins, which an edit above it moves, and a summary holds nothing that
  // moves, so that the editor can reuse it (AnalysisCache.h).
  if (F.Attrs.IsAsync && makesTensorAfterAwait(F, Resolve))
    Out.AfterAwait = F.hasSyntheticName() ? "<anonymous>" : F.Name;
  return Out;
}

} // namespace tensorlint::analysis
