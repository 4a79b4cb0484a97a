//===- ModelReload.cpp - tensor-model-reload ------------------------------===//
//
// Loading a model parses its weights and uploads them: it belongs at startup,
// not in a loop or in code that runs per render, event or request. A load
// that is guarded ("if not loaded yet"), cached in a long-lived place, or
// returned to the caller (whose call site is then the load) is fine here.
//
//===----------------------------------------------------------------------===//

#include "analysis/NaturalLoops.h"
#include "rules/ModulePlaces.h"
#include "rules/RuleContext.h"

#include "llvm/ADT/DenseSet.h"

#include <optional>

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-model-reload";

namespace {

/// Before the load At, the function releases a model an owner keeps (a
/// field, a module variable, a store's `state.detector`): with the new model
/// handed on to be kept (`dispatch({payload: detector})`, `setModel(m)`),
/// that is the owner's previous model making way for it, a swap.
bool releasesHeldModelBefore(const FunctionContext &C, const ir::Op &At) {
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Release && O.Range.Begin < At.Range.Begin)
        if (const ir::Value *V = C.value(O.Src);
            V && V->Type == ir::ValueType::Model &&
            (V->Store == ir::Storage::Field || V->Store == ir::Storage::Module))
          return true;
  return false;
}

/// Whether the parameters of C's function can name another model on each
/// of its runs: a framework's entry point is told which (a Celery task's
/// argument), as is a helper that repeats because a caller's loop walks
/// something (`for path in checkpoints: evaluate(path)`). A helper that
/// repeats because a route, an event or a render calls it loads again on
/// every run whatever its caller passes: the model it drops is loaded anew
/// the next time (a stage that loads the model the request names, per
/// request, until it is cached by name).
bool paramsNameAnotherModel(const FunctionContext &C) {
  return C.repeatingEntry() || C.Freq == ir::Frequency::PerIteration;
}

/// Whether what a load reads (its arguments, Op::Args) may change from one
/// run to the next: with InLoop, a value defined anew in the innermost loop
/// around the load (`for path in checkpoints: load(path)`), or a name the
/// frontend saw bound anew there (Op::ArgsChangePerIteration); otherwise one
/// that comes from the function's parameters. Frontends that do not give a
/// load's arguments say nothing.
bool readsWhatChanges(const FunctionContext &C, const ir::Op &Ld,
                      ir::BlockId At, bool InLoop) {
  if (InLoop && Ld.ArgsChangePerIteration)
    return true;
  if (Ld.Args.empty())
    return false;
  std::optional<NaturalLoops> Loops;
  unsigned Loop = ~0u;
  if (InLoop) {
    Loops.emplace(C.CFG);
    if (Loops->loopsOf(At).empty())
      return false;
    Loop = Loops->loopsOf(At).front();
  }
  llvm::SmallVector<ir::ValueId, 8> Work(Ld.Args.begin(), Ld.Args.end());
  llvm::DenseSet<ir::ValueId> Seen;
  while (!Work.empty()) {
    ir::ValueId V = Work.pop_back_val();
    const ir::Value *Val = C.value(V);
    if (!Val || !Seen.insert(V).second)
      continue;
    // The object a method runs on is the same each time; what its caller
    // passes may not be.
    if (!InLoop && Val->Store == ir::Storage::Param && !Val->IsReceiver)
      return true;
    for (ir::BlockId B = 0; B < C.F.Blocks.size(); ++B)
      for (const ir::Op &O : C.F.Blocks[B].Ops) {
        if (ir::definedValue(O) != V)
          continue;
        if (InLoop && Loops->contains(Loop, B))
          return true;
        if (O.Kind == ir::OpKind::Derive || O.Kind == ir::OpKind::Assign ||
            O.Kind == ir::OpKind::Call) {
          if (O.Src != ir::NoValue)
            Work.push_back(O.Src);
          for (ir::ValueId A : O.Args)
            if (A != ir::NoValue)
              Work.push_back(A);
        }
      }
  }
  return false;
}

/// C's function repeats only through calls its callers make while the
/// place it fills is empty (FunctionSummary::RepeatsUntilFilled): its load
/// is the guarded cache's one load per owner.
bool repeatsUntilFilled(const FunctionContext &C) {
  return C.Id < C.ModuleSummaries.size() &&
         C.ModuleSummaries[C.Id].RepeatsUntilFilled;
}

/// What messages call the loaded object: its library's noun ("session",
/// "pipeline"), or "model" for a helper's result that a summary says is a
/// loaded model.
std::string loadedNoun(const FunctionContext &C, ir::ValueId V) {
  const ir::Value *Val = C.value(V);
  return Val && Val->Noun.empty() ? std::string("model") : C.noun(V);
}

