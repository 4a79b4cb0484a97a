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

#include "llvm/ADT/Twine.h"

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-async-tidy";

static Note scopeNote(const ir::Op &Scope) {
  return {Scope.Range, (llvm::Twine("'") + Scope.Api +
                        "' called here; dispose tensors by hand in async "
                        "code instead")
                           .str()};
}

/// The summary of what O calls when that starts async tensor work: its
/// callee's, or, for a call of a method of a top-level object literal
/// (Op::OtherCallees without a callee), the first of its candidates when
/// every candidate starts such work.
static const FunctionSummary *startedAsyncWork(const FunctionContext &C,
                                               const ir::Op &O) {
  if (const FunctionSummary *S = C.calleeSummary(O))
    return S->TensorWorkAfterAwait.empty() ? nullptr : S;
  if (O.Callee != ir::NoFunction || O.OtherCallees.empty())
    return nullptr;
  for (ir::FunctionId Other : O.OtherCallees)
    if (Other >= C.ModuleSummaries.size() ||
        C.ModuleSummaries[Other].TensorWorkAfterAwait.empty())
      return nullptr;
  return &C.ModuleSummaries[O.OtherCallees.front()];
}

/// A synchronous callback that starts async work and drops its Promise
/// (`scope(() => { train(); })` with an async `train`): the scope
/// closes at the work's first await, so the tensors it makes afterwards are
/// never freed (FunctionSummary::TensorWorkAfterAwait). Reported at the
/// callback's call that starts it.
static void checkStartedAsyncWork(const FunctionContext &C, const ir::Op &Scope,
                                  const ir::Function &Callback,
                                  FindingSink &Sink) {
  for (const ir::Block &B : Callback.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind != ir::OpKind::Call)
        continue;
      const FunctionSummary *S = startedAsyncWork(C, O);
      if (!S)
        continue;
      llvm::StringRef Async = S->TensorWorkAfterAwait;
      llvm::StringRef Called = O.Api;
      bool Direct =
          Called == Async || (Called.ends_with(Async) &&
                              Called.drop_back(Async.size()).ends_with("."));
      std::string Who =
          Async.starts_with("<")
              ? std::string("an async function")
              : (llvm::Twine("async function '") + Async + "'").str();
      std::string Msg =
          (Direct ? llvm::Twine(Who) + " runs"
                  : "'" + Called + "' starts " + Who + ", which runs")
              .str();
      Msg += (llvm::Twine(" past the scope of '") + Scope.Api +
              "': the scope closes at its first await, and the tensors it "
              "makes after that are never freed")
                 .str();
      Sink.report(Rule, O.Range, std::move(Msg), {scopeNote(Scope)});
    }
}

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
      else {
        if (!Callee.Attrs.ScopeSpansAwaits)
          checkStartedAsyncWork(C, O, Callee, Sink);
        continue;
      }
      ir::SourceRange Primary = Callee.Range.isValid() ? Callee.Range : O.Range;
      Sink.report(Rule, Primary, std::move(Msg), {scopeNote(O)},
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
