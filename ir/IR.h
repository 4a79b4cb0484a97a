//===- IR.h - The common, language-neutral tensor-lifetime IR ---*- C++ -*-===//
//
// Every frontend (JavaScript/TypeScript on tree-sitter, C/C++ on Clang) lowers
// each function it sees into this IR; every rule reads only this IR. Nothing
// here may name a language construct: the IR speaks of values that hold
// tensors (or models), and of what happens to them: created, released,
// borrowed, aliased, escaped, kept, scoped, loaded, awaited, passed to calls.
//
// Shape: a Module holds Functions; a Function holds Values (named variables
// and unnamed temporaries) and a CFG of Blocks; a Block holds a straight-line
// list of Ops and its successor edges. Block 0 is the entry block; the exit
// block is Function::Exit (every return path jumps there).
//
// See docs/ir.md for the semantics of each op and for the text form printed
// by `tensorlint --dump-ir`.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_IR_IR_H
#define TENSORLINT_IR_IR_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tensorlint::ir {

/// The prefix of the symbols a classic script's calls give the names it
/// does not declare (Module::PageGlobalPrefix): the globals of the scripts
/// the run's pages load.
inline constexpr llvm::StringLiteral ClassicScriptGlobals = "<scripts>#";

/// 1-based line and column. Columns count bytes of UTF-8 text (as clang-tidy
/// does), after a leading byte-order mark has been skipped.
struct SourceLoc {
  uint32_t Line = 0;
  uint32_t Col = 0;
  bool isValid() const { return Line != 0; }
  friend bool operator==(const SourceLoc &, const SourceLoc &) = default;
  friend auto operator<=>(const SourceLoc &, const SourceLoc &) = default;
};

/// Half-open byte offsets plus line/column of both ends.
struct SourceRange {
  SourceLoc Begin;
  SourceLoc End;
  uint32_t BeginOffset = 0;
  uint32_t EndOffset = 0;
  /// Which file of the module: 0 is the module's own file, N is
  /// Module::Parts[N - 1] (a C/C++ source file the translation unit includes
  /// textually, such as `rwkv_eval.inc`).
  uint32_t File = 0;
  bool isValid() const { return Begin.isValid(); }
  friend bool operator==(const SourceRange &, const SourceRange &) = default;
};

using ValueId = uint32_t;
using BlockId = uint32_t;
using FunctionId = uint32_t;
inline constexpr ValueId NoValue = ~0u;
inline constexpr FunctionId NoFunction = ~0u;

/// What a value holds. Rules only track Tensor and Model values; Other is
/// used for call arguments the frontend could not classify.
enum class ValueType : uint8_t { Tensor, Model, Other };

/// Where a value lives. Storing an owned tensor into a value whose storage
/// outlives the function (Module, Field) is an escape, emitted explicitly by
/// the frontend as an Escape op.
enum class Storage : uint8_t {
  Local,     ///< A named local variable.
  Param,     ///< A parameter: borrowed from the caller on entry.
  Temporary, ///< An unnamed intermediate result (never bound to a name).
  Module,    ///< A module-level / global / static variable.
  Field,     ///< A member of an object (this.x, obj->x).
};

struct Value {
  /// Source spelling ("y", "this.model", "cost / n"); an unnamed
  /// intermediate whose text the frontend does not give is "$t3".
  std::string Name;
  bool hasSyntheticName() const { return !Name.empty() && Name[0] == '$'; }
  ValueType Type = ValueType::Tensor;
  Storage Store = Storage::Local;
  SourceRange Decl; ///< Declaration (or first appearance) of the value.
  /// What messages call the resource it holds ("optimizer", "session",
  /// "status"); empty: "model" for models, else "tensor".
  std::string Noun;
  /// False if the module's freeing scope does not free what it holds
  /// (models, optimizers): leak notes then give no scope advice.
  bool Scopable = true;
  /// The resource is made once per program as a rule (optimizers): left
  /// unreleased it is not a leak (API key `program_lifetime`).
  bool ProgramLifetime = false;
  /// The runtime frees the resource once nothing refers to it (API key
  /// `collected`): lost once it is freed soon after; only one lost on every
  /// iteration or every run of a repeating function is a leak.
  bool Collected = false;
  /// The object exists only when the call that made it failed (an error
  /// status, null on success): lost, it leaks only on the failure path.
  bool FailureOnly = false;
  /// A field of a record type ("rwkv_model::sched"), for a value read or
  /// written through a member (`ctx->model->sched`) or the loop variable of
  /// a loop over a container field (`for (auto b : m->backends)`): whose
  /// fields the run ever frees (analysis/Summaries.h FieldReleases).
  std::string FieldKey;
  /// A field of the object the function runs on (C++ `this->f`).
  bool ReceiverField = false;
  /// The parameter that is the object a method runs on (Python's `self`):
  /// the same object from call to call, nothing a caller chooses.
  bool IsReceiver = false;
  /// For a field read through a variable (`c->graph`, `c.graph`): that
  /// variable's value, so that a callee freeing the field of its parameter
  /// frees this one (Op::ArgRecords).
  ValueId FieldBase = NoValue;
  friend bool operator==(const Value &, const Value &) = default;
};

