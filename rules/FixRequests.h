//===- FixRequests.h - When a rule may ask for a fix ------------*- C++ -*-===//
//
// The language-blind half of the autofixes: each helper decides, from the IR
// and the engine's facts alone, whether a fix is safe to ask for, and builds
// the request (ir/Fix.h). The language-aware resolver may still refuse it.
// Precision first: when in doubt, no request.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_FIXREQUESTS_H
#define TENSORLINT_RULES_FIXREQUESTS_H

#include "ir/Fix.h"
#include "rules/RuleContext.h"

#include <vector>

namespace tensorlint::rules {

/// tensor-undisposed: "insert Call after the last use" for an object of site
/// R named by the local Var, released and escaped on no path, lost only at
/// the end of its scope or the function (never by a reassignment), with no
/// return/throw/break/continue between its creation and its last use.
std::vector<ir::FixRequest> releaseFixRequest(const FunctionContext &C,
                                              const analysis::SiteRecord &R,
                                              ir::ValueId Var,
                                              llvm::StringRef Call);

/// tensor-chained-temporary: "wrap the statement in the freeing scope" when
/// no op of the function binds, stores, keeps or releases a tensor produced
/// by the expression that contains the temporary (the statement's result is
/// not a tensor), and the function is not async-suspending inside it.
std::vector<ir::FixRequest> scopeWrapFixRequest(const FunctionContext &C,
                                                const analysis::SiteRecord &R);

/// tensor-async-tidy: "remove the async marker" of a callback declared async
/// that awaits nothing and returns no Promise.
std::vector<ir::FixRequest> removeAsyncFixRequest(const ir::Function &Callee);

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_FIXREQUESTS_H
