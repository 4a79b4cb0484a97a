//===- SummariesDetail.h - Shared by computing and patching -----*- C++ -*-===//
//
// Internal to analysis/Summaries.cpp, which computes the summary table, and
// analysis/SummaryPatch.cpp, which patches the last one in the editor: both
// must read the IR the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_SUMMARIESDETAIL_H
#define TENSORLINT_ANALYSIS_SUMMARIESDETAIL_H

#include "analysis/CFGInfo.h"
#include "analysis/Engine.h"
#include "analysis/Summaries.h"

#include "llvm/ADT/StringMap.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace tensorlint::analysis::summaries {

/// The rounds a compute makes at most. The ownership facts are monotone in
/// practice; the bound only guards against pathological mutual recursion.
inline constexpr unsigned MaxRounds = 8;

/// Derives the ownership facts of F, a function of M, from the engine's
/// facts (Resolve: the summaries its calls resolve to) into S.
void deriveFacts(const ir::Module &M, const ir::Function &F,
                 const FunctionFacts &Facts, SummaryResolver Resolve,
                 FunctionSummary &S);

/// The source spans of F's explicit scopes (scope-enter ... scope-exit ops,
/// such as startScope() ... endScope()): from each scope-enter to the last
/// scope-exit of its id. A scope a nested closure ends (`startScope(); ...;
/// p.then(() => endScope())`) lasts to the end of the function when
/// ClosureEnds: everything after the enter runs before that closure can.
std::vector<std::pair<ir::SourceLoc, ir::SourceLoc>>
scopeSpans(const ir::Function &F, bool ClosureEnds);

/// Whether G, a closure, ends a scope it did not begin (so the scope is its
/// parent's).
bool endsParentScope(const ir::Function &G, const CFGInfo &CFG);

/// For each function of M: some closure nested in it ends a scope it did
/// not begin (so the scope is its parent's).
std::vector<bool>
closuresEndingScopes(const ir::Module &M,
                     llvm::ArrayRef<std::shared_ptr<const CFGInfo>> CFGs);

/// The summaries the calls of F resolve to, op by op: what an engine run
/// read (AnalysisCache::Run::Callees).
std::vector<std::optional<FunctionSummary>> calleesOf(const ir::Function &F,
                                                      SummaryResolver Resolve);

/// The function a call of module M names by its callee fields (Op::Callee,
/// else Op::CalleeSymbol through SymToFn), whether it calls that function or
/// its result (Op::CallsResult).
std::optional<FunctionRef>
namedCallee(const std::vector<const ir::Module *> &Modules,
            const llvm::StringMap<FunctionRef> &SymToFn, unsigned M,
            const ir::Op &O);

/// The function of the run a function reference of module Mod (index M)
/// names: its Fn, else its Symbol through SymToFn; none for a parameter
/// passed on (CallbackArg::Param).
std::optional<FunctionRef>
referencedFunction(const ir::Module &Mod, unsigned M,
                   const llvm::StringMap<FunctionRef> &SymToFn,
                   const ir::CallbackArg &R);

/// What a call of module M resolves to: a function of M by id, else the
/// first function of the run that exports its callee symbol (SymToFn); none
/// for a call of a result (Op::CallsResult).
std::optional<FunctionRef>
resolveCall(const std::vector<const ir::Module *> &Modules,
            const llvm::StringMap<FunctionRef> &SymToFn, unsigned M,
            const ir::Op &O);

/// Per module, per function of Modules (with their CFGs, and the final
/// summaries Sums): the hash of its outline and whether a closure nested in
/// it ends a scope it did not begin, for SummaryTable::patchLast to compare
/// with at the next compute (SummaryPatch.cpp).
std::vector<std::vector<std::pair<uint64_t, bool>>>
outlinesOf(const std::vector<const ir::Module *> &Modules,
           const llvm::StringMap<FunctionRef> &SymToFn,
           const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
           const std::vector<std::vector<FunctionSummary>> &Sums);

/// Whether the summaries of Modules have one fixpoint, which a compute
/// reaches (SummaryPatch.cpp). HasCalls: per function, whether it reads
/// other summaries; PlaceOf: its place in the order a round makes them in.
bool summariesConvergeAlike(const std::vector<const ir::Module *> &Modules,
                            const llvm::StringMap<FunctionRef> &SymToFn,
                            const std::vector<std::vector<bool>> &HasCalls,
                            llvm::function_ref<uint32_t(FunctionRef)> PlaceOf);

} // namespace tensorlint::analysis::summaries

#endif // TENSORLINT_ANALYSIS_SUMMARIESDETAIL_H
