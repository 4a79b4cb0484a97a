//===- UseAfterDispose.cpp - tensor-use-after-dispose ---------------------===//
//
// Reported only where the engine is certain: every object the variable may
// name is released on every incoming path. Also: releasing through a local
// name an object that a container, field or module variable still holds (the
// replay-memory bug: the owner's copy is now dead), unless that owner is a
// record local to the function (rules/LocalHolder.h) that dies unread, or
// whose destructor frees it again (a double dispose).
//
//===----------------------------------------------------------------------===//

#include "rules/LocalHolder.h"
#include "rules/RuleContext.h"

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-use-after-dispose";

static const char *holderName(HeldKind K) {
  switch (K) {
  case HeldKind::Container:
    return "container";
  case HeldKind::Field:
    return "field";
  case HeldKind::Module:
    return "module variable";
  case HeldKind::None:
    break;
  }
  return "owner";
}

static void checkUseAfterDispose(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule))
    return;
  for (const Misuse &U : C.Facts.Misuses) {
    std::string Name = C.valueName(U.Var).str();
    std::vector<Note> Notes;
    if (U.Kind == MisuseKind::UseAfterRelease) {
      if (U.Prior.isValid())
        Notes.push_back({C.op(U.Prior).Range, "disposed here"});
      Sink.report(Rule, C.op(U.At).Range,
                  C.noun(U.Var) + " '" + Name +
                      "' is used after it was disposed",
                  std::move(Notes));
    } else if (U.Kind == MisuseKind::ReleaseWhileHeld) {
      // A local record that dies unread keeps nothing; one whose
      // destructor frees the field again is a double free
      // (rules/DoubleDispose.cpp).
      LocalHolder::Fate Fate = localHolderOf(C, U).K;
      if (Fate == LocalHolder::Dies || Fate == LocalHolder::FreedAgain)
        continue;
      if (U.Prior.isValid())
        Notes.push_back({C.op(U.Prior).Range, "stored here"});
      Sink.report(Rule, C.op(U.At).Range,
                  C.noun(U.Var) + " '" + Name + "' is disposed while the " +
                      holderName(U.Held) + " it was stored in still holds it",
                  std::move(Notes));
    }
  }
}

extern const RuleInfo UseAfterDisposeRule = {
    Rule.data(),
    "A tensor is used after it was disposed, or disposed while a "
    "longer-lived owner still holds it.",
    "Reading a tensor after it was disposed throws, or reads freed memory "
    "in the C APIs; disposing a tensor that a longer-lived container still "
    "holds leaves that container with a dead tensor.",
    RuleNeeds::ConvergedFacts, checkUseAfterDispose};

} // namespace tensorlint::rules
