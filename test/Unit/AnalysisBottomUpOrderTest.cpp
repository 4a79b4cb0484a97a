//===- AnalysisBottomUpOrderTest.cpp - Callees before their callers -------===//
//
// bottomUpOrder gives the order a round of SummaryTable::compute makes
// summaries in: every node after the nodes it reaches, except within a
// cycle, whose nodes keep their index order.
//
//===----------------------------------------------------------------------===//

#include "analysis/BottomUpOrder.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace tensorlint;

namespace {

using Graph = std::vector<std::vector<uint32_t>>;

std::vector<uint32_t> orderOf(const Graph &G) {
  return analysis::bottomUpOrder(
      G.size(), [&](uint32_t I, llvm::function_ref<void(uint32_t)> Add) {
        for (uint32_t J : G[I])
          Add(J);
      });
}

/// Whether node To can be reached from From (From itself included).
bool reaches(const Graph &G, uint32_t From, uint32_t To) {
  std::vector<bool> Seen(G.size());
  std::vector<uint32_t> Work{From};
  Seen[From] = true;
  while (!Work.empty()) {
    uint32_t N = Work.back();
    Work.pop_back();
    if (N == To)
      return true;
    for (uint32_t J : G[N])
      if (J < G.size() && !Seen[J]) {
        Seen[J] = true;
        Work.push_back(J);
      }
  }
  return false;
}

TEST(BottomUpOrder, AChainComesCalleesFirst) {
  // 0 -> 1 -> 2 -> 3
  EXPECT_EQ(orderOf({{1}, {2}, {3}, {}}), (std::vector<uint32_t>{3, 2, 1, 0}));
}

TEST(BottomUpOrder, ACycleKeepsIndexOrderAfterWhatItReaches) {
  // 0 -> 2 <-> 1 -> 3; self edges and edges out of range are ignored.
  EXPECT_EQ(orderOf({{2, 0}, {3, 2, 9}, {1}, {}}),
            (std::vector<uint32_t>{3, 1, 2, 0}));
}

TEST(BottomUpOrder, UnconnectedNodesKeepIndexOrder) {
  EXPECT_EQ(orderOf({{}, {}, {}}), (std::vector<uint32_t>{0, 1, 2}));
  EXPECT_TRUE(orderOf({}).empty());
}

TEST(BottomUpOrder, EveryEdgeGoesBackwardUnlessInACycle) {
  for (unsigned Seed = 1; Seed <= 40; ++Seed) {
    std::mt19937 Rng(Seed);
    uint32_t N = 1 + Rng() % 60;
    Graph G(N);
    for (uint32_t I = 0; I != N; ++I)
      for (unsigned K = Rng() % 3; K; --K)
        G[I].push_back(Rng() % N);
    std::vector<uint32_t> Order = orderOf(G);
    ASSERT_EQ(Order.size(), N);
    std::vector<uint32_t> Place(N, N);
    for (uint32_t P = 0; P != N; ++P) {
      ASSERT_LT(Order[P], N);
      ASSERT_EQ(Place[Order[P]], N) << "node listed twice";
      Place[Order[P]] = P;
    }
    for (uint32_t I = 0; I != N; ++I)
      for (uint32_t J : G[I]) {
        if (J == I)
          continue;
        if (!reaches(G, J, I)) {
          EXPECT_LT(Place[J], Place[I])
              << I << " -> " << J << ", seed " << Seed;
        } else if (I < J) {
          // A cycle's nodes keep their index order.
          EXPECT_LT(Place[I], Place[J])
              << I << " <-> " << J << ", seed " << Seed;
        }
      }
  }
}

} // namespace
