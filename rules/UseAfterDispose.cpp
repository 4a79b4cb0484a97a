//===- UseAfterDispose.cpp - tensor-use-after-dispose ---------------------===//
//
// Reported only where the engine is certain: every object the variable may
// name is released on every incoming path. Also: releasing through a local
// name an object that a container, field or module variable still holds (the
// replay-memory bug: the owner's copy is now dead), unless that owner is a
// record local to the function that nothing frees and nothing else sees: it
// dies with its stale copy unread.
//
//===----------------------------------------------------------------------===//

#include "rules/RuleContext.h"

namespace tensorlint::rules {

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

/// True when the owner U names is a field of a local record (`W out;
/// out.buf = b;`) whose field no code of the run frees (no destructor or
/// destroy function would free it again) and which the function never
/// returns, stores or passes on: releasing b leaves a stale copy nobody reads.
static bool heldByLocalThatDies(const FunctionContext &C, const Misuse &U) {
  if (U.Held != HeldKind::Field || !U.Prior.isValid())
    return false;
  const ir::Op &Store = C.op(U.Prior);
  const ir::Value *Field = C.value(Store.Src);
  if (!Field || Field->FieldBase == ir::NoValue)
    return false;
  ir::ValueId Record = Field->FieldBase;
  const ir::Value *Base = C.value(Record);
  if (!Base || Base->Store != ir::Storage::Local ||
      (!Store.Field.empty() &&
       C.Summaries.fieldReleases().Freed.contains(Store.Field)))
    return false;
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if ((O.Kind == ir::OpKind::Escape && O.Src == Record) ||
          llvm::is_contained(O.Args, Record) ||
          llvm::is_contained(O.ArgRecords, Record))
        return false;
  return true;
}

/// "; 'W::~W' frees it again" when the owner is a field of a local record
/// that a destroy function (its destructor) frees: a double free when the
/// record goes.
static std::string freedAgainBy(const FunctionContext &C, const Misuse &U) {
  if (U.Held != HeldKind::Field || !U.Prior.isValid())
    return {};
  const ir::Op &Store = C.op(U.Prior);
  const ir::Value *Field = C.value(Store.Src);
  const ir::Value *Base = Field && Field->FieldBase != ir::NoValue
                              ? C.value(Field->FieldBase)
                              : nullptr;
  const FieldReleases &FR = C.Summaries.fieldReleases();
  if (!Base || Base->Store != ir::Storage::Local || Store.Field.empty() ||
      !FR.Freed.contains(Store.Field))
    return {};
  auto Destroyer = FR.Destroyer.find(FieldReleases::recordOf(Store.Field));
  if (Destroyer == FR.Destroyer.end())
    return {};
  return "; '" + Destroyer->second + "' frees it again";
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
    } else if (U.Kind == MisuseKind::ReleaseWhileHeld &&
               !heldByLocalThatDies(C, U)) {
      if (U.Prior.isValid())
        Notes.push_back({C.op(U.Prior).Range, "stored here"});
      Sink.report(Rule, C.op(U.At).Range,
                  C.noun(U.Var) + " '" + Name + "' is disposed while the " +
                      holderName(U.Held) + " it was stored in still holds it" +
                      freedAgainBy(C, U),
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
