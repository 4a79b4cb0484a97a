//===- SupportOrderedScheduleTest.cpp - Parallel rounds, sequential result ===//
//
// OrderedSchedule runs steps on a pool with the result of running them one
// after another; SummaryTable::compute runs its rounds with it. Both are
// compared here with the sequential run they stand for.
//
//===----------------------------------------------------------------------===//

#include "support/OrderedSchedule.h"
#include "test/Unit/RulesTestUtil.h"

#include "llvm/Support/ThreadPool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <random>
#include <thread>

using namespace tensorlint;
using namespace tensorlint::test;
using ir::EscapeKind;

namespace {

/// A random step graph: each step reads a few others, earlier or later.
std::vector<std::vector<uint32_t>> randomReads(uint32_t N, unsigned Seed) {
  std::mt19937 Rng(Seed);
  std::vector<std::vector<uint32_t>> Reads(N);
  for (uint32_t I = 0; I != N; ++I)
    for (unsigned K = Rng() % 4; K; --K)
      Reads[I].push_back(Rng() % N);
  return Reads;
}

support::OrderedSchedule
scheduleOf(const std::vector<std::vector<uint32_t>> &R) {
  return support::OrderedSchedule(
      R.size(), [&](uint32_t I, llvm::function_ref<void(uint32_t)> Add) {
        for (uint32_t J : R[I])
          Add(J);
      });
}

/// Each step mixes what it reads into its own value: any step that runs
/// too early or too late changes some value.
std::vector<uint64_t> runSteps(const std::vector<std::vector<uint32_t>> &R,
                               llvm::ArrayRef<uint32_t> Steps,
                               llvm::ThreadPoolInterface *Pool) {
  std::vector<uint64_t> V(R.size());
  for (uint32_t I = 0; I != V.size(); ++I)
    V[I] = I + 1;
  scheduleOf(R).run(Steps, Pool, [&](uint32_t I) {
    uint64_t X = V[I];
    for (uint32_t J : R[I])
      X = X * 1000003 ^ V[J];
    V[I] = X;
  });
  return V;
}

TEST(OrderedSchedule, LevelsPutEachReadOnTheRightSide) {
  for (unsigned Seed = 0; Seed != 20; ++Seed) {
    auto R = randomReads(300, Seed);
    support::OrderedSchedule S = scheduleOf(R);
    for (uint32_t I = 0; I != R.size(); ++I)
      for (uint32_t J : R[I])
        if (J != I) {
          EXPECT_LT(S.levelOf(std::min(I, J)), S.levelOf(std::max(I, J)))
              << "step " << I << " reads " << J << " (seed " << Seed << ")";
        }
  }
}

TEST(OrderedSchedule, PoolRunEqualsRunningInOrder) {
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(4));
  for (unsigned Seed = 0; Seed != 20; ++Seed) {
    auto R = randomReads(2000, Seed);
    std::vector<uint32_t> All(R.size()), Some;
    for (uint32_t I = 0; I != All.size(); ++I) {
      All[I] = I;
      if (I % 3)
        Some.push_back(I);
    }
    EXPECT_EQ(runSteps(R, All, &Pool), runSteps(R, All, nullptr))
        << "seed " << Seed;
    EXPECT_EQ(runSteps(R, Some, &Pool), runSteps(R, Some, nullptr))
        << "seed " << Seed;
  }
}

TEST(OrderedSchedule, AStepRunsBetweenWhatItReads) {
  // Four levels of 200 steps; each step reads the last steps of the level
  // before it (still running when a schedule that does not wait for a level
  // to end starts the next), and one step after it.
  const uint32_t Width = 200, N = 4 * Width;
  std::vector<std::vector<uint32_t>> R(N);
  for (uint32_t I = Width; I != N; ++I)
    R[I] = {I / Width * Width - 1 - I % 4};
  for (uint32_t I = 0; I != Width; ++I)
    R[I] = {N - 1 - I % 3};
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(4));
  std::vector<std::atomic<bool>> Started(N), Done(N);
  std::vector<uint32_t> All(N);
  for (uint32_t I = 0; I != N; ++I)
    All[I] = I;
  std::atomic<unsigned> Wrong{0};
  scheduleOf(R).run(All, &Pool, [&](uint32_t I) {
    Started[I] = true;
    for (uint32_t J : R[I])
      if ((J < I && !Done[J]) || (J > I && Started[J]))
        ++Wrong;
    std::this_thread::sleep_for(std::chrono::microseconds(50));
    Done[I] = true;
  });
  EXPECT_EQ(Wrong, 0u);
  EXPECT_TRUE(llvm::all_of(Done, [](const auto &D) { return bool(D); }));
}

