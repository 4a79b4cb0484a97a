//===- ChainedTemporary.cpp - tensor-chained-temporary --------------------===//
//
// An intermediate result (model.predict(x).argMax()) that is never bound to
// a name cannot be disposed by hand; only a freeing scope can clean it. The
// engine creates such objects scoped inside scope callbacks and scopes, so an
// owned temporary that becomes unreachable is a leak.
//
//===----------------------------------------------------------------------===//

#include "rules/FixRequests.h"
#include "rules/RuleContext.h"

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-chained-temporary";

static void checkChainedTemporary(const FunctionContext &C, FindingSink &Sink) {
  // Module-level code runs once (`const w = ns.variable(ns.random(shape))`):
  // as for tensor-undisposed, nothing there leaks per frame.
  if (!Sink.enabled(Rule) || C.F.Attrs.IsModuleInit)
    return;
  // Discarded error statuses, reported once per function (see below).
  std::vector<const ir::Op *> Discarded;
  for (const SiteRecord &R : C.Facts.Sites) {
    if (R.Losses.empty() || R.IsModel || R.EverReleased || R.EverEscaped ||
        R.EverKept || R.BoundTo != ir::NoValue)
      continue;
    // In a function that runs once (a page's start-up listener), only a
    // temporary made again on each iteration of a loop piles up; in one
    // nothing proves to repeat, the same (FunctionContext::lossRepeats).
    bool InLoop = C.CFG.inLoop(R.Create.Block);
    if ((C.runsOnce() && !InLoop) || !C.lossRepeats(InLoop))
      continue;
    const ir::Op &Cr = C.op(R.Create);
    const ir::Value *Val = C.value(Cr.Dst);
    if (!Val || Val->Store != ir::Storage::Temporary)
      continue;
    // Models and optimizers made inline (`compile({optimizer:
    // ns.train.adam()})`) live as long as what they are given to.
    if (Val->Type == ir::ValueType::Model || Val->ProgramLifetime ||
        C.madeLongLived(R))
      continue;
    if (Val->FailureOnly) {
      Discarded.push_back(&Cr);
      continue;
    }
    std::vector<Note> Notes;
    std::string Fix = "bind it to a variable and dispose it";
    std::string Advice =
        Val->Scopable ? scopeAdvice(C.M, "the statement") : std::string();
    if (!Advice.empty())
      Fix += ", or " + Advice;
    Notes.push_back({Cr.Range, std::move(Fix)});
    // "model.predict(...).argMax": the link that made it is "argMax".
    llvm::StringRef Api = Cr.Api;
    if (size_t P = Api.rfind("(...)."); P != llvm::StringRef::npos)
      Api = Api.substr(P + 6);
    Sink.report(Rule, Cr.Range,
                "intermediate " + C.noun(Cr.Dst) + " from '" + Api.str() +
                    "' is never bound and cannot be disposed" +
                    C.repetitionSuffix(InLoop),
                std::move(Notes), scopeWrapFixRequest(C, R));
  }
  // An error status thrown away exists only when its call failed: a leak on
  // the failure path alone, and code that ignores one ignores them all. One
  // finding per function, at the first, names the others.
  if (Discarded.empty())
    return;
  const ir::Op &First = *Discarded.front();
  std::string Noun = C.noun(First.Dst);
  std::vector<Note> Notes;
  std::string Release = First.ReleaseHint;
  if (size_t P = Release.find("{}"); P != std::string::npos)
    Release.replace(P, 2, "it");
  Notes.push_back({First.Range, "check it" +
                                    (Release.empty() ? std::string()
                                                     : " and call '" + Release +
                                                           "' when it is set") +
                                    ", or discard it explicitly with (void)"});
  for (size_t I = 1; I < Discarded.size(); ++I)
    Notes.push_back({Discarded[I]->Range, "another " + Noun + " from '" +
                                              Discarded[I]->Api +
                                              "' is discarded here"});
  std::string More = Discarded.size() > 1
                         ? " (and " + std::to_string(Discarded.size() - 1) +
                               " more in '" + C.F.Name + "')"
                         : std::string();
  Sink.report(Rule, First.Range,
              Noun + " returned by '" + First.Api +
                  "' is discarded; it leaks whenever the call fails" + More,
              std::move(Notes), {});
}

extern const RuleInfo ChainedTemporaryRule = {
    Rule.data(),
    "An intermediate tensor is never bound to a name, so nothing can "
    "dispose it.",
    "Each call of a chain such as predict(x).argMax().data() "
    "creates a tensor. The intermediate ones are never bound to a name, so "
    "nothing can dispose them and their GPU or native memory leaks on every "
    "call. Bind and dispose them, or run the statement inside the library's "
    "freeing scope.",
    RuleNeeds::ConvergedFacts, checkChainedTemporary};

} // namespace tensorlint::rules