enum class OpKind : uint8_t {
  /// Dst receives a fresh owned tensor made by API `Api` (or a function whose
  /// summary says it returns a fresh tensor). Overwrites what Dst held.
  Create,
  /// Dst receives a freshly loaded model/session (also an owned resource).
  LoadModel,
  /// Src's object is released (dispose / Delete / Release).
  Release,
  /// Src is read without changing ownership (borrow).
  Use,
  /// Dst = Src: both now name the same object. Overwrites what Dst held.
  Assign,
  /// Src's object leaves the function's responsibility. See EscapeKind.
  Escape,
  /// Dst no longer names anything (end of a block scope, explicit null).
  Kill,
  /// Enter / exit a scope that frees every tensor created inside it on exit
  /// (tf.engine().startScope()/endScope()). Scope ids pair them.
  ScopeEnter,
  ScopeExit,
  /// Src is exempted from the enclosing scope (tf.keep).
  Keep,
  /// Callee (a Function of this module) is passed to a scope call (tf.tidy)
  /// and runs synchronously inside a scope. Api names the scope API.
  ScopedCall,
  /// A call the frontend could not resolve to an API model: the engine
  /// applies the callee's summary (by Callee id within the module, or by
  /// CalleeSymbol across modules). Dst (optional) receives the result; Args
  /// are the tensor-valued arguments (NoValue for non-tensor arguments).
  Call,
  /// An await point (the function suspends here).
  Await,
  /// On this path Src names nothing: the call that was to make its object
  /// failed (the code tested the handle for null, or the call's status for
  /// an error). Its object is dropped without being lost: it never existed
  /// on this path.
  AssumeNull,
  /// On this path the call at Range (Callee, ArgRecords) returned Returned:
  /// what its summary says it frees when returning that (a helper that frees
  /// a field of its record on its error path) is freed here.
  CallOutcome,
  /// Dst receives a value that Api computes from Src (a receiver) and Args:
  /// no owned resource (the runtime frees it when it is no longer
  /// referenced), tracked for what it carries: see Op::History. Also a use
  /// of Src and Args.
  Derive,
  /// The call at Range adds nodes to the graph Module::Graphs[Op::Graph],
  /// which keeps them as long as it lives. Dst, if any, receives what was
  /// added (a traced function); Args are values whose each new value adds
  /// again (a traced function called with a plain number).
  GraphAdd,
  /// The call at Range runs the graph Op::Graph; Src, if any, is what runs
  /// (a session, a traced function).
  GraphRun,
  /// The call at Range empties the graph Op::Graph, dropping what was added.
  GraphReset,
};

/// What a Derive op (or a Use) says of autograd history: the record of the
/// operations that computed a value, which keeps every intermediate result
/// alive for as long as the value is.
enum class HistoryEffect : uint8_t {
  None,
  /// Derive: the result carries history if Src or an Arg does.
  Inherit,
  /// Derive: the result carries history (a model's forward pass).
  Start,
  /// Derive: the result carries none (a plain number, a detached copy, or a
  /// call made where history is off).
  Drop,
  /// Use: the call needs Src to carry history (a backward pass): it does.
  Require,
};

/// What a function returned, as far as a branch on it tells: zero (false,
/// null, 0) or not.
enum class ReturnKind : uint8_t { Unknown, Zero, NonZero };

enum class EscapeKind : uint8_t {
  Return,    ///< Returned to the caller.
  Field,     ///< Stored into a field of a longer-lived object.
  Module,    ///< Stored into a module-level / global / static variable.
  Container, ///< Stored into an array/map/set/vector (push, set, insert...).
  Closure,   ///< Captured by a closure that outlives the statement.
  Sink,      ///< Passed to a callee that takes ownership.
  Cache,     ///< A model stored where it survives repeated runs (singleton).
  /// Written through a pointer parameter (`*out = t`): the caller receives
  /// it. Args[0] is the parameter's value.
  OutParam,
};

/// A parameter of a function of the module, seen as a callback: code that
/// calls it (`fn()`, `tf.tidy(fn)`) runs whatever each caller passes there.
struct ParamRef {
  FunctionId Fn = NoFunction; ///< NoFunction: no parameter.
  uint32_t Index = 0;         ///< Position in Fn's parameter list.
  bool isValid() const { return Fn != NoFunction; }
  friend bool operator==(const ParamRef &, const ParamRef &) = default;
};

