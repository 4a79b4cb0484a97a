//===- ReclaimTest.cpp - Freeing an edit's leftovers later ----------------===//

#include "frontend/Reclaim.h"

#include "gtest/gtest.h"

using namespace tensorlint::frontend;

namespace {

/// Counts its live instances, so a test sees when one is freed.
struct Counted {
  explicit Counted(int &Live) : Live(&Live) { ++Live; }
  Counted(Counted &&O) : Live(O.Live) { O.Live = nullptr; }
  ~Counted() {
    if (Live)
      --*Live;
  }
  int *Live;
};

TEST(ReclaimTest, WithoutReclaimerRetireFreesAtOnce) {
  int Live = 0;
  retire(Counted(Live));
  EXPECT_EQ(Live, 0);
  auto P = std::make_unique<Counted>(Live);
  retire(std::move(P));
  EXPECT_EQ(Live, 0);
}

TEST(ReclaimTest, ReclaimerKeepsWhatIsRetiredUntilItsTakerDrops) {
  int Live = 0;
  std::vector<std::shared_ptr<void>> Taken;
  {
    Reclaimer R;
    retire(Counted(Live));
    retire(std::make_unique<Counted>(Live));
    EXPECT_EQ(Live, 2);
    Taken = R.take();
  }
  EXPECT_EQ(Taken.size(), 2u);
  EXPECT_EQ(Live, 2);
  Taken.clear();
  EXPECT_EQ(Live, 0);
  // Uninstalled with its scope.
  retire(Counted(Live));
  EXPECT_EQ(Live, 0);
}

TEST(ReclaimTest, NestedReclaimerTakesWhileInstalledThenOuterAgain) {
  int Live = 0;
  Reclaimer Outer;
  {
    Reclaimer Inner;
    retire(Counted(Live));
    EXPECT_EQ(Inner.take().size(), 1u); // dropped here
  }
  EXPECT_EQ(Live, 0);
  retire(Counted(Live));
  EXPECT_EQ(Live, 1);
  EXPECT_EQ(Outer.take().size(), 1u);
  EXPECT_EQ(Live, 0);
}

TEST(ReclaimTest, ReclaimerDestroyedWithoutTakeFreesWhatItHeld) {
  int Live = 0;
  {
    Reclaimer R;
    retire(Counted(Live));
    EXPECT_EQ(Live, 1);
  }
  EXPECT_EQ(Live, 0);
}

} // namespace
