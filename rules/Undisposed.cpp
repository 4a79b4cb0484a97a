//===- Undisposed.cpp - tensor-undisposed ---------------------------------===//
//
// A tensor bound to a name that is possibly still owned when its last
// reference is lost: overwritten, out of scope, or at the function's exit.
// The message names the most telling loss: a reassignment, the return path
// that skips the release, or simply "never disposed". Also (for a frontend
// that keys record fields, ir::Value::FieldKey) a handle stored into a field
// that no function of the run frees while its record's other fields are freed:
// the destroy function forgets it (analysis/FieldReleases.h). And a tensor
// stored into a module-wide place on a path that repeats, when nothing frees
// what the place held before (rules/ModulePlaces.h).
//
//===----------------------------------------------------------------------===//

#include "rules/FixRequests.h"
#include "rules/ModulePlaces.h"
#include "rules/RuleContext.h"

#include "llvm/ADT/StringSet.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

#include <optional>

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-undisposed";

namespace {

/// The source position of a loss, for picking the first one.
ir::SourceLoc lossLoc(const FunctionContext &C, const Loss &L) {
  if (L.Kind != LossKind::Exit)
    return C.op(L.At).Range.Begin;
  if (L.ExitPred < C.F.Blocks.size())
    return C.F.Blocks[L.ExitPred].TermRange.Begin;
  return {~0u, ~0u};
}

const Loss *firstLoss(const FunctionContext &C, llvm::ArrayRef<Loss> Losses,
                      llvm::function_ref<bool(const Loss &)> Pred) {
  const Loss *Best = nullptr;
  for (const Loss &L : Losses)
    if (Pred(L) && (!Best || lossLoc(C, L) < lossLoc(C, *Best)))
      Best = &L;
  return Best;
}

const char *termName(ir::TermKind K) {
  switch (K) {
  case ir::TermKind::Return:
    return "return";
  case ir::TermKind::Throw:
    return "throw";
  default:
    return nullptr;
  }
}

/// The function ends the program (a program entry such as `main`) and the loss
/// is where it returns: at the exit, or where a variable dies in a block that
/// leaves for the exit. A loss in a loop (a reassignment) still counts.
bool diesWithProgram(const FunctionContext &C, const Loss &L) {
  if (!C.F.Attrs.EndsProgram)
    return false;
  if (L.Kind == LossKind::Exit)
    return true;
  if (L.Kind != LossKind::Kill)
    return false;
  const ir::Block &B = C.F.Blocks[L.At.Block];
  return !B.Succs.empty() &&
         llvm::all_of(B.Succs, [&](ir::BlockId S) { return S == C.F.Exit; });
}

/// The loss happens on a path that leaves the function by a `throw`: at
/// the exit, from a block that throws, or where a block-scoped variable dies
/// at the throw that leaves its block.
bool leavesByException(const FunctionContext &C, const Loss &L) {
  ir::BlockId B = L.Kind == LossKind::Exit ? L.ExitPred : L.At.Block;
  if (B >= C.F.Blocks.size() || C.F.Blocks[B].Term != ir::TermKind::Throw)
    return false;
  if (L.Kind == LossKind::Exit)
    return true;
  const ir::SourceRange &At = C.op(L.At).Range;
  return L.Kind == LossKind::Kill && At.isValid() &&
         !(At.Begin < C.F.Blocks[B].TermRange.Begin);
}

/// The loss happens only after an endless loop (`while (true)` with no
/// break): the object is held for good, which leaks only if the function
/// runs again and again (a frame loop started on every render).
bool heldForGood(const FunctionContext &C, const Loss &L) {
  ir::BlockId B = L.Kind == LossKind::Exit ? L.ExitPred : L.At.Block;
  return C.CFG.afterEndlessLoop(B);
}

/// Code that runs once (module-level code, a start-up listener) holds what
/// it holds once, except what a loop in it (a script's) drops on each
/// iteration.
bool lostEachIteration(const FunctionContext &C, const SiteRecord &R,
                       const Loss &L) {
  return L.Kind != LossKind::Exit && C.CFG.sameLoop(R.Create.Block, L.At.Block);
}

/// The op that gives V an owned object in F: a creation here, or a helper
/// returning a fresh one; null if none does (a borrowed handle stored into
/// a field, a non-owning pointer, is not this function's to free).
const ir::Op *creationOf(const FunctionContext &C, ir::ValueId V) {
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Dst == V &&
          (O.Kind == ir::OpKind::Create || O.Kind == ir::OpKind::LoadModel ||
           (O.Kind == ir::OpKind::Call && C.calleeSummary(O) &&
            C.calleeSummary(O)->ReturnsFresh)))
        return &O;
  return nullptr;
}