/// Call: a function handed to the callee as argument Arg, to be called back
/// by it: a function of this module (Fn), or a parameter of one (Param, a
/// callback passed on). Calling context flows through it (the callee's
/// parameter Arg runs where the callee calls it).
struct CallbackArg {
  uint32_t Arg = 0;
  FunctionId Fn = NoFunction;
  ParamRef Param;
  /// A function of another module, passed by the name it was imported as
  /// (`eachPair(pairs, dice)`): its export symbol ("<path>#dice").
  std::string Symbol;
  /// How deep in a literal the argument holds the function: 0 when it is
  /// the argument itself, 1 for an element (`runAll([warmUp, fit])`), 2
  /// for an element of an element (`chain.append((fn, params))`). A callee
  /// that walks its parameter and calls each element
  /// (FunctionAttrs::ParamCalls) runs it; one that stores the parameter
  /// keeps it that deep in the place.
  uint8_t Element = 0;
  /// It names a function at all (one of the module's, a parameter, an
  /// import).
  bool namesFunction() const {
    return Fn != NoFunction || Param.isValid() || !Symbol.empty();
  }
  friend bool operator==(const CallbackArg &, const CallbackArg &) = default;
};

struct Op {
  // The scalars and the range come first, together: the passes over every
  // op of a run (and of a file after each keystroke in the editor) read
  // these, and the strings and vectors below far less often.
  OpKind Kind = OpKind::Use;
  /// The value an op writes; of an Escape (optional), the place Src now
  /// fills: the container, or the module variable or module-level field
  /// (a value of Storage::Module named as the place, bound to no name).
  ValueId Dst = NoValue;
  ValueId Src = NoValue;
  SourceRange Range;
  /// Escape: Src leaves as an element of an array or object (`return [a,
  /// b]`), not as the value itself.
  bool Element = false;
  /// Create: Dst is one of the names a destructuring gives what the Call
  /// whose Dst is Src returned (`const [xs, ys] = prepare()`). It is an
  /// object of its own when that call returns fresh tensors (its callee's
  /// summary decides, in the engine); else it names nothing, as the call's
  /// result does.
  bool PartOfResult = false;
  EscapeKind Escape = EscapeKind::Return;
  /// Create: the API returns a Promise of the tensor (awaited separately).
  /// Use: the call returns a Promise, so its read of Src may complete after
  /// the call returns (`x.data()`).
  bool Async = false;
  /// LoadModel, Create, Call or an Escape into a place: the load (or the
  /// creation or store into a place) is guarded by a "not loaded yet" test
  /// (if (!cached) ..., cached ??= load()), so it runs at most once per
  /// owner.
  bool Guarded = false;
  /// LoadModel: a name whose value reaches the load's arguments is bound
  /// anew on each iteration of the innermost loop around it (`for (const f
  /// of files) load(f)`, `load(files[i])`), which a frontend that makes no
  /// IR value of such a name sees from its syntax: each iteration loads
  /// another model. (Frontends with such values say it with Args.)
  bool ArgsChangePerIteration = false;
  /// Use: the call at Range reads Src and may also keep a reference to it,
  /// in its result or its receiver (model.compile({optimizer}),
  /// tf.data.array([x])): no API model says it only reads. Ownership is
  /// unchanged; a release fix must then come after the keeper's uses too.
  bool MayRetain = false;
  /// Escape into a Container or Field: the place outlives the call and
  /// keeps one value per key, per element or for the whole program
  /// (`cache[key] = v` on a captured or module object, `this.models.push(v)`
  /// in a singleton): if the value proves to be a loaded model, which the
  /// frontend may not know (a helper's result), the place caches it, as
  /// EscapeKind::Cache says of a value known to be one.
  bool CachePlace = false;
  /// Use: reads what the library keeps readable after release (a TF.js
  /// tensor's `shape`): no use after dispose.
  bool SurvivesRelease = false;
  /// Call: calls the function value that a call of Callee (or CalleeSymbol)
  /// returned (`const run = pick(); run()`), not that function itself: it
  /// reaches the functions Callee returns (FunctionAttrs::ReturnedFunctions)
  /// when the run sees every use of Callee's results (ResultOnlyCalled).
  bool CallsResult = false;
  /// Call: `this.m()` in a method of a class: may run an override of m in a
  /// subclass another module declares (Module::ClassBases).
  bool ThisDispatch = false;
  /// Call: its result is kept in a constant that the code only calls
  /// (`const run = pick(); run(); run()`): where the function it returns
  /// runs is seen, at the CallsResult calls.
  bool ResultOnlyCalled = false;
  /// Derive, Use: what the op says of autograd history.
  HistoryEffect History = HistoryEffect::None;
  /// CallOutcome: what the call returned on this path.
  ReturnKind Returned = ReturnKind::Unknown;
  /// ScopeEnter/ScopeExit pairing id.
  uint32_t ScopeId = 0;
  /// ScopedCall / Call: the callee within this module, if known.
  FunctionId Callee = NoFunction;
  /// GraphAdd, GraphRun, GraphReset: the graph, an index of Module::Graphs.
  uint32_t Graph = 0;
  /// The API (or callee) spelling shown in messages: "model.predict",
  /// "TF_AllocateTensor", "tf.tidy".
  std::string Api;
  /// Create / LoadModel: how the created object is released, as a template
  /// where "{}" stands for the variable ("{}.dispose()",
  /// "TF_DeleteTensor({})"). Used in notes and fix-its.
  std::string ReleaseHint;
  /// Create / LoadModel: the release template that also takes an array or
  /// record of such objects ("tf.dispose({})"), for a helper that returns
  /// several of them; empty if the library has none.
  std::string ReleaseAllHint;
  /// Escape into a record's field or a container field: its key
  /// (Value::FieldKey), "" when the owner is no field of a known record.
  std::string Field;
  /// Call: a module-independent symbol for cross-module summaries
  /// ("<path>#<exported name>"); empty if unknown.
  std::string CalleeSymbol;
  /// Call: the long-lived place whose function it calls, when the callee
  /// is no function the frontend resolved (`actions.run()`,
  /// `this.listeners[i](x)`; a walk calling each element, `for (const cb of
  /// this.listeners) cb()`, made where the walk is, outside its loop), by
  /// the key FunctionAttrs::StoredFunctions names places with ("" if none):
  /// the functions stored there run here.
  std::string CalledPlace;
  /// Call: other functions of this module the call may dispatch to (`this.m()`
  /// in a base class, m overridden in several subclasses). Only how and
  /// where they run follows from this call (calling context, frequency);
  /// the engine applies Callee's summary.
  std::vector<FunctionId> OtherCallees;
  /// Call: tensor-valued arguments, positionally (NoValue where not tensor).
  std::vector<ValueId> Args;
  /// Call: the functions it passes as arguments, to be called back.
  std::vector<CallbackArg> Callbacks;
  /// Call: per argument, the variable holding the record it passes (`&c`,
  /// a pointer `c`), else NoValue; empty when none does. The callee's
  /// summary says which fields of those records it frees.
  std::vector<ValueId> ArgRecords;
  friend bool operator==(const Op &, const Op &) = default;
};