/// The load is kept in one place for the whole program (a module variable,
/// a field of a module-level object), not one per element or per object.
bool intoOnePlace(const FunctionContext &C, const SiteRecord &R) {
  const ir::Value *V = C.value(R.dest(C.op(R.Create)));
  return V && V->Store == ir::Storage::Module;
}

/// What R made has a release: the library's, or, made by a call, the
/// callee's for what it returns (a helper returning a model it built).
bool ownsSomethingToRelease(const FunctionContext &C, const SiteRecord &R) {
  return !C.releaseHint(R).empty();
}

/// A load into one module-wide place (a module variable, a module-level
/// object's field), on a path that runs again and again, that
/// never disposes the model the variable held: each run leaks a whole model
/// (a "load model" button clicked twice). Fields are left out: each object
/// (a component instance) may have its own.
void checkReplacedModel(const FunctionContext &C, const SiteRecord &R,
                        FindingSink &Sink, llvm::StringRef Made) {
  const ir::Op &Ld = C.op(R.Create);
  ir::ValueId Var = R.dest(Ld);
  const ir::Value *V = C.value(Var);
  // A load that owns nothing to release (a tokenizer, a processor: plain
  // objects the runtime collects once replaced) leaves nothing behind. In a
  // loop, the loop is the finding, unless each iteration loads another
  // model (`for (const f of picked) slot = await load(f)`): then each run
  // still replaces what the place held.
  bool InLoop = C.CFG.inLoop(R.Create.Block);
  if (Ld.Guarded || !V ||
      (InLoop && !readsWhatChanges(C, Ld, R.Create.Block, true)) ||
      !C.repeats() || repeatsUntilFilled(C) || !intoOnePlace(C, R) ||
      releasesBefore(C, Var, Ld) || !ownsSomethingToRelease(C, R))
    return;
  std::string Noun = loadedNoun(C, Var);
  Sink.report(Rule, Ld.Range,
              Noun + " " + Made.str() + " by '" + Ld.Api + "' into '" +
                  V->Name + "' every time " + C.runsPhrase() +
                  " replaces the previous " + Noun +
                  " without disposing it; dispose the old one first, or " +
                  (Made == "built" ? "build" : "load") + " it once",
              {});
}

/// Some model was handed over to Built (an escape to a sink that names it:
/// `seq.add(base)`): Built holds that model's layers, whose weights another
/// owner made and keeps, not weights of its own to leave behind.
bool builtOverAnother(const FunctionContext &C, ir::ValueId Built) {
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Escape && O.Escape == ir::EscapeKind::Sink &&
          llvm::is_contained(O.Args, Built))
        return true;
  return false;
}

/// A model built in code (a sequential or functional model: a plain
/// create of a model the library can release, or a call of a function that
/// returns one it built), not loaded: its weights are made afresh and stay
/// until it is disposed.
bool isBuiltModel(const FunctionContext &C, const SiteRecord &R) {
  if (R.IsModel)
    return false;
  const ir::Op &Cr = C.op(R.Create);
  if (Cr.Kind == ir::OpKind::Call && R.OutArg == ~0u) {
    const analysis::FunctionSummary *Callee = C.siteCallee(R);
    return Callee && Callee->ReturnsBuiltModel;
  }
  const ir::Value *V = C.value(R.dest(Cr));
  return Cr.Kind == ir::OpKind::Create && V &&
         V->Type == ir::ValueType::Model && !V->ProgramLifetime &&
         !Cr.ReleaseHint.empty();
}

/// R is assigned to a module variable (an escape to it, not its
/// declaration): a cache when the variable is typed a model where it is
/// declared or used, a plain module value when only the summary of the
/// helper that built R says what it holds.
bool assignedToModuleVariable(const FunctionContext &C, const SiteRecord &R) {
  if (!intoOnePlace(C, R))
    return false;
  ir::ValueId Var = R.dest(C.op(R.Create));
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Escape && O.Escape == ir::EscapeKind::Module &&
          O.Src == Var)
        return true;
  return false;
}

/// A built model on a path that repeats (a "train" button clicked again, a
/// loop) that is never disposed: each run leaves a whole model's weights
/// behind. Into a module variable: the previous one is replaced without
/// being disposed. Kept in a field, handed on or returned: someone else's.
void checkBuiltModel(const FunctionContext &C, const SiteRecord &R,
                     FindingSink &Sink, bool ToCaller) {
  if (ToCaller || R.EverReleased)
    return;
  if (R.EscapedToCache || assignedToModuleVariable(C, R)) {
    checkReplacedModel(C, R, Sink, "built");
    return;
  }
  const ir::Op &Cr = C.op(R.Create);
  if (R.EverEscaped || R.EverHandedOver || R.Losses.empty() ||
      builtOverAnother(C, R.dest(Cr)))
    return;
  std::string What = loadedNoun(C, R.dest(Cr)) + " built by '" + Cr.Api + "'";
  std::string Msg;
  if (C.CFG.inLoop(R.Create.Block))
    Msg = What + " inside a loop is never disposed; each iteration leaves its "
                 "weights in memory: dispose it when done, or build it once";
  else if (C.repeats())
    Msg = What + " every time " + C.runsPhrase() +
          " is never disposed; each run leaves its weights in memory: dispose "
          "it when done, or build it once and reuse it";
  else
    return;
  Sink.report(Rule, Cr.Range, std::move(Msg), {});
}

} // namespace