/// An owned object stored into a record's field (or a container field)
/// that is still owned when the record ends, where the record has a destroy
/// function: the destroy function forgets the field (the shape of many real
/// leak fixes). The destroy function is the record's destructor written in
/// the source, else one that frees other fields of the record; with a
/// destructor, a field freed only before a new handle replaces it still
/// holds its last one at the end (FieldReleases::freedAtTheEnd). Stores in
/// a function that ends the program die with it.
void checkUnfreedFields(const FunctionContext &C, FindingSink &Sink) {
  if (C.F.Attrs.EndsProgram)
    return;
  const FieldReleases &FR = C.Summaries.fieldReleases();
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind != ir::OpKind::Escape || O.Field.empty() ||
          FR.freedAtTheEnd(O.Field))
        continue;
      llvm::StringRef Record = FieldReleases::recordOf(O.Field);
      auto Destructor = FR.Destructor.find(Record);
      auto Destroyer = FR.Destroyer.find(Record);
      const ir::Op *Cr = creationOf(C, O.Src);
      if ((Destructor == FR.Destructor.end() &&
           Destroyer == FR.Destroyer.end()) ||
          !Cr)
        continue;
      const ir::Value *Val = C.value(O.Src);
      std::string Field = O.Field;
      bool Elements = O.Escape == ir::EscapeKind::Container;
      llvm::StringRef What =
          Elements ? "the elements of that field" : "that field";
      std::string Msg = C.noun(O.Src) + " stored " +
                        (Elements ? "into the elements of '" : "into '") +
                        Field + "' is never freed: ";
      // Freed somewhere, yet not at the end: only a record with a
      // destructor counts frees before a replacement out (freedAtTheEnd).
      Msg += FR.Freed.contains(O.Field)
                 ? ("it is freed only before a new one replaces it, and '" +
                    Destructor->second + "' does not free " + What)
                       .str()
                 : ("no function frees " + What).str();
      std::string Call =
          Val && !Elements ? releaseCall(Cr->ReleaseHint, Val->Name) : "";
      bool DestructorFreesOthers = Destructor != FR.Destructor.end() &&
                                   Destroyer != FR.Destroyer.end() &&
                                   Destroyer->second == Destructor->second;
      std::string Advice =
          Destructor != FR.Destructor.end() && !DestructorFreesOthers
              ? "'" + Destructor->second + "' runs as each '" + Record.str() +
                    "' ends; free this field there"
              : "'" + Destroyer->second + "' frees other fields of '" +
                    Record.str() + "'; free this one there too";
      std::vector<Note> Notes;
      Notes.push_back(
          {O.Range, Advice + (Call.empty() ? "" : " ('" + Call + "')")});
      Sink.report(Rule, O.Range, std::move(Msg), std::move(Notes), {});
    }
}