/// Whether ops of kind K write their Dst (which may still be NoValue: a
/// result nobody reads).
bool writesDst(OpKind K);
/// The value an op (re)defines, or NoValue: Dst of the ops that write one.
inline ValueId definedValue(const Op &O) {
  return writesDst(O.Kind) ? O.Dst : NoValue;
}

/// Whether an op of kind K may hand what its Src and Args hold on: releases
/// it, passes it to a call (or a scope's callback), copies it to another
/// name, or lets it escape.
bool handsOn(OpKind K);
/// Whether O stores its Src into a long-lived place (an escape into a
/// module variable or a field), rather than handing a place's value on.
inline bool storesIntoPlace(const Op &O) {
  return O.Kind == OpKind::Escape &&
         (O.Escape == EscapeKind::Module || O.Escape == EscapeKind::Field);
}

/// How often a function's body runs, as the frontend can tell from where it
/// is defined or registered. Rules treat every kind except Once and Unknown as
/// a repeating path.
enum class Frequency : uint8_t {
  Unknown,
  Once,         ///< Module top level / program entry.
  PerIteration, ///< A loop body callback (forEach, map...).
  PerRender,    ///< Component render, mount or lifecycle hook, view created.
  PerEvent,     ///< Event listener, timer, animation frame callback.
  PerRequest,   ///< Server request handler.
};

/// True for the frequencies that mean "runs again and again" (everything
/// but Once and Unknown): a leak or a model load there repeats.
bool isRepeating(Frequency F);
/// Why a handler that starts the endless loop Loop (FunctionAttrs::
/// StartsEndlessLoop) runs once, for messages.
std::string startsEndlessLoopReason(llvm::StringRef Loop);

