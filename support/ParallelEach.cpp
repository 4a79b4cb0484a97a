//===- ParallelEach.cpp - A parallel loop over indices on a pool ----------===//

#include "support/ParallelEach.h"

#include "llvm/Support/ThreadPool.h"

#include <algorithm>
#include <atomic>

namespace tensorlint::support {

void forEachIndex(llvm::ThreadPoolInterface *Pool, size_t N,
                  llvm::function_ref<void(size_t)> Each) {
  if (!Pool) {
    for (size_t K = 0; K != N; ++K)
      Each(K);
    return;
  }
  std::atomic<size_t> Taken{0};
  size_t Workers = std::min<size_t>(Pool->getMaxConcurrency(), N);
  for (size_t W = 0; W != Workers; ++W)
    Pool->async([&] {
      for (size_t K; (K = Taken.fetch_add(1, std::memory_order_relaxed)) < N;)
        Each(K);
    });
  Pool->wait();
}

} // namespace tensorlint::support