/// A copy or move assignment that overwrites a field of its object while
/// the field owns a resource (some function of the run frees that field)
/// and neither frees it first nor hands it anywhere (a swap, a helper): the
/// old resource leaks (`g_ = o.g_; o.g_ = nullptr;` with no release of the
/// old g_).
void checkOverwrittenFields(const FunctionContext &C, FindingSink &Sink) {
  if (!C.F.Attrs.ReplacesReceiver)
    return;
  const FieldReleases &FR = C.Summaries.fieldReleases();
  auto ReceiverField = [&](ir::ValueId V) -> llvm::StringRef {
    const ir::Value *Val = C.value(V);
    return Val && Val->ReceiverField ? llvm::StringRef(Val->FieldKey)
                                     : llvm::StringRef();
  };
  // The receiver's fields whose old contents the function deals with.
  llvm::StringSet<> Handled;
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind == ir::OpKind::Release ||
          (O.Kind == ir::OpKind::Escape && O.Escape != ir::EscapeKind::Field))
        Handled.insert(ReceiverField(O.Src));
      if (O.Kind == ir::OpKind::Call || O.Kind == ir::OpKind::Use)
        for (ir::ValueId A : O.Args)
          Handled.insert(ReceiverField(A));
      if (O.Kind == ir::OpKind::Use)
        Handled.insert(ReceiverField(O.Src));
    }
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind != ir::OpKind::Escape || O.Escape != ir::EscapeKind::Field)
        continue;
      llvm::StringRef Field = ReceiverField(O.Src);
      if (Field.empty() || !FR.Freed.contains(Field) || Handled.contains(Field))
        continue;
      std::string Noun = C.noun(O.Src);
      std::vector<Note> Notes;
      auto Destroyer = FR.Destroyer.find(FieldReleases::recordOf(Field));
      Notes.push_back(
          {O.Range, "free the " + Noun +
                        " the field holds before replacing it" +
                        (Destroyer == FR.Destroyer.end()
                             ? std::string()
                             : " (as '" + Destroyer->second + "' does)") +
                        ", or swap the two objects' fields"});
      Sink.report(Rule, O.Range,
                  "assignment overwrites '" + Field.str() + "', which owns a " +
                      Noun + ", without freeing it: the old " + Noun + " leaks",
                  std::move(Notes), {});
    }
}

} // namespace

