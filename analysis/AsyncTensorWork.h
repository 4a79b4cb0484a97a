//===- AsyncTensorWork.h - Tensor work an await defers ----------*- C++ -*-===//
//
// A freeing scope frees what its callback makes before the callback
// returns. An async function the callback calls returns at its first
// await: what it makes after that runs when the scope is already closed,
// and nothing frees it. This file finds, for one function, whether it makes
// tensors at all and whether some async function it runs (itself, or one
// its calls reach) makes them after an await. Both facts are transitive
// through calls, so they are summary facts (FunctionSummary::MakesTensors,
// ::TensorWorkAfterAwait), computed with the others in one pass per round.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_ASYNCTENSORWORK_H
#define TENSORLINT_ANALYSIS_ASYNCTENSORWORK_H

#include "analysis/Engine.h"
#include "ir/IR.h"

#include <string>

namespace tensorlint::analysis {

struct AsyncTensorWork {
  /// It makes a tensor a freeing scope would free, or calls a function
  /// that does.
  bool MakesTensors = false;
  /// The async function (F itself, or one F's calls reach) that makes
  /// tensors after one of its awaits, by name ("<anonymous>" for one the
  /// user did not name); empty if none.
  std::string AfterAwait;
};

/// F's facts, from its ops and the summaries its calls resolve to.
AsyncTensorWork asyncTensorWork(const ir::Function &F, SummaryResolver Resolve);

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_ASYNCTENSORWORK_H
