//===- SupportParallelEachTest.cpp - The pool's loop over indices ---------===//
//
// forEachIndex runs every index exactly once, on the pool's threads only,
// and returns when all are done; without a pool, in order on the caller's.
//
//===----------------------------------------------------------------------===//

#include "support/ParallelEach.h"

#include "llvm/Support/ThreadPool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using namespace tensorlint;

namespace {

TEST(ParallelEach, RunsEveryIndexOnceOnThePool) {
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(2));
  for (size_t N : {size_t(0), size_t(1), size_t(2), size_t(3), size_t(1000)}) {
    std::vector<std::atomic<unsigned>> Runs(N);
    std::mutex M;
    std::set<std::thread::id> Threads;
    support::forEachIndex(&Pool, N, [&](size_t K) {
      ++Runs[K];
      std::lock_guard<std::mutex> L(M);
      Threads.insert(std::this_thread::get_id());
    });
    // Returned only when all were done: every count is final here.
    for (size_t K = 0; K != N; ++K)
      EXPECT_EQ(Runs[K].load(), 1u) << "index " << K << " of " << N;
    EXPECT_EQ(Threads.count(std::this_thread::get_id()), 0u)
        << "ran on the caller's thread";
  }
}

TEST(ParallelEach, WithoutAPoolRunsInOrderHere) {
  std::vector<size_t> Seen;
  std::thread::id Caller = std::this_thread::get_id();
  support::forEachIndex(nullptr, 5, [&](size_t K) {
    EXPECT_EQ(std::this_thread::get_id(), Caller);
    Seen.push_back(K);
  });
  EXPECT_EQ(Seen, (std::vector<size_t>{0, 1, 2, 3, 4}));
}

} // namespace