namespace {

/// A finding of this rule before it is reported. One call can create
/// several objects (a destructured result with several parts, a call that
/// writes several out-parameters): one finding at the call, whose fix releases
/// every one of them that leaks, so that no fix waits for another to be
/// applied.
struct PendingLeak {
  ir::SourceRange At;
  std::string Message;
  std::vector<Note> Notes;
  std::vector<ir::FixRequest> Fixes;
  bool AllFixable = true;
};

void addLeak(std::vector<PendingLeak> &Pending, PendingLeak L) {
  for (PendingLeak &P : Pending)
    if (P.At == L.At) {
      P.AllFixable &= L.AllFixable;
      llvm::append_range(P.Fixes, std::move(L.Fixes));
      return;
    }
  Pending.push_back(std::move(L));
}

/// Where R's object is stored into a long-lived place (isLongLivedPlace): the
/// create's own destination (`latest = make(...)`, `this.frame =
/// make(...)`), or the store an escape names (`const p = ...; latest = p`,
/// ir::Op::Dst), with the op that stores it.
struct PlaceStore {
  ir::ValueId Place = ir::NoValue;
  OpRef At;
};

std::optional<PlaceStore> longLivedStoreOf(const FunctionContext &C,
                                           const SiteRecord &R) {
  ir::ValueId Dest = R.dest(C.op(R.Create));
  if (const ir::Value *V = C.value(Dest); V && isLongLivedPlace(*V))
    return PlaceStore{Dest, R.Create};
  std::optional<PlaceStore> Found;
  for (OpRef At : R.Escapes) {
    const ir::Op &E = C.op(At);
    const ir::Value *P = C.value(E.Dst);
    if (!P || !isLongLivedPlace(*P) || !ir::storesIntoPlace(E))
      continue;
    // Stored into two places: neither holds the only reference.
    if (Found && C.valueName(Found->Place) != P->Name)
      return std::nullopt;
    Found = PlaceStore{E.Dst, At};
  }
  return Found;
}

/// Some function of the whole run frees the record field Key, or the
/// record has a destroy function that would: not this module's to judge.
bool fieldFreedInRun(const FunctionContext &C, llvm::StringRef Key) {
  if (Key.empty())
    return false;
  const FieldReleases &FR = C.Summaries.fieldReleases();
  llvm::StringRef Record = FieldReleases::recordOf(Key);
  return FR.Freed.contains(Key) || FR.Destructor.contains(Record) ||
         FR.Destroyer.contains(Record);
}

/// Every call of F in its module runs only while a place is empty (`if
/// (this.mean && this.variance) ... else this.standardize(x)`): what F
/// stores, it stores once per owner. False for a function its module never
/// calls.
bool calledOnlyUnderGuard(const FunctionContext &C) {
  bool Called = false;
  for (const ir::Function &G : C.M.Functions)
    for (const ir::Block &B : G.Blocks)
      for (const ir::Op &O : B.Ops)
        if (O.Kind == ir::OpKind::Call &&
            (O.Callee == C.Id || llvm::is_contained(O.OtherCallees, C.Id))) {
          if (!O.Guarded)
            return false;
          Called = true;
        }
  return Called;
}

/// A tensor stored into a long-lived place (a module variable, a
/// module-level object's field, a field of the object a method runs on) on
/// a path that runs again and again (a loop, a listener, a frame callback,
/// a method that one of those calls): each run replaces what the place
/// held, and nothing frees the old tensor: not this function before the
/// store, not any other function of the module (of the run, for a field:
/// placeHandledElsewhere). A place filled under a "not
/// made yet" guard, inside a freeing scope, or whose tensor is also
/// returned, handed on or released, leaves nothing this can prove; nor does
/// a constructor, which fills the fields of a new object.
void checkReplacedPlaces(const FunctionContext &C, FindingSink &Sink) {
  for (const SiteRecord &R : C.Facts.Sites) {
    const ir::Op &Cr = C.op(R.Create);
    const ir::Value *Obj = C.value(R.dest(Cr));
    std::optional<PlaceStore> Store;
    if (!Obj || R.IsModel || Obj->Type == ir::ValueType::Model ||
        Obj->ProgramLifetime || Obj->Collected || C.madeLongLived(R) ||
        Cr.Guarded || R.EverReleased || (R.EverScoped && !R.EverKept) ||
        R.EverHandedOver || R.EscapedToReturn ||
        !(Store = longLivedStoreOf(C, R)))
      continue;
    // A constructor fills a new object's fields. A record field that some
    // function of the run frees, or whose record has a destroy function
    // (checkUnfreedFields' findings), is freed by code of the whole run.
    if (const ir::Value &P = *C.value(Store->Place);
        P.Store == ir::Storage::Field &&
        (C.F.Attrs.InitialisesReceiver || fieldFreedInRun(C, P.FieldKey)))
      continue;
    const ir::Op &StoreOp = C.op(Store->At);
    llvm::StringRef Name = C.valueName(Store->Place);
    std::string Hint = C.releaseHint(R);
    bool InLoop = C.CFG.inLoop(Store->At.Block);
    // A module body that runs again and again (a component's <script
    // setup>, run per instance) makes new places each run: outside a loop,
    // nothing there is replaced.
    if (Hint.empty() || keptBeyondOnePlace(C, R) || StoreOp.Guarded ||
        (!InLoop && !C.repeats()) || (!InLoop && calledOnlyUnderGuard(C)) ||
        (C.F.Attrs.IsModuleInit && !InLoop) ||
        releasesBefore(C, Store->Place, StoreOp) ||
        placeHandledElsewhere(C, Store->Place))
      continue;
    std::string When = InLoop ? "on every iteration of the loop"
                              : "every time " + C.runsPhrase();
    std::string Call = releaseCall(Hint, Name);
    Sink.report(Rule, Cr.Range,
                C.noun(R.dest(Cr)) + " returned by '" + Cr.Api +
                    "' is stored into '" + Name.str() + "' " + When +
                    ", replacing the previous one without disposing it",
                {{StoreOp.Range, "nothing in this module disposes what '" +
                                     Name.str() + "' held: call '" + Call +
                                     "' before storing the new one"}});
  }
}

} // namespace

/// R's losses to report: by default not those on a path that leaves by an
/// exception (the object dies with the `throw`; the Clang Static Analyzer
/// does not report those either).
static llvm::SmallVector<Loss, 2> reportedLosses(const FunctionContext &C,
                                                 const SiteRecord &R) {
  llvm::SmallVector<Loss, 2> Losses;
  for (const Loss &L : R.Losses)
    if ((C.Opts.ReportExceptionPaths || !leavesByException(C, L)) &&
        !diesWithProgram(C, L) && (!heldForGood(C, L) || C.repeats()) &&
        (!C.runsOnce() || lostEachIteration(C, R, L)))
      Losses.push_back(L);
  return Losses;
}

namespace {
/// The loss a finding names, its message, and where the last reference is
/// lost (when that is a place of its own).
struct Witness {
  const Loss *Chosen = nullptr;
  std::string Msg;
  ir::SourceRange LostAt;
};
} // namespace

