//===- ParallelEach.h - A parallel loop over indices on a pool -*- C++ -*-===//
//
// The driver's phases and the summaries' rounds each run one piece of work
// per file or function, on the run's thread pool. A pool task per piece
// costs a hand-over each (an allocation, a lock, a futex wake: some 5,000 of
// them in a run over 900 files); one task per worker, each taking the next
// index left until none is, costs that once per worker, and balances work
// of uneven cost as well.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_SUPPORT_PARALLELEACH_H
#define TENSORLINT_SUPPORT_PARALLELEACH_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>

namespace llvm {
class ThreadPoolInterface;
} // namespace llvm

namespace tensorlint::support {

/// Runs Each(K) for every K below N, taken in ascending order, on Pool's
/// threads (never on the caller's: work that recurses deeply gets the pool
/// threads' stacks), and returns when all are done. Each must be safe to run
/// concurrently for different K. Without a pool, runs them in order here.
void forEachIndex(llvm::ThreadPoolInterface *Pool, size_t N,
                  llvm::function_ref<void(size_t)> Each);

} // namespace tensorlint::support

#endif // TENSORLINT_SUPPORT_PARALLELEACH_H