static void checkModelReload(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule))
    return;
  // A helper that returns what it loads makes its call sites the loads; a
  // function the framework itself calls again and again (a route handler
  // returning the model) has no caller here to report instead.
  bool Entry = C.repeatingEntry();
  for (const SiteRecord &R : C.Facts.Sites) {
    bool ToCaller = R.EscapedToReturn && !Entry;
    if (R.IsModel && R.EscapedToCache && !ToCaller)
      checkReplacedModel(C, R, Sink, "loaded");
    if (isBuiltModel(C, R)) {
      checkBuiltModel(C, R, Sink, ToCaller);
      continue;
    }
    if (!R.IsModel || ToCaller)
      continue;
    const ir::Op &Ld = C.op(R.Create);
    bool InLoop = C.CFG.inLoop(R.Create.Block);
    // A cache keeps what it loads, except that one module-wide place filled
    // on every iteration of a loop holds only the last.
    if (Ld.Guarded || (R.EscapedToCache && !(InLoop && intoOnePlace(C, R))))
      continue;
    // In the library's words: a session, a model, a pipeline.
    std::string What =
        loadedNoun(C, R.dest(Ld)) + " loaded by '" + Ld.Api + "'";
    std::vector<Note> Notes;
    std::string Msg;
    // A load of what changes reads a different model each time, not the
    // same one again; from parameters, only where they can name another
    // model on each run. Otherwise the caller's choice is loaded anew each
    // time it is made: the cure is a cache by that choice.
    bool ReadsWhatChanges = readsWhatChanges(C, Ld, R.Create.Block, InLoop);
    // A loop that loads another model on each iteration (`for (const f of
    // picked) slot.model = await load(f)`) is not the repetition; the
    // function's own runs may still be (a file input's change handler loads
    // the picked models again on each pick), as for a load in no loop. One
    // it releases is each picked model loaded, used and freed; one it puts
    // in a collection (`byName.set(f.name, m)`) or hands on is kept there;
    // one the runtime collects once dropped (no release) leaves nothing.
    if (InLoop && ReadsWhatChanges) {
      if (R.EverReleased || R.EverHandedOver || keptBeyondOnePlace(C, R) ||
          !ownsSomethingToRelease(C, R))
        continue;
      InLoop = false;
      ReadsWhatChanges = readsWhatChanges(C, Ld, R.Create.Block, false);
    }
    if (ReadsWhatChanges && (InLoop || paramsNameAnotherModel(C)))
      continue;
    llvm::StringRef Advice =
        ReadsWhatChanges ? "load each model once and keep it, in a cache by "
                           "what names it"
                         : "load it once and reuse it (module-level variable, "
                           "singleton service, or a cached promise)";
    if (InLoop) {
      Msg = What + " inside a loop; load it once before the loop and reuse it";
    } else if (!C.repeats() || repeatsUntilFilled(C)) {
      continue;
    } else if (releasesBefore(C, R.dest(Ld), Ld) ||
               ((R.EverEscaped || R.EverHandedOver) &&
                releasesHeldModelBefore(C, Ld))) {
      // A swap (`if (changed) { net.dispose(); net = await load(cfg); }`):
      // the model the place held is disposed first, as the advice says.
      continue;
    } else if (R.EverReleased) {
      Msg = What + " is released in the same call of " + C.functionPhrase() +
            ", which runs repeatedly";
      if (!C.FreqReason.empty())
        Msg += " (" + C.FreqReason + ")";
      Msg += "; load it once and keep it";
      Notes.push_back({C.op(R.Releases.front()).Range, "released here"});
    } else {
      Msg = What + " every time " + C.runsPhrase() + "; " + Advice.str();
    }
    Sink.report(Rule, Ld.Range, std::move(Msg), std::move(Notes));
  }
}

extern const RuleInfo ModelReloadRule = {
    Rule.data(),
    "A model is loaded inside a loop or in a function that runs "
    "repeatedly instead of once.",
    "Loading a model or session downloads or reads its weights and "
    "allocates memory for them. In a request handler, a render, an event "
    "handler, a frame callback or a loop body it happens on every run: slow, "
    "and unless the previous model is released, a whole model leaks each "
    "time. Load it once and reuse it.",
    RuleNeeds::ConvergedFacts, checkModelReload};

} // namespace tensorlint::rules
