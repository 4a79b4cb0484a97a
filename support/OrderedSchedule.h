//===- OrderedSchedule.h - Parallel steps with a sequential result -*- C++ -*-//
//
// Runs steps that were written to run one after another, in a fixed order,
// on a thread pool with the same result. Each step reads and writes its own
// state and reads the state of some other steps (its reads), which may come
// before or after it in the order. Running one after another, a step sees
// what the earlier steps it reads wrote, and the state the later ones had
// before they ran. So a step must run after the earlier steps it reads and
// before the later ones: every such pair is an edge forward in the order, and
// the steps form a DAG. Each step gets a level, one more than the highest
// level of the steps it must follow; the steps of one level share no edge,
// touch no common state, and run in parallel; the levels run in turn.
//
// SummaryTable::compute runs its rounds this way: a round analyses functions
// in a fixed order, each reading its callees' summaries (its reads).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_SUPPORT_ORDEREDSCHEDULE_H
#define TENSORLINT_SUPPORT_ORDEREDSCHEDULE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"

#include <cstdint>
#include <vector>

namespace llvm {
class ThreadPoolInterface;
} // namespace llvm

namespace tensorlint::support {

class OrderedSchedule {
public:
  /// Steps 0 to NumSteps - 1 in their order; Reads(I, Add) calls Add(J) for
  /// each step J whose state step I reads (J == I is allowed and ignored).
  OrderedSchedule(
      uint32_t NumSteps,
      llvm::function_ref<void(uint32_t, llvm::function_ref<void(uint32_t)>)>
          Reads);

  /// Runs Step(I) for each I of Steps (ascending) with the result of running
  /// them one after another in that order: on Pool, level by level, or in
  /// order without one (or with one thread). Steps not in Steps are taken not
  /// to run; they may be left out because the levels hold for every subset.
  void run(llvm::ArrayRef<uint32_t> Steps, llvm::ThreadPoolInterface *Pool,
           llvm::function_ref<void(uint32_t)> Step) const;

  /// The number of levels (the longest chain of steps that must follow one
  /// another); 0 without steps.
  uint32_t levels() const { return NumLevels; }
  uint32_t levelOf(uint32_t Step) const { return Level[Step]; }

private:
  std::vector<uint32_t> Level;
  uint32_t NumLevels = 0;
};

} // namespace tensorlint::support

#endif // TENSORLINT_SUPPORT_ORDEREDSCHEDULE_H