struct FunctionAttrs {
  bool IsAsync = false;
  bool ReturnsPromise = false;
  bool IsScopeCallback = false; ///< Runs inside a scope (tf.tidy callback).
  /// It is, or is nested in, the callback of a scope that stays open across
  /// awaits (ApiEntry::SpansAwaits): its async closures run in the scope.
  bool ScopeSpansAwaits = false;
  bool IsModuleInit = false; ///< The module's top-level code.
  /// Returning from it ends the program (C/C++ `main`): what it still holds
  /// when it returns dies with the process, as at `exit()`.
  bool EndsProgram = false;
  /// It replaces the contents of an object that already holds them (C++
  /// copy or move assignment): what the object's fields own on entry must
  /// be freed (or handed over) before the fields are overwritten.
  bool ReplacesReceiver = false;
  /// It initialises a new object (a constructor: C++'s, a JS class's
  /// `constructor`, Python's `__init__`): what it stores into the fields of
  /// its receiver replaces nothing, however often objects are made.
  bool InitialisesReceiver = false;
  /// The record whose objects it tears down (a C++ destructor written in
  /// the source), as field keys name it ("Model::Impl"): what a field of
  /// the record owns when it ends, and it does not free, is lost with the
  /// object.
  std::string Destroys;
  /// A classic script's top-level function: a global of the pages that load
  /// the script (ExportSymbol names it for their handlers), which the
  /// script's own code calls like a function of its own.
  bool IsScriptGlobal = false;
  /// A method of a class a classic script declares at its top level (a
  /// class declaration, or a top-level constructor function's `this.m =
  /// function` or `C.prototype.m = function`): the class is a global of the
  /// pages that load the script too, so their other scripts build it and
  /// call the method through the instance (PageGlobalPrefix +
  /// "Class.method"; ExportSymbol names it).
  bool OfScriptGlobalClass = false;
  /// A function its file names nowhere but where it is declared (comments
  /// aside), which no other code can name either (a module's own function,
  /// one nested in another): it never runs, nor does what only it calls or
  /// declares. Also a script's global so named, which runs only if a page
  /// (or another script) calls it (IsScriptGlobal).
  bool Unreferenced = false;
  /// An Unreferenced function that a comment of its file still uses as code
  /// (`// train();`, `// btn.onclick = train;`): its calls were commented
  /// out, so it never runs even where other code could name it (a global
  /// of a script no page of the run loads, of a TypeScript global script).
  bool CallsCommentedOut = false;
  /// Calls of a parameter (of this function or one it is nested in) as a
  /// function: `fn()`, or handed to a scope API (`tf.tidy(fn)`), at At, in
  /// Block of this function (a loop around it runs the callback again).
  struct ParamCall {
    ParamRef Param;
    SourceLoc At;
    bool InScopeApi = false; ///< Run by a scope API: inside its scope.
    BlockId Block = 0;
    friend bool operator==(const ParamCall &, const ParamCall &) = default;
  };
  std::vector<ParamCall> ParamCalls;
  /// Functions of this module each of whose runs schedules this one to run
  /// once, later (`setTimeout(f)`, `p.then(f)`, `requestAnimationFrame(f)`):
  /// it runs as often as they do (once, when they run once), outside any
  /// scope they run in; again and again when it leads back to one of them.
  std::vector<FunctionId> DeferredBy;
  /// A component registers a function its props hand it as a callback of
  /// an element (`({onPick}) => <img onLoad={onPick} />`, `<button
  /// onClick={props.go}>`): the function a parent passes as that prop
  /// (Module::PropCallbacks) runs as the registration says.
  struct PropRegistration {
    std::string Prop;
    Frequency Freq = Frequency::Unknown;
    std::string Reason; ///< "'onLoad' handler of <img>".
    friend bool operator==(const PropRegistration &,
                           const PropRegistration &) = default;
  };
  std::vector<PropRegistration> PropRegistrations;
  /// Every run of it schedules this function of its module, which then
  /// reschedules itself forever, dropping the id that could cancel it (a
  /// page's "Start" handler starting its frame loop): run again, it would
  /// start a second loop, so an event handler of this kind runs once.
  FunctionId StartsEndlessLoop = NoFunction;
  /// It runs once per mount of this function's component (a React effect
  /// with an empty dependency list, in a component or in a hook the
  /// component calls): once, unless the component mounts again and again
  /// (CallbackRegistration::Mount), which the summaries decide.
  FunctionId OncePerMountOf = NoFunction;
  /// It mounts with the component that calls it (a React hook): what runs
  /// once per its mount repeats when that component mounts again and again.
  bool MountsWithCaller = false;
  /// A mount hook of its file's own component (Vue's `onMounted` at the
  /// top level of `<script setup>`, the default export's `mounted`: apis'
  /// `mount`; not one a composable registers for whichever component calls
  /// it): Freq says it repeats, once per mount of its component; a page that
  /// its router shows by its file's place (Module::LoadedByPlace), in a package
  /// that changes routes only by loading a new page (Module::
  /// RoutesMountOncePerPage), mounts once per page load, which the
  /// summaries decide.
  bool MountHook = false;
  /// The members its code calls through a receiver the frontend could not
  /// type (`current.scale()`, `this.dp.normalize()`), without a call op:
  /// sorted, each once. A method of that name may run there, as often as
  /// this function does.
  std::vector<std::string> UnresolvedMemberCalls;
  /// The functions it returns as values (`return trainFlow`, `return () =>
  /// {...}`, `return cond ? a : b`): a function of this module (Fn) or one
  /// imported by name (Symbol); Arg and Param unused. They run where its
  /// results are called (Op::CallsResult).
  std::vector<CallbackArg> ReturnedFunctions;
  /// Symbols of other modules this function hands to an API that runs what
  /// it is given inside its scope (`tf.grad(step)`, `registerKernel(config)`
  /// with step, config imported): the function of each symbol, and the
  /// functions of its members ("<sym>.kernelFunc"), run in that scope.
  std::vector<std::string> ScopedSymbols;
  /// Functions it stores into a long-lived place, by the place's key
  /// (Op::CalledPlace spells keys the same way): `actions.run = fn`,
  /// `this.listeners.push(cb)`, `handlers[name] = step`. Each is a function
  /// of this module, one imported by name, or a parameter of this function
  /// (then the functions its callers pass for it). They run where a call
  /// through that place runs, as often and in its scope.
  struct StoredFunction {
    CallbackArg Fn;
    std::string Place;
    friend bool operator==(const StoredFunction &,
                           const StoredFunction &) = default;
  };
  std::vector<StoredFunction> StoredFunctions;
  /// One long-lived place's value copied into another (`window.run =
  /// actions[key].run`): the functions stored into From may be called
  /// through To.
  struct PlaceCopy {
    std::string From, To;
    friend bool operator==(const PlaceCopy &, const PlaceCopy &) = default;
  };
  std::vector<PlaceCopy> PlaceCopies;
  Frequency Freq = Frequency::Unknown;
  /// Why Freq was chosen, for messages: "React component 'App'",
  /// "'requestAnimationFrame' callback", "Angular lifecycle hook 'ngOnInit'".
  std::string FreqReason;
  friend bool operator==(const FunctionAttrs &,
                         const FunctionAttrs &) = default;
};

