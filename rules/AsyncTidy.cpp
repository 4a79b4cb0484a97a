//===- AsyncTidy.cpp - tensor-async-tidy ----------------------------------===//
//
// A freeing scope (an API model's `scope` entry) must run its callback
// synchronously. An async callback, or one that returns a Promise, escapes
// the scope: tensors created after the first await are never freed, and the
// scope rejects the Promise. The messages name the scope as the call spells
// it (O.Api).
//
//===----------------------------------------------------------------------===//

#include "rules/FixRequests.h"
#include "rules/RuleContext.h"

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-async-tidy";

static void checkAsyncTidy(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule) || !C.CFG.has(ir::OpKind::ScopedCall))
    return;
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind != ir::OpKind::ScopedCall || O.Callee >= C.M.Functions.size())
        continue;
      const ir::Function &Callee = C.M.Functions[O.Callee];
      const FunctionSummary *S = C.calleeSummary(O);
      std::string Msg;
      if (Callee.Attrs.IsAsync)
        Msg = "async function passed to '" + O.Api +
              "' escapes its scope: tensors created after the first await are "
              "never freed, and the scope rejects the returned Promise";
      else if (Callee.Attrs.ReturnsPromise || (S && S->IsAsync))
        Msg = "function passed to '" + O.Api +
              "' returns a Promise; the scope cannot track tensors created "
              "asynchronously";
      else
        continue;
      ir::SourceRange Primary = Callee.Range.isValid() ? Callee.Range : O.Range;
      Sink.report(Rule, Primary, std::move(Msg),
                  {{O.Range, "'" + O.Api +
                                 "' called here; dispose tensors by hand in "
                                 "async code instead"}},
                  removeAsyncFixRequest(Callee));
    }
}

extern const RuleInfo AsyncTidyRule = {
    Rule.data(),
    "An async or Promise-returning function is passed to a freeing scope, "
    "which cannot track tensors created asynchronously.",
    "A freeing scope disposes the tensors its callback creates "
    "when the callback returns. An async callback returns at its first "
    "await, so the tensors it creates afterwards escape the scope and leak; "
    "the library rejects a callback that returns a Promise.",
    RuleNeeds::Structure, checkAsyncTidy};

} // namespace tensorlint::rules
