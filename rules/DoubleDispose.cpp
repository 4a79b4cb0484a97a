//===- DoubleDispose.cpp - tensor-double-dispose --------------------------===//
//
// A release of an object that is released on every incoming path; and a
// release of a handle that a local record still holds, whose destructor
// frees it again when the record goes (rules/LocalHolder.h).
//
//===----------------------------------------------------------------------===//

#include "rules/LocalHolder.h"
#include "rules/RuleContext.h"

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-double-dispose";

static void checkDoubleDispose(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule))
    return;
  const FieldReleases &FR = C.Summaries.fieldReleases();
  for (const Misuse &U : C.Facts.Misuses) {
    if (U.Kind == MisuseKind::ReleaseWhileHeld) {
      LocalHolder H = localHolderOf(C, U);
      if (H.K == LocalHolder::FreedAgain)
        Sink.report(Rule, C.op(U.At).Range,
                    C.noun(U.Var) + " '" + C.valueName(U.Var).str() +
                        "' is disposed twice: the field it was stored in "
                        "still holds it, and '" +
                        H.Destroyer + "' frees it again",
                    {{C.op(U.Prior).Range, "stored here"}});
      continue;
    }
    if (U.Kind != MisuseKind::DoubleRelease)
      continue;
    // A field no code of the run sets holds what the record was made
    // with, null for zero-initialised records: freeing it twice frees
    // nothing (a stale cleanup, not a double free).
    if (const ir::Value *V = C.value(U.Var);
        V && !V->FieldKey.empty() && !FR.Stored.contains(V->FieldKey))
      continue;
    std::vector<Note> Notes;
    if (U.Prior.isValid()) {
      // Freed by a callee: say which, and on which of its outcomes.
      const ir::Op &P = C.op(U.Prior);
      std::string By;
      if ((P.Kind == ir::OpKind::Call || P.Kind == ir::OpKind::CallOutcome) &&
          !P.Api.empty())
        By = ", by '" + P.Api + "'";
      if (P.Kind == ir::OpKind::CallOutcome)
        By += P.Returned == ir::ReturnKind::Zero
                  ? " when it returns zero (false, null)"
                  : " when it returns nonzero";
      Notes.push_back({P.Range, "first disposed here" + By});
    }
    Sink.report(Rule, C.op(U.At).Range,
                C.noun(U.Var) + " '" + C.valueName(U.Var).str() +
                    "' is disposed twice",
                std::move(Notes));
  }
}

extern const RuleInfo DoubleDisposeRule = {
    Rule.data(), "A tensor is disposed twice.",
    "Disposing a tensor, session or native handle a second time is an error "
    "in most runtimes (a crash or heap corruption in the C APIs), and shows "
    "that who owns it is unclear.",
    RuleNeeds::ConvergedFacts, checkDoubleDispose};

} // namespace tensorlint::rules
