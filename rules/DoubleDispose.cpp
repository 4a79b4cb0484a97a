//===- DoubleDispose.cpp - tensor-double-dispose --------------------------===//
//
// A release of an object that is released on every incoming path.
//
//===----------------------------------------------------------------------===//

#include "rules/RuleContext.h"

namespace tensorlint::rules {

static constexpr llvm::StringLiteral Rule = "tensor-double-dispose";

static void checkDoubleDispose(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule))
    return;
  for (const Misuse &U : C.Facts.Misuses) {
    if (U.Kind != MisuseKind::DoubleRelease)
      continue;
    std::vector<Note> Notes;
    if (U.Prior.isValid())
      Notes.push_back({C.op(U.Prior).Range, "first disposed here"});
    Sink.report(Rule, C.op(U.At).Range,
                C.noun(U.Var) + " '" + C.valueName(U.Var).str() +
                    "' is disposed twice",
                std::move(Notes));
  }
}

extern const RuleInfo DoubleDisposeRule = {
    Rule.data(), "A tensor is disposed twice.", RuleNeeds::ConvergedFacts,
    checkDoubleDispose};

} // namespace tensorlint::rules