/// How control leaves a block, when the source said so explicitly. Findings
/// about a path name its return/throw ("on the path through the 'return' at
/// line 34").
enum class TermKind : uint8_t { FallThrough, Return, Throw, Break, Continue };

struct Block {
  std::vector<Op> Ops;
  TermKind Term = TermKind::FallThrough;
  SourceRange TermRange; ///< The return/throw/break statement, if any.
  /// A return of a constant: zero (`return false;`, `return NULL;`) or not
  /// (`return -1;`); Unknown for anything else.
  ReturnKind Returns = ReturnKind::Unknown;
  std::vector<BlockId> Succs;
  /// Set when the block is the body of a loop in the source (informational;
  /// the engine finds loops from the CFG itself).
  bool LoopBody = false;
  /// The exit of a loop that never ends (`while (true)` that no break
  /// leaves): kept in the CFG, but reached only if the loop ended, which
  /// it does not. What is still held there is held for good: a leak only
  /// if the function runs again and again.
  bool EndlessLoopExit = false;
  friend bool operator==(const Block &, const Block &) = default;
};

/// Which lowering made a function's IR. Two functions of one module path
/// with matching revisions have the same IR but for positions an edit moved:
/// the editor reuses an unchanged function's IR after an edit, and the
/// summaries reuse what they computed from it (rules::AnalysisCache). A
/// revision names the IR, it is not part of it: it never makes two functions
/// compare unequal.
struct Revision {
  uint64_t Id = 0; ///< 0: none; matches nothing.
  /// A revision no function of this process had before.
  static Revision next();
  bool matches(Revision Other) const { return Id != 0 && Id == Other.Id; }
  friend bool operator==(Revision, Revision) { return true; }
};

struct Function {
  std::string Name; ///< "detect", "App", "<module>", "<arrow@12:5>".
  SourceRange Range;
  FunctionAttrs Attrs;
  std::vector<Value> Values;
  std::vector<Block> Blocks; ///< Blocks[0] is the entry.
  BlockId Exit = 0;
  /// Exported under this symbol for other modules ("<path>#name"), if any.
  std::string ExportSymbol;
  /// A second symbol other modules call it by, if any: a method of a class
  /// exported under another name than its own ("<path>#default.detect"
  /// for `export default class Net`'s detect, whose ExportSymbol is
  /// "<path>#Net.detect").
  std::string ExportAlias;
  /// The enclosing function, for closures.
  FunctionId Parent = NoFunction;
  /// Set by frontends that reuse IR across edits; others leave it none.
  Revision Rev;
  /// A name the frontend made up ("<arrow@12:5>", "<module>"), not one the
  /// user wrote: messages say "the function at line 12" instead.
  bool hasSyntheticName() const { return !Name.empty() && Name[0] == '<'; }
  friend bool operator==(const Function &, const Function &) = default;
};

/// Vue: a single-file component, whose <script> blocks are TypeScript (or
/// JavaScript) at their own positions in the file.
enum class Language : uint8_t {
  JavaScript,
  TypeScript,
  TSX,
  Vue,
  /// An HTML page: its inline <script> blocks are JavaScript at their own
  /// positions in the file; its `on*` attributes are event handlers.
  Html,
  C,
  CXX,
  Python
};

/// A problem the frontend met (syntax error, unsupported input, limits).
struct FrontendDiag {
  SourceLoc Loc;
  std::string Message;
  bool IsError = false;
  friend bool operator==(const FrontendDiag &, const FrontendDiag &) = default;
};

/// A function of another module that this one registers as a callback that
/// runs repeatedly (`router.post('/form', auth, predictForm)` with
/// predictForm imported): the summaries give it that frequency.
struct CallbackRegistration {
  std::string Symbol; ///< The function's export symbol ("<path>#name").
  Frequency Freq = Frequency::Unknown;
  std::string Reason; ///< "'router.post' handler".
  /// Not a callback: a component this module mounts again and again (the
  /// element of a route, shown on every visit); what runs once per its
  /// mount (FunctionAttrs::OncePerMountOf) repeats. Freq is PerRender.
  bool Mount = false;
  friend bool operator==(const CallbackRegistration &,
                         const CallbackRegistration &) = default;
};

