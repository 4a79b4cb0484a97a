//===- BottomUpOrder.h - Callees before their callers -----------*- C++ -*-===//
//
// The order in which a round of SummaryTable::compute makes summaries. A
// round gives the result of making them one after another (OrderedSchedule),
// so a callee made before its caller in a round is final for it in that
// round. With every callee first, a call graph without cycles converges in
// one round, and the next only confirms it; in the order the modules list
// their functions, a caller listed before its callee waits a round for each
// such step of a call chain (on the library corpus, 1,241 analyses in two
// more rounds).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_BOTTOMUPORDER_H
#define TENSORLINT_ANALYSIS_BOTTOMUPORDER_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <vector>

namespace tensorlint::analysis {

/// Nodes 0 to NumNodes - 1 of a graph whose edges Succ(I, Add) gives (Add(J)
/// for each edge I -> J), ordered so that every node comes after the nodes
/// it reaches, except those it reaches back from (its strongly connected
/// component, whose nodes stay in index order). Components come in the
/// order a depth-first search from nodes 0, 1, ... finishes them.
std::vector<uint32_t> bottomUpOrder(
    uint32_t NumNodes,
    llvm::function_ref<void(uint32_t, llvm::function_ref<void(uint32_t)>)>
        Succ);

/// Per node of the same kind of graph, the number of its strongly connected
/// component: two nodes share one when each reaches the other.
std::vector<uint32_t> componentOf(
    uint32_t NumNodes,
    llvm::function_ref<void(uint32_t, llvm::function_ref<void(uint32_t)>)>
        Succ);

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_BOTTOMUPORDER_H
