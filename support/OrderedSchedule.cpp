//===- OrderedSchedule.cpp - Parallel steps with a sequential result ------===//

#include "support/OrderedSchedule.h"
#include "support/ParallelEach.h"

#include "llvm/Support/ThreadPool.h"

#include <algorithm>

namespace tensorlint::support {

OrderedSchedule::OrderedSchedule(
    uint32_t NumSteps,
    llvm::function_ref<void(uint32_t, llvm::function_ref<void(uint32_t)>)>
        Reads)
    : Level(NumSteps, 0) {
  // In order, so that every step a step must follow has its level already:
  // an earlier step it reads is done; an earlier step that reads it raised
  // its level when that step was done.
  for (uint32_t I = 0; I != NumSteps; ++I) {
    Reads(I, [&](uint32_t J) {
      if (J < I)
        Level[I] = std::max(Level[I], Level[J] + 1);
    });
    Reads(I, [&](uint32_t J) {
      if (J > I && J < NumSteps)
        Level[J] = std::max(Level[J], Level[I] + 1);
    });
    NumLevels = std::max(NumLevels, Level[I] + 1);
  }
}

void OrderedSchedule::run(llvm::ArrayRef<uint32_t> Steps,
                          llvm::ThreadPoolInterface *Pool,
                          llvm::function_ref<void(uint32_t)> Step) const {
  // One thread runs them in order: the same result, without the levels.
  if (!Pool || Pool->getMaxConcurrency() <= 1) {
    for (uint32_t I : Steps)
      Step(I);
    return;
  }
  // The steps by level (a counting sort keeps each level ascending).
  std::vector<uint32_t> Start(NumLevels + 1, 0);
  for (uint32_t I : Steps)
    ++Start[Level[I] + 1];
  for (uint32_t L = 0; L != NumLevels; ++L)
    Start[L + 1] += Start[L];
  std::vector<uint32_t> ByLevel(Steps.size());
  std::vector<uint32_t> Next(Start.begin(), Start.end() - 1);
  for (uint32_t I : Steps)
    ByLevel[Next[Level[I]]++] = I;

  unsigned Workers = Pool->getMaxConcurrency();
  for (uint32_t L = 0; L != NumLevels; ++L) {
    llvm::ArrayRef<uint32_t> Of(ByLevel.data() + Start[L],
                                ByLevel.data() + Start[L + 1]);
    // Few steps are not worth a task's hand-over.
    if (Of.size() < 2 * Workers) {
      for (uint32_t I : Of)
        Step(I);
      continue;
    }
    // Each worker takes the next step left: steps differ much in cost.
    forEachIndex(Pool, Of.size(), [&](size_t K) { Step(Of[K]); });
  }
}

} // namespace tensorlint::support