/// A function of the module handed to a component as a prop (`<Predict
/// predictFunc={predict} />`): it runs where the component registers that
/// prop (FunctionAttrs::PropRegistrations), which the summaries match.
struct PropCallback {
  /// The function passed; NoFunction when the prop passes on a prop of
  /// the component around the element (`<Inner run={props.grow} />` in
  /// Forwarder): then Forwarder registers ForwardedProp as the component
  /// registers Prop.
  FunctionId Callback = NoFunction;
  FunctionId Forwarder = NoFunction;
  std::string ForwardedProp;
  /// The component: a function of this module, else the export symbol of
  /// another module's ("<path>#default").
  FunctionId Component = NoFunction;
  std::string ComponentSymbol;
  std::string Prop;
  friend bool operator==(const PropCallback &, const PropCallback &) = default;
};

/// A graph that calls add nodes to and that lives as long as the program
/// (a default graph, a framework's global state, a function's traces).
struct Graph {
  std::string Name; ///< The API model's name for it ("default-graph").
  /// What messages call it ("the default graph").
  std::string Noun;
  /// Adding to it grows memory only where the graph also runs (nodes added
  /// next to a session's run); false: every addition in a loop does.
  bool NeedsRun = false;
  /// What to do instead, for messages ("build the ops once before the
  /// loop").
  std::string Advice;
  friend bool operator==(const Graph &, const Graph &) = default;
};