/// Chooses the loss that best shows the leak of What (R's object): a
/// reassignment, the path through a jump, else the object's own variable
/// going out of scope; Handled: it is released or escapes on some path.
static Witness chooseWitness(const FunctionContext &C, const SiteRecord &R,
                             llvm::ArrayRef<Loss> Losses,
                             const std::string &What, bool Handled) {
  auto IsReassign = [&](const Loss &L) {
    return L.Kind == LossKind::Reassign && !(L.At == R.Create);
  };
  auto IsSelfOrKill = [&](const Loss &L) {
    return L.Kind == LossKind::Kill ||
           (L.Kind == LossKind::Reassign && L.At == R.Create);
  };
  auto IsExitByTerm = [&](const Loss &L) {
    return L.Kind == LossKind::Exit && L.ExitPred < C.F.Blocks.size() &&
           termName(C.F.Blocks[L.ExitPred].Term) &&
           C.F.Blocks[L.ExitPred].TermRange.isValid();
  };
  // The variable's scope ends at a jump (a block-scoped variable dies at
  // the `return` that leaves its block): that jump is the path to name.
  // A kill before the jump (an inner block's closing brace) is not.
  auto IsKillAtJump = [&](const Loss &L) {
    if (L.Kind != LossKind::Kill)
      return false;
    const ir::Block &B = C.F.Blocks[L.At.Block];
    const ir::SourceRange &Kill = C.op(L.At).Range;
    return termName(B.Term) && B.TermRange.isValid() && Kill.isValid() &&
           !(Kill.Begin < B.TermRange.Begin);
  };
  Witness W;
  auto ReassignedMessage = [&](const Loss &L) {
    return What + " is not disposed before '" + C.valueName(L.Var).str() +
           "' is reassigned at line " +
           std::to_string(C.op(L.At).Range.Begin.Line);
  };
  // No better witness: the object's own variable going out of scope or
  // being overwritten, else the first loss found.
  auto ChooseSelfOrKill = [&] {
    W.Chosen = firstLoss(C, Losses, IsSelfOrKill);
    if (!W.Chosen)
      W.Chosen = &Losses.front();
    if (W.Chosen->Kind == LossKind::Kill)
      W.LostAt = C.op(W.Chosen->At).Range;
  };
  if (const Loss *L = firstLoss(C, Losses, IsReassign)) {
    W.Chosen = L;
    W.Msg = ReassignedMessage(*L);
    W.LostAt = C.op(L->At).Range;
  } else if (!Handled) {
    ChooseSelfOrKill();
    W.Msg = What + " is never disposed";
  } else if (const Loss *L = firstLoss(C, Losses, [&](const Loss &L) {
               return L.Kind == LossKind::Reassign;
             })) {
    // Released on some path, but the next iteration's assignment drops
    // an instance that was not.
    W.Chosen = L;
    W.Msg = ReassignedMessage(*L);
  } else if (const Loss *L = firstLoss(C, Losses, [&](const Loss &L) {
               return IsExitByTerm(L) || IsKillAtJump(L);
             })) {
    W.Chosen = L;
    const ir::Block &B =
        C.F.Blocks[L->Kind == LossKind::Exit ? L->ExitPred : L->At.Block];
    W.Msg = What + " is not disposed on the path through the '" +
            termName(B.Term) + "' at line " +
            std::to_string(B.TermRange.Begin.Line);
    W.LostAt = B.TermRange;
  } else {
    ChooseSelfOrKill();
    W.Msg = What + " is not disposed on every path";
  }
  return W;
}

/// How to free R's object (Val, a model when IsModel): the release call
/// after its last use, or the scope advice; and where its last reference is
/// lost.
static std::vector<Note> leakNotes(const FunctionContext &C,
                                   const SiteRecord &R, const ir::Value &Val,
                                   bool IsModel, const std::string &Call,
                                   ir::SourceRange LostAt) {
  std::vector<Note> Notes;
  // Scopes free tensors, not models or optimizers: no advice for those.
  std::string Advice =
      Val.Scopable && !IsModel
          ? scopeAdvice(C.M, C.CFG.inLoop(R.Create.Block) ? "the loop body"
                                                          : "the function")
          : std::string();
  std::string Fix;
  if (!Call.empty()) {
    Fix = "call '" + Call + "' after its last use";
    if (R.LastUse.isValid())
      Fix += " (line " + std::to_string(C.op(R.LastUse).Range.Begin.Line) + ")";
  }
  if (!Advice.empty())
    Fix += Fix.empty() ? Advice : ", or " + Advice;
  if (!Fix.empty())
    Notes.push_back({C.op(R.Create).Range, std::move(Fix)});
  if (LostAt.isValid())
    Notes.push_back({LostAt, "the last reference to it is lost here"});
  return Notes;
}