TEST(OrderedSchedule, NoStepsNoLevels) {
  support::OrderedSchedule S(
      0, [](uint32_t, llvm::function_ref<void(uint32_t)>) {});
  EXPECT_EQ(S.levels(), 0u);
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(2));
  S.run({}, &Pool, [](uint32_t) { FAIL(); });
}

/// Helpers calling each other across the order: chains whose callers come
/// before their callees (each round learns one more link), chains the other
/// way, mutual recursion, and a call into another module.
std::vector<ir::Module> tangledModules() {
  std::vector<ir::Module> Ms;
  Ms.push_back(makeModule("lib.js"));
  Ms.push_back(makeModule("app.js"));
  ir::Module &Lib = Ms[0], &App = Ms[1];
  // Callers first: f0 calls f1 ... f11 makes the tensor.
  const unsigned Chain = 12;
  ir::FunctionId First = Lib.Functions.size();
  for (unsigned I = 0; I != Chain; ++I) {
    FnBuilder F(Lib, "down" + std::to_string(I), 10 * I + 1);
    auto T = F.local("t");
    if (I + 1 == Chain)
      F.in(0).create(T, "tf.tensor", 10 * I + 2);
    else
      F.in(0).call(T, {}, First + I + 1, "down" + std::to_string(I + 1),
                   10 * I + 2);
    F.in(0).escape(T, EscapeKind::Return, 10 * I + 3).ret(10 * I + 3);
  }
  // Callees first: up0 makes, up_i calls up_{i-1}; the last is exported.
  ir::FunctionId Up = Lib.Functions.size();
  for (unsigned I = 0; I != Chain; ++I) {
    FnBuilder F(Lib, "up" + std::to_string(I), 500 + 10 * I);
    auto T = F.local("t");
    if (I == 0)
      F.in(0).create(T, "tf.tensor", 501);
    else
      F.in(0).call(T, {}, Up + I - 1, "up" + std::to_string(I - 1),
                   500 + 10 * I + 1);
    F.in(0)
        .escape(T, EscapeKind::Return, 500 + 10 * I + 2)
        .ret(500 + 10 * I + 2);
    if (I + 1 == Chain)
      F.exportAs("lib.js#up");
  }
  // Mutual recursion, and a function releasing its argument through a
  // helper defined after it.
  FnBuilder A(Lib, "a", 900), B(Lib, "b", 910);
  auto X = A.local("x"), Y = B.local("y");
  A.in(0)
      .call(X, {}, B.id(), "b", 901)
      .escape(X, EscapeKind::Return, 902)
      .ret(902);
  B.in(0)
      .call(Y, {}, A.id(), "a", 911)
      .escape(Y, EscapeKind::Return, 912)
      .ret(912);
  FnBuilder C(App, "main", 1);
  auto R = C.local("r"), S = C.local("s");
  C.in(0)
      .call(R, {}, ir::NoFunction, "up", 2, "lib.js#up")
      .call(S, {}, ir::NoFunction, "up", 3, "lib.js#up")
      .use(R, 4)
      .end();
  return Ms;
}

TEST(OrderedSchedule, SummariesOnAPoolEqualSummariesInOrder) {
  std::vector<ir::Module> Ms = tangledModules();
  std::vector<const ir::Module *> Ptrs{&Ms[0], &Ms[1]};
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(4));
  auto InOrder = analysis::SummaryTable::compute(Ptrs, nullptr, true);
  auto OnPool = analysis::SummaryTable::compute(Ptrs, &Pool, true);
  for (const ir::Module &M : Ms)
    for (ir::FunctionId Fn = 0; Fn != M.Functions.size(); ++Fn) {
      ASSERT_TRUE(InOrder.lookup(M, Fn) && OnPool.lookup(M, Fn));
      EXPECT_TRUE(*InOrder.lookup(M, Fn) == *OnPool.lookup(M, Fn))
          << M.Functions[Fn].Name;
    }
  // Both chains end known fresh, in both runs: a round makes callees first
  // (BottomUpOrder.h), so the chain whose callers the module lists first
  // needs no more rounds than the other; in the module's order it would
  // need more than a compute makes.
  EXPECT_TRUE(OnPool.lookupSymbol("lib.js#up")->ReturnsFresh);
  EXPECT_TRUE(OnPool.lookup(Ms[0], 0)->ReturnsFresh);
  EXPECT_TRUE(InOrder.lookup(Ms[0], 0)->ReturnsFresh);
  // Both tensors main gets from the other module leak, by either table.
  rules::RuleFilter All;
  auto Found = rules::analyzeModule(Ms[1], OnPool, All);
  ASSERT_EQ(Found.size(), 2u);
  EXPECT_EQ(Found[0].Message, "tensor returned by 'up' is never disposed");
  EXPECT_EQ(Found, rules::analyzeModule(Ms[1], InOrder, All));
}

} // namespace