struct Module {
  std::string Path;
  /// Path as the run's symbols, imports and page scripts spell it
  /// (frontend::canonicalModulePath), where a frontend names modules so; not
  /// printed (a function of Path).
  std::string SymbolPath;
  /// Source files, other than headers, that the module includes textually
  /// and whose functions it lowers (C/C++ `#include "eval.inc"`): they are
  /// written in those files, so findings there are reported there.
  std::vector<std::string> Parts;
  /// The file a range is written in.
  const std::string &pathOf(const SourceRange &R) const {
    return R.File == 0 || R.File > Parts.size() ? Path : Parts[R.File - 1];
  }
  Language Lang = Language::JavaScript;
  std::vector<Function> Functions;
  std::vector<FrontendDiag> Diags;
  /// Symbols of other modules this one imports (for cross-module summaries).
  std::vector<std::string> Imports;
  /// A class of this module that extends a class of the run: the symbols
  /// other modules know it by ("<path>#Cls", "<path>#default") and its
  /// base's ("<path of the base>#Base"). The subclass has the methods of its
  /// base it does not override; the base's `this.m()` may run an override.
  struct ClassBase {
    std::vector<std::string> Names;
    std::string Base;
    friend bool operator==(const ClassBase &, const ClassBase &) = default;
  };
  std::vector<ClassBase> ClassBases;
  /// What it imports of the run's modules, by name, sorted: "<path>#name";
  /// "<path>#*" for a namespace import, "<path>#default" for a default
  /// import or a whole `require` (either may reach every export). An
  /// export nobody imports is not called by the run's modules.
  std::vector<std::string> ImportedSymbols;
  /// How to keep a value without its autograd history, as a template where
  /// "{}" stands for the variable ("{}.item()"); empty if unknown.
  std::string DetachHint;
  /// The graphs that GraphAdd/GraphRun/GraphReset ops name.
  std::vector<Graph> Graphs;
  /// Imported functions registered here as repeating callbacks.
  std::vector<CallbackRegistration> Registrations;
  /// Functions handed to components as props.
  std::vector<PropCallback> PropCallbacks;
  /// An HTML page's classic scripts (their canonical paths), in the order
  /// the page loads them: the top-level functions they declare
  /// (FunctionAttrs::IsScriptGlobal) are the page's globals, which its
  /// calls and handlers name PageGlobalPrefix + name.
  std::vector<std::string> PageScripts;
  /// A classic script's top-level variables that it makes an instance of a
  /// class (`const agent = new Agent();`): globals of the pages that load
  /// the script too, so their other scripts and handlers call the class's
  /// methods by the variable's name (PageGlobalPrefix + "agent.loadModels",
  /// which the summaries link to the page's "Agent.loadModels").
  struct GlobalInstance {
    std::string Name, Class;
    friend bool operator==(const GlobalInstance &,
                           const GlobalInstance &) = default;
  };
  std::vector<GlobalInstance> GlobalInstances;
  /// Names this module binds to another module's of the run (Python's
  /// `from .base import Chain` in `pkg/__init__.py`): what another module
  /// imports of this one by such a name (`from pkg import Chain`) is that
  /// module's, members too ("<pkg>/__init__.py#Chain.run" is
  /// "<pkg>/base.py#Chain.run"). With Instance, the name holds an
  /// instance of the class Target names (`SERVICE = Service()` at module
  /// level): only its members are the class's ("<svc>#SERVICE.predict" is
  /// "<svc>#Service.predict"); calling the name itself is no construction.
  struct ImportedName {
    std::string Symbol, Target;
    bool Instance = false;
    friend bool operator==(const ImportedName &,
                           const ImportedName &) = default;
    /// The order the IR lists them in (and prints them in).
    static bool bySymbol(const ImportedName &A, const ImportedName &B) {
      return A.Symbol < B.Symbol;
    }
  };
  std::vector<ImportedName> ImportedNames;
  /// An HTML page's module scripts (`<script type="module" src=...>`),
  /// canonical paths: entry modules of an application, which no code
  /// outside the run imports.
  std::vector<std::string> PageModules;
  /// "<canonical page path>#" when PageScripts or PageModules is not empty
  /// (their globals, and what module scripts put on `window`); for a classic
  /// script, ClassicScriptGlobals (the globals of every script a page of
  /// the run loads).
  std::string PageGlobalPrefix;
  /// No code outside the run's repository imports this module: its project
  /// publishes nothing (an application's package.json). Its exports are
  /// called only where the repository's code calls them.
  bool ExportsStayInRun = false;
  /// Its project publishes it as a library (a package.json with type
  /// declarations, an exports map, packed files or peer dependencies): its
  /// exports are the library's API, which code outside the run calls again
  /// and again. What such a function drops is lost on every call
  /// (analysis::FunctionSummary::ReuseReason).
  bool PublishedLibrary = false;
  /// What its strings may name of the run's files (an import's source, a
  /// worker's script, a path handed to require or a bundler, a page's
  /// script tag): the last part of each path with and without its
  /// extension, and the folder of a computed or glob path. Sorted, each
  /// once. A file no module names is loaded by none.
  std::vector<std::string> NamedFiles;
  /// Nothing runs it unless code loads it: its top level only declares
  /// (imports, exports, functions, classes, constants), or it is a worker's
  /// script. An application's module that nothing names never runs.
  bool RunsOnlyWhenLoaded = false;
  /// Its code reads globals only a web page has (`document`, `window`:
  /// apis' page_globals) and it is no worker's script: only a page runs
  /// it, or code a page loads. An application's such script that nothing
  /// names, in a package whose pages the run holds, never runs.
  bool NeedsPage = false;
  /// A fact of the run, not of the file (the driver's, before the
  /// summaries): an application's module that runs only when loaded, in a
  /// package the run walked whole, which no other file of the run names
  /// (NamedFiles, or the text of a file not lowered). None of its code runs.
  bool LoadedByNone = false;
  /// A framework loads it by its file's place (apis' loaded_by_place: a
  /// file-system router's `pages/*`), with no code naming it.
  bool LoadedByPlace = false;
  /// Its code spells a name that changes the route without loading a new
  /// page (apis' client_navigation: `<Link>`, `navigate(...)`,
  /// `useRouter`, a template's `<router-link>`).
  bool NavigatesInPlace = false;
  /// A fact of the run (the driver's, before the summaries): an
  /// application's module in a package the run walked whole, with its
  /// pages, whose modules spell no in-place navigation (NavigatesInPlace):
  /// its routes change only by loading a new page, so the components its
  /// routes show mount once per page load, not again and again.
  bool RoutesMountOncePerPage = false;
  /// Test code (`*.test.ts`, a file of a `__tests__` or `test` folder): a
  /// test runner runs it, and its calls of a function say nothing of how
  /// the product calls it.
  bool IsTest = false;
  /// The language's alternative to releasing by hand, appended to leak notes.
  /// "{where}" stands for what to wrap ("the loop body", "the function").
  /// JS: "run {where} inside tf.tidy()"; C++: "hold it in a std::unique_ptr
  /// with that deleter".
  std::string ScopeAdvice;
  /// How a fix wraps code in that scope, "{body}" standing for the code
  /// ("tf.tidy(() => {body})"); empty: no fix wraps code.
  std::string ScopeWrap;
  /// Its tensors' library has a freeing scope (apis/*.yaml `scope`): a
  /// caller may run any of its functions inside one, which frees what the
  /// function makes and drops.
  bool HasFreeingScope = false;
  /// Its frontend models how the language's code is entered again and
  /// again (event listeners, routes, frames, renders, loop callbacks, and
  /// the callers that reach them): a function none of those reach, in no
  /// loop, has no proof that it runs more than once, and what it drops is
  /// reported only with AnalysisOptions::ReportUnprovenRepetition. Where
  /// the frontend models none (C/C++), every function counts as reusable.
  bool EntryPointsModelled = false;
  /// The frontend gave up because the per-file time limit passed: the module
  /// is incomplete and must not be analysed.
  bool TimedOut = false;
  friend bool operator==(const Module &, const Module &) = default;
};

const char *toString(OpKind K);
const char *toString(EscapeKind K);
const char *toString(Frequency F);
const char *toString(Storage S);
const char *toString(ValueType T);
const char *toString(Language L);
const char *toString(TermKind K);
const char *toString(ReturnKind K);
const char *toString(HistoryEffect H);

} // namespace tensorlint::ir

#endif // TENSORLINT_IR_IR_H