/// The leak of R's object, if it is one to report.
static std::optional<PendingLeak> leakOf(const FunctionContext &C,
                                         const SiteRecord &R) {
  if (R.Losses.empty() || R.EverKept)
    return std::nullopt;
  llvm::SmallVector<Loss, 2> Losses = reportedLosses(C, R);
  if (Losses.empty())
    return std::nullopt;
  const ir::Op &Cr = C.op(R.Create);
  // The variable the user knows it by.
  ir::ValueId Var = R.dest(Cr);
  const ir::Value *Val = C.value(Var);
  if (!Val)
    return std::nullopt;
  if (Val->Store == ir::Storage::Temporary && R.BoundTo != ir::NoValue) {
    Var = R.BoundTo;
    Val = C.value(Var);
  }
  if (Val->Store != ir::Storage::Local && Val->Store != ir::Storage::Param)
    return std::nullopt;
  // Models (and optimizers, ...) usually live for the whole program; only
  // a release on some paths but not others shows the author meant to free
  // it here. A model built rather than loaded (a value of model type
  // from a plain create) is a model too.
  bool IsModel = R.IsModel ||
                 C.value(R.dest(Cr))->Type == ir::ValueType::Model ||
                 C.value(R.dest(Cr))->ProgramLifetime || C.madeLongLived(R);
  if (IsModel && !R.EverReleased)
    return std::nullopt;
  // What the runtime frees once unreferenced leaks only when it is made
  // again and again.
  if (C.value(R.dest(Cr))->Collected && !C.repeats() &&
      !C.CFG.inLoop(R.Create.Block))
    return std::nullopt;
  bool Handled = R.EverReleased || R.EverEscaped;

  std::string What = R.IsModel ? "model loaded by '" + Cr.Api + "'"
                               : C.noun(Var) + " returned by '" + Cr.Api + "'";
  Witness W = chooseWitness(C, R, Losses, What, Handled);
  bool PerIteration = W.Chosen->Kind != LossKind::Exit &&
                      C.CFG.sameLoop(R.Create.Block, W.Chosen->At.Block);
  // No proof that the loss repeats (no loop, no repeating caller): code
  // that may run once, where one tensor is lost once.
  if (!C.lossRepeats(PerIteration))
    return std::nullopt;
  W.Msg += C.repetitionSuffix(PerIteration);

  std::string Hint = C.releaseHint(R);
  std::string Call = releaseCall(Hint, Val->Name);
  std::vector<ir::FixRequest> Fixes;
  if (!Handled)
    Fixes = releaseFixRequest(C, R, Var, Call);
  bool Fixable = !Fixes.empty();
  return PendingLeak{Cr.Range, std::move(W.Msg),
                     leakNotes(C, R, *Val, IsModel, Call, W.LostAt),
                     std::move(Fixes), Fixable};
}

static void checkUndisposed(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule))
    return;
  std::vector<PendingLeak> Pending;
  for (const SiteRecord &R : C.Facts.Sites)
    if (std::optional<PendingLeak> L = leakOf(C, R))
      addLeak(Pending, std::move(*L));
  for (PendingLeak &L : Pending)
    // A fix that would release some of the call's objects and leave another
    // leaking is no fix: the next run would find that one.
    Sink.report(Rule, L.At, std::move(L.Message), std::move(L.Notes),
                L.AllFixable ? std::move(L.Fixes)
                             : std::vector<ir::FixRequest>());
  checkUnfreedFields(C, Sink);
  checkOverwrittenFields(C, Sink);
  checkReplacedPlaces(C, Sink);
}

extern const RuleInfo UndisposedRule = {
    Rule.data(), "A tensor bound to a variable is not disposed on some path.",
    "Tensors of these runtimes hold GPU or native memory that the garbage "
    "collector does not free in time: whoever creates one must dispose it "
    "on every path, return it, store it in a longer-lived owner or create "
    "it inside a freeing scope. A tensor lost on some path leaks once per "
    "call, frame or request.",
    RuleNeeds::ConvergedFacts, checkUndisposed};

} // namespace tensorlint::rules
