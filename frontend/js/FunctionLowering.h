//===- FunctionLowering.h - State while lowering one function ---*- C++ -*-===//
//
// Private to the lowering files: the builder state for one function (current
// block, lexical scopes, loop/try contexts, statement temporaries).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FUNCTIONLOWERING_H
#define TENSORLINT_FRONTEND_JS_FUNCTIONLOWERING_H

#include "frontend/js/Lowering.h"
#include "frontend/js/TypeInfo.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"

#include <optional>

namespace tensorlint::frontend {
struct ApiCallPlan;
} // namespace tensorlint::frontend

namespace tensorlint::frontend::js {

/// Where an expression's tensor result should go. Creation ops write into
/// the destination directly, so `const y = f()` is one `create %y`.
struct Dest {
  std::string Name;
  ir::Storage Store = ir::Storage::Local;
  TSNode Target{};                    ///< The name/member node.
  ir::ValueId Existing = ir::NoValue; ///< Reassigning a known value.
  bool Declare = false;               ///< Bind Name in the current scope.
  bool BlockScoped = false;           ///< let/const: kill at block end.
  bool Guarded = false;               ///< `m ??= load()`, `m = m || load()`.
  llvm::SmallVector<Dest *, 2> Multi; ///< Destructuring: one per element.
  std::string Key; ///< The property an object pattern's element reads.
  ir::ValueId Made = ir::NoValue; ///< Filled by materialize().
  /// The declared type of the variable (`let s: tf.Tensor2D = ...`), for a
  /// call whose result only a summary of another file can type.
  Known Declared;
};

struct GeneratorMachine;

struct ExprVal {
  ir::ValueId V = ir::NoValue;
  llvm::SmallVector<ir::ValueId, 2> Elems; ///< Tensors in an array/object.
  bool IntoDest = false; ///< The result was written into the Dest.
};

class FunctionLowering {
public:
  FunctionLowering(ModuleContext &Ctx, ir::FunctionId Id);
  void run();

private:
  struct Scope {
    llvm::StringMap<ir::ValueId> Names; ///< NoValue: a non-tensor binding.
    llvm::StringMap<llvm::SmallVector<ir::ValueId, 2>> Aggregates;
    llvm::StringMap<Known> Arrays; ///< Names holding arrays of tensors.
    /// Names holding arrays repacked from others' elements.
    llvm::StringMap<llvm::SmallVector<std::pair<std::string, ir::ValueId>, 4>>
        Repacks;
    llvm::StringMap<uint32_t> Decls; ///< Declaring identifier (start byte).
    llvm::SmallVector<ir::ValueId, 4> Kill; ///< let/const tensors.
    size_t GuardDepth = 0;
  };
  struct LoopCtx {
    ir::BlockId Break, Continue;
    llvm::StringRef Label;
    size_t ScopeDepth, TryDepth;
  };
  struct TryCtx {
    TSNode Finally;
    ir::BlockId Catch;
    bool InBody;
  };

  // --- CFG -----------------------------------------------------------------
  ir::BlockId newBlock();
  void edge(ir::BlockId From, ir::BlockId To);
  void jumpTo(ir::BlockId To); ///< Edge from Cur, then Cur = To.
  ir::Op &emit(ir::OpKind K, TSNode At);
  void unreachable() { Cur = newBlock(); }

  // --- values and scopes ---------------------------------------------------
  ir::ValueId addValue(llvm::StringRef Name, const Known &K, ir::Storage S,
                       TSNode Decl);
  ir::ValueId lookup(llvm::StringRef Name);
  bool isLocal(llvm::StringRef Name) const;
  void bind(llvm::StringRef Name, ir::ValueId V, bool BlockScoped);
  /// Records where Name is declared (for use-based type inference).
  void declare(llvm::StringRef Name, TSNode At);
  /// The declaring identifier of a name this function sees, or 0.
  uint32_t declOf(llvm::StringRef Name) const;
  /// What the uses of the declaration NameNode say it holds, or null.
  const Known *inferred(TSNode NameNode) const;
  /// The names of a destructuring declaration D that hold tensors of what
  /// a call of Callee (Returned: what it returns, when it is this file's)
  /// returns, each with its type: the names that are tensors by their uses.
  llvm::SmallVector<std::pair<Dest *, Known>, 4>
  destructuredParts(Dest *D, ir::FunctionId Callee,
                    const Known &Returned) const;
  /// Binds the names of an object-pattern parameter (destructured props).
  void bindDestructuredProps(TSNode Pattern, TSNode Type);
  /// Obj.Method(...) was called on an untyped name: learn from it.
  void noteMethodUse(TSNode Obj, llvm::StringRef Method, TSNode Args);
  /// Adds Prop to F's ir::FunctionAttrs::UnresolvedMemberCalls.
  void noteUnresolvedMemberCall(llvm::StringRef Prop);
  /// `props.model.predict(x)`, `models[k].predict(x)`: the library's model
  /// method that makes tensors, when Holder (a property or element of
  /// something of unknown type) can only be a model by that method, as a
  /// `this.model` field is; else null.
  const apis::ApiEntry *modelMethodOfHolder(TSNode Holder,
                                            llvm::StringRef Method) const;
  /// `new Point(...)` of a class of the project (this file's, or another
  /// file's by import), not a library's or a builtin.
  bool constructsProjectClass(TSNode E) const;
  /// The enclosing class declares field Prop with a type that is no
  /// library resource (declaresOtherType).
  bool fieldDeclaresOtherType(llvm::StringRef Prop) const;
  /// The symbol of the class of the project that the enclosing class
  /// declares field Prop to be (`env: MountainCarEnvironment;` with the class
  /// imported, or declared in this file): "<path>#MountainCarEnvironment";
  /// "" otherwise.
  std::string fieldClassSymbol(llvm::StringRef Prop) const;
  /// The names of the classes declared at the module's top level.
  const llvm::StringSet<> &topLevelClasses() const;
  /// Callee is the `resolve` parameter of the promise executor being
  /// lowered (`new Promise((resolve) => ...)`).
  bool isPromiseResolve(TSNode Callee);
  /// The method or function-valued field Name of the class being lowered,
  /// or NoFunction.
  ir::FunctionId classMember(llvm::StringRef Name) const;
  /// The method or function-valued property Name of the object literal
  /// whose method binds `this` where the code being lowered runs
  /// (thisObjectLiteral), or of an object of its methods
  /// (ComponentConventions::TemplateMethods), or NoFunction.
  ir::FunctionId objectLiteralMember(llvm::StringRef Name);
  /// The object literal a method of which is the nearest enclosing
  /// function that binds `this` (arrow functions do not), after the object
  /// of methods it sits in (Vue's `methods: {...}`), if any: what `this`
  /// is when the method is called on its object, as frameworks call an
  /// object's hooks. Null when that function is no such method.
  TSNode thisObjectLiteral();
  /// The untyped name N was passed where a tensor is expected.
  void noteTensorUse(TSNode N);
  /// The untyped name N is used as a plain JS value (indexed, iterated).
  void noteNotTensor(TSNode N);
  void rebind(llvm::StringRef Name, ir::ValueId V);
  const llvm::SmallVector<ir::ValueId, 2> *aggregate(llvm::StringRef Name);
  const Known *arrayOf(llvm::StringRef Name);
  /// The parameter value of Name when Name is a parameter typed as an array
  /// of tensors (`ts: tf.Tensor[]`), whose name stands for no one tensor.
  ir::ValueId arrayParam(llvm::StringRef Name);
  void pushScope();
  void popScope(bool EmitKills, TSNode End = {});
  void killScopesAbove(size_t Depth, TSNode At);
  ir::ValueId materialize(Dest &D, const Known &K);
  bool isTensorish(ir::ValueId V) const;
  /// A parameter whose type nothing says: it may be a tensor the caller
  /// owns, so what the function does with it is lowered (its summary), but
  /// its uses still type it, as they type any untyped name. So is a value
  /// another file's function returned (FromOtherFile).
  bool isUntypedParam(ir::ValueId V) const;
  /// No value, or an untyped parameter: nothing says what the name holds,
  /// so its uses may say it (UseInference).
  bool isUntyped(ir::ValueId V) const;
  Known knownOf(ir::ValueId V) const;
  std::string classKey() const;
  /// The shared fact key of `state.model` (or of `state.nets.model`, named
  /// properties only) when `state` is one of the module's own top-level
  /// variables or another module's export (one object for the whole
  /// program, whose fields every function sees, as a method sees
  /// `this.f`); else "".
  std::string moduleFieldKey(TSNode Member) const;
  ir::FunctionId enclosingMethod() const;
  /// "<path>#X" for `ns.X` with `import * as ns` a module of the run, or
  /// empty.
  std::string namespaceMemberSymbol(TSNode N) const;
  /// The symbol of the project's class a name spells (imported from another
  /// module, or a class of this file); "" for anything else.
  std::string projectClassSymbol(llvm::StringRef Name) const;
  /// fieldClassSymbol's table for Class: fields declared with a project
  /// class's type, or only ever assigned `new` of one project class.
  void collectFieldClasses(TSNode Class,
                           llvm::StringMap<std::string> &Symbols) const;
  llvm::StringRef spelling(ir::ValueId V) const;

  // --- statements (StmtLowering.cpp) ---------------------------------------
  void lowerParams();
  void lowerBody();
  void lowerStmt(TSNode S, unsigned Depth);
  void lowerStatements(TSNode Block, unsigned Depth);
  void lowerDeclaration(TSNode Decl, unsigned Depth);
  void lowerIf(TSNode S, unsigned Depth);
  /// The local named Target is null/undefined on the branch being lowered.
  void noteNullOnBranch(llvm::StringRef Target, TSNode At);
  void lowerLoop(TSNode S, llvm::StringRef Label, unsigned Depth);
  void lowerSwitch(TSNode S, unsigned Depth);
  void lowerTry(TSNode S, unsigned Depth);
  void lowerReturn(TSNode S, TSNode Value, unsigned Depth);
  void lowerPlainReturn(TSNode S, TSNode Value, unsigned Depth);
  void lowerJump(TSNode S, bool IsBreak);
  void lowerThrow(TSNode S, unsigned Depth);
  void copyFinallies(size_t DownTo, unsigned Depth);
  void finishStatement(TSNode At);
  /// The escape just emitted stores V into the module-wide place Name (`latest
  /// = p`, `state.out = p`), or (Receiver) into a field of the object a
  /// class's method runs on (`this.out = p`): its Dst names the place
  /// (ir::Op::Dst); Guarded: the store runs only while the place is empty
  /// (ir::Op::Guarded).
  void namePlaceOfEscape(ir::ValueId V, llvm::StringRef Name, TSNode At,
                         bool Guarded, bool Receiver = false);
  /// `this.x` in a method of a class (or a closure in one): a field of the
  /// object the method runs on (ir::Value::ReceiverField).
  bool isReceiverField(TSNode Member) const;
  /// Emits R's escape (and its elements') of kind K at At; CachePlace: the
  /// place would cache a model (ir::Op::CachePlace).
  void escapeValue(const ExprVal &R, ir::EscapeKind K, TSNode At,
                   bool CachePlace = false);
  /// R stored into a place of kind Plain (a container or a field). With
  /// KeptForGood (the place outlives the call and keeps one value per key,
  /// per element or for the program), a model known here is cached there
  /// (EscapeKind::Cache), and any other value is marked CachePlace, for the
  /// engine to tell once the summaries say whether it is a model.
  void escapeInto(const ExprVal &R, ir::EscapeKind Plain, TSNode At,
                  bool KeptForGood);
  /// Whether escapeValue(R, ...) records an escape: R's value may hold a
  /// tensor (escapeMatters), or R has elements.
  bool canEscape(const ExprVal &R) const;
  bool escapeMatters(ir::ValueId V) const;
  /// A fresh tensor written right in a call's argument (`f([tf.zeros(s)])`)
  /// goes to the callee: it has no other name to be freed by.
  void handOverToCallee(ir::ValueId Fresh, TSNode Call);
  bool returnsPromise(TSNode E);
  /// What a condition tests for presence (`m`, `!m`, `m == null`, a
  /// predicate's `isReady()`), the name normalized; Negated when it means
  /// "missing". "" when it tests nothing such. Depth counts predicates.
  std::string guardTarget(TSNode Cond, bool &Negated, unsigned Depth = 0);
  /// The expression a predicate the call names returns, when it is one: a
  /// function of this file's top level, or a method of the class or object
  /// `this` is (ThisMember), that takes no parameters and whose body is one
  /// `return E;` (or an arrow's E), called with no arguments. Else null.
  TSNode predicateReturn(TSNode Call, bool &ThisMember);
  /// Name is a parameter or local this function declares (not a module
  /// variable or a capture it reads).
  bool declaresItself(llvm::StringRef Name) const;
  /// `!m || changed`: m, whose load the branch caches; else "".
  std::string missingInDisjunction(TSNode C);
  /// The code being lowered runs only while a field of this object or a
  /// module variable is missing (`if (!this.mean) { ... }`), and Callee, a
  /// function of this module, assigns it: called, it fills the place.
  bool underGuardItFills(ir::FunctionId Callee) const;
  /// `this.mean && this.variance`: the names a conjunction of presence
  /// tests tests, one of which is missing where the condition is false;
  /// empty unless every conjunct is such a test.
  llvm::SmallVector<std::string, 2> presentInConjunction(TSNode C);
  /// The places a disjunction tests for presence (`this.model ||
  /// this.busy`): after `if (...) return;` each of them is missing.
  llvm::SmallVector<std::string, 2> presentInDisjunction(TSNode C);
  /// The places the operands of a chain of Op test for presence; with
  /// Every, none unless every operand (two at least) is such a test.
  llvm::SmallVector<std::string, 2>
  placesTestedPresent(TSNode C, llvm::StringRef Op, bool Every);

  // --- tslib __generator state machines (GeneratorLowering.cpp) -------------
  /// The state of a down-levelled async function body being lowered.
  struct GeneratorState {
    // Declared so that std::optional<GeneratorState> below sees a default
    // constructor while this class is incomplete (clang rejects emplace()
    // otherwise: the member initialisers are not parsed yet).
    GeneratorState() {}
    llvm::StringRef State; ///< The state parameter: `_a` in `function (_a)`.
    llvm::DenseMap<int64_t, ir::BlockId> Cases; ///< Case label -> its block.
    int64_t Label = 0;                          ///< The case being lowered.
    ir::ValueId Sent = ir::NoValue; ///< Awaited value `_a.sent()` reads.
    bool SentIsTemp = false;        ///< Sent was made for the await.
  };
  /// Lowers this function's body as a tslib state machine when it is one
  /// (and understood). True when the body was handled, lowered or skipped.
  bool lowerGeneratorBody();
  /// `return [op, ...]` inside a state machine. False: not an instruction.
  bool lowerGeneratorReturn(TSNode S, TSNode Value, unsigned Depth);
  /// `_a.sent()`: the awaited value, or nullopt when N is not that call.
  std::optional<ExprVal> lowerGeneratorSent(TSNode N, Dest *D);
  void lowerMachine(const GeneratorMachine &M, llvm::StringRef State,
                    TSNode Body);
  void bindAwaiterLocals();
  void dropUnreadSent(TSNode At);

  // --- expressions (ExprLowering.cpp) --------------------------------------
  ExprVal lowerExpr(TSNode N, Dest *D, unsigned Depth, bool AsReceiver = false);
  /// A declaration's initializer R that names a tensor it did not make into
  /// D (`const b = a`): D is declared as an alias of it, at At.
  void declareAlias(Dest &D, const ExprVal &R, TSNode At);
  /// `const [a, b] = [x, y]`, `const {a, b} = {a: x, b: y}`: the literal's
  /// elements in source order, each with the name of Ids (Elems[i] is
  /// Ids[i]'s) it initializes, or null. False when they cannot be paired
  /// (defaults, rests, spreads, computed keys, another kind of value).
  bool pairLiteralWithPattern(TSNode Pattern, TSNode Literal,
                              llvm::ArrayRef<TSNode> Ids,
                              std::vector<Dest> &Elems,
                              std::vector<std::pair<TSNode, Dest *>> &Out);
  ExprVal lowerCall(TSNode N, Dest *D, unsigned Depth, bool AsReceiver);
  ExprVal lowerCallSteps(TSNode N, Dest *D, unsigned Depth, bool AsReceiver);
  // lowerCall's steps. Those that return an optional lower the call when it
  // is of their kind; nullopt leaves it to the next step.
  /// A call of a library's API by its dotted name Parts (`tf.zeros`, an
  /// imported function), if an API model names it.
  std::optional<ExprVal> lowerLibraryCall(TSNode Call,
                                          llvm::ArrayRef<llvm::StringRef> Parts,
                                          Dest *D, unsigned Depth,
                                          bool AsReceiver);
  /// A call of the function of the application the identifier Name names
  /// (a local helper, an import, a function of this file, a page's global).
  std::optional<ExprVal> lowerCallOfName(TSNode Call, llvm::StringRef Name,
                                         Dest *D, unsigned Depth,
                                         bool AsReceiver);
  /// `Obj.Prop(...)`, Fn being the member expression: the method of the
  /// application, the release or the API method it is, else (nullopt) an
  /// unknown call, its receiver lowered.
  std::optional<ExprVal> lowerMethodCall(TSNode Call, TSNode Fn, Dest *D,
                                         unsigned Depth, bool AsReceiver);
  /// `Obj.Prop(...)` of a function of the application that Obj's name leads
  /// to (a module namespace, another file's export, an object literal's
  /// member, a class instance), found before Obj is lowered.
  std::optional<ExprVal> lowerApplicationMethodCall(TSNode Call, TSNode Obj,
                                                    llvm::StringRef Prop,
                                                    Dest *D, unsigned Depth,
                                                    bool AsReceiver);
  /// `Obj.Prop(...)` on R, the value Obj names (Tensorish: a tensor or
  /// model of known type): its API method, a release of each of its
  /// outputs, else (nullopt) a use of it.
  std::optional<ExprVal> lowerTrackedReceiverCall(TSNode Call, TSNode Fn,
                                                  const ExprVal &R,
                                                  bool Tensorish, Dest *D,
                                                  unsigned Depth,
                                                  bool AsReceiver);
  /// `Obj.Prop(...)` on a receiver of no known type: a container's insert,
  /// `toDispose.forEach(dispose)`, `this.helper()`.
  std::optional<ExprVal> lowerUntrackedReceiverCall(TSNode Call, TSNode Obj,
                                                    llvm::StringRef Prop,
                                                    Dest *D, unsigned Depth,
                                                    bool AsReceiver);
  /// Object.assign(target, ...sources) / tslib's __assign (object spread):
  /// the result holds the sources' tensors.
  ExprVal lowerObjectAssign(TSNode Call, unsigned Depth);
  /// The callee Fn (dotted name Parts, or none) keeps what it is given:
  /// super(...), a promise's `resolve`, a state setter, an event callback.
  bool keepsItsArguments(TSNode Fn, llvm::ArrayRef<llvm::StringRef> Parts);
  /// A call of code nothing here can see, Fn (dotted name Parts, or none),
  /// whose callbacks run synchronously if Sync: it gets the tensors passed.
  ExprVal lowerUnknownCall(TSNode Call, TSNode Fn,
                           llvm::ArrayRef<llvm::StringRef> Parts, bool Sync,
                           unsigned Depth);
  /// The tensors inside the array and object arguments Vals of such a call:
  /// handed over, or read (LibraryCall); those it takes as extra arguments.
  llvm::SmallVector<ir::ValueId, 4>
  handArgumentElements(TSNode Call, TSNode Fn, llvm::ArrayRef<ExprVal> Vals,
                       bool LibraryCall, llvm::ArrayRef<llvm::StringRef> Parts);
  ExprVal lowerNew(TSNode N, Dest *D, unsigned Depth, bool AsReceiver);
  ExprVal lowerApiCall(TSNode Call, const apis::ApiEntry &E,
                       ir::ValueId Receiver, llvm::StringRef Api, Dest *D,
                       unsigned Depth, bool AsReceiver);
  // lowerApiCall's steps.
  /// A scope API's call (`tf.tidy(fn)`): its callback runs in the scope.
  ExprVal lowerScopedCall(TSNode Call, const apis::ApiEntry &E,
                          ir::ValueId Receiver, llvm::StringRef Api, Dest *D,
                          unsigned Depth, bool AsReceiver);
  /// tf.grad(lossFn), tf.customGrad(f): the library runs its function
  /// arguments inside its scope (literals are marked by the frequency pass,
  /// except as arguments of a typed receiver's method).
  void markScopedCallbacks(TSNode Call, llvm::ArrayRef<TSNode> ArgNodes);
  /// markScopedCallbacks for one value handed to such an API: a function,
  /// or the functions an object or array holds (`registerKernel({kernelFunc:
  /// f})`, a config a const or an import names, the configs a for-of loop
  /// walks), to Depth levels.
  void markScopedValue(TSNode Call, TSNode V, unsigned Depth);
  /// A callbacks_during_call API's function arguments, and the functions
  /// its object literal arguments hold at any depth (`{callbacks:
  /// {onEpochEnd}}`): noted so that lowerClosure lowers them as closures
  /// that run during the call, whose captures do not escape.
  void markClosuresDuringCall(llvm::ArrayRef<TSNode> ArgNodes);
  /// What a for-of loop's variable takes (`for (const c of configs)`: the
  /// node of `configs`), or null.
  TSNode forOfSource(TSNode Name) const;
  /// The operands (Receiver, the arguments' values Vals) the call releases,
  /// takes over or keeps, as plan P says; what a keep returns.
  ExprVal applyOperandRoles(TSNode Call, const frontend::ApiCallPlan &P,
                            ir::ValueId Receiver, llvm::ArrayRef<ExprVal> Vals,
                            llvm::ArrayRef<TSNode> ArgNodes,
                            llvm::StringRef Api);
  /// Every tensor the call reads, also inside array and object arguments
  /// (tf.concat([a, b]), model.fit(xs, ys, {validationData: [vx, vy]})). A
  /// receiver of unknown type still names a helper's result that may be a
  /// tensor (const x = makeInput(); x.dataSync()).
  void lowerReads(TSNode Call, const frontend::ApiCallPlan &P,
                  ir::ValueId Receiver, llvm::ArrayRef<ExprVal> Vals,
                  llvm::StringRef Api);
  ExprVal lowerUserCall(TSNode Call, ir::FunctionId Callee,
                        llvm::StringRef Symbol, llvm::StringRef Api, Dest *D,
                        unsigned Depth, bool AsReceiver);
  ExprVal lowerAssign(TSNode N, unsigned Depth);
  // lowerAssign's steps: N assigns R to L, into D.
  /// `x = R`: a local, a module variable or an enclosing function's.
  void lowerAssignToName(TSNode N, TSNode L, TSNode R, Dest &D, unsigned Depth);
  /// `let img; beforeAll(() => { img = tf.zeros(...); });`: the enclosing
  /// function's variable outlives this call, and its other closures read
  /// it: a tensor put there (Res, or D's) is kept, as in a module variable.
  /// (A model there is left to the model rules: a component's
  /// render-local.) Whether it was kept.
  bool keepInCapturedVariable(const ExprVal &Res, const Dest &D, TSNode At);
  /// `obj.f = R`, `this.f = R`: a field, or a module object's.
  void lowerAssignToMember(TSNode N, TSNode L, TSNode R, Dest &D,
                           unsigned Depth);
  /// The function assigned to `C.prototype.Prop` of this function's class.
  ir::FunctionId prototypeMethod(llvm::StringRef Prop) const;
  ExprVal lowerMember(TSNode N, Dest *D, unsigned Depth);
  /// `xs.slice(1)` on what may be an array of tensors (typed `T | T[]`,
  /// cast `as T[]`, or an array literal/aggregate): an Array method.
  std::optional<ExprVal> lowerArrayMethod(TSNode Call, TSNode Receiver,
                                          const ExprVal &R,
                                          llvm::StringRef Method,
                                          unsigned Depth);
  /// Adds the tensors an aggregate name E holds (`const parts = [a, b]`).
  void withAggregate(TSNode E, ExprVal &R);
  /// An object made from Vals: it holds their tensors.
  ExprVal holding(llvm::ArrayRef<ExprVal> Vals) const;
  ExprVal lowerLogical(TSNode N, Dest *D, unsigned Depth);
  ExprVal lowerTernary(TSNode N, Dest *D, unsigned Depth);
  void lowerClosure(TSNode Fn, bool Synchronous);
  /// The function of this file that the identifier N names, if any.
  std::optional<ir::FunctionId> namedCallback(TSNode N) const;
  /// The parameter (of this function or one it is nested in) that the
  /// identifier N names, used as a callback; invalid if N names none.
  ir::ParamRef parameterNamed(TSNode N) const;
  /// What a call argument is as a callback: a function of this file (a
  /// literal, or one named), or a parameter passed on; neither if not.
  ir::CallbackArg functionArgument(TSNode Arg) const;
  /// Records on the Call op just emitted which of Call's arguments are
  /// functions to be called back (Op::Callbacks).
  void noteCallbackArgs(TSNode Call);
  // --- functions kept in places (FunctionPlaces.cpp) ------------------------
  /// The key of the long-lived place E names (FunctionAttrs::
  /// StoredFunctions), or "" when E is no such place (a local's).
  std::string placeKey(TSNode E, unsigned Depth = 0) const;
  std::string globalPlaceKey(llvm::StringRef Name) const;
  /// Name, as this function sees it, is a top-level variable of the file.
  bool namesModuleVariable(llvm::StringRef Name) const;
  /// The place whose function a call's callee expression reads, or "".
  std::string calledPlace(TSNode Callee) const;
  /// A walk over Collection (a `for...of` loop, an iteration callback)
  /// whose Body calls each Element: a call of the functions stored in its
  /// elements, made here.
  void noteWalkedFunctions(TSNode Walk, TSNode Collection, TSNode Element,
                           TSNode Body);
  /// An iteration callback (`list.forEach((cb) => cb())`) walking a place.
  void noteFunctionsWalkedBy(TSNode Call);
  /// `place = fn` stores a function; `place = other.place` copies a place.
  void notePlaceAssignment(TSNode Left, TSNode Right);
  /// A module's declaration Decl (`const table = { f }`) stores functions.
  void noteDeclaredPlaces(TSNode Decl);
  /// Value (a function, an object or array literal of them, or another
  /// place) is stored into Place.
  void noteStoredValue(TSNode Value, const std::string &Place, unsigned Depth);
  /// `place.push(fn)`, `place.add(fn)`, `place.set(key, fn)`.
  void noteFunctionsPutInto(TSNode Call);
  /// Sets Op::CalledPlace on Call's own op, emitted since op From of Block.
  void markCalledPlace(TSNode Call, llvm::StringRef Place, ir::BlockId Block,
                       size_t From);
  // --- functions handed back as values (FunctionValues.cpp) ----------------
  /// Adds the functions a return of Value hands back (`return flow`,
  /// `return () => {...}`, either side of `c ? a : b`) to
  /// FunctionAttrs::ReturnedFunctions.
  void noteReturnedFunctions(TSNode Value);
  /// The function whose result the identifier Name holds (`const Name =
  /// pick()`, awaited or not): a function of this file (Fn) or an imported
  /// one (Symbol); neither when Name is no such constant.
  ir::CallbackArg resultSourceOf(TSNode Name) const;
  /// Whether the code of this function (closures included) uses Name only
  /// as the callee of calls, besides declaring it.
  bool onlyCalledHere(llvm::StringRef Name);
  /// D is a constant the code only calls (Op::ResultOnlyCalled).
  bool resultOnlyCalled(const Dest *D);
  /// `run()` with run a constant holding what a function of the run
  /// returned: a call of that result (Op::CallsResult).
  void noteCallOfResult(TSNode Call, TSNode Fn);
  /// A closure defined in a tidy callback runs inside its scope.
  void inheritTidyScope(ir::FunctionId Child);
  llvm::SmallVector<ExprVal, 4> lowerArgs(TSNode Args, unsigned Depth,
                                          bool SyncCallbacks);
  /// Field: the result is a record whose property Field holds the
  /// resource (a variant's `field`); a destructuring Dest binds only that.
  ir::ValueId produce(Dest *D, const Known &K, ir::OpKind Kind,
                      llvm::StringRef Api, const apis::ApiEntry *E, TSNode At,
                      bool Async, bool Guarded, llvm::StringRef Field = {});
  /// Releases V's tensor and elements at At (each element of an array
  /// argument Arg at its own position). Untyped: also V.V when its type is
  /// unknown (a helper's result, which its summary may make a tensor).
  void release(const ExprVal &V, TSNode Arg, TSNode At, llvm::StringRef Api,
               bool Untyped = false);
  /// Releasing `obj.part` of a tensor-typed obj: obj escapes. True if so.
  /// OfParameter: Target is a part a `const` was declared as, whose owner
  /// may be a parameter of no known type (its caller's record).
  bool releaseThroughField(TSNode Target, TSNode At, bool OfParameter = false);
  /// The arguments are one callback literal that disposes its parameter.
  bool disposesItsArgument(TSNode Args);
  /// The collection whose every element loop statement Loop releases
  /// (`for (const t of xs) t.dispose()`, `for (let i = 0; i < xs.length;
  /// i++) tf.dispose(xs[i])`), or a null node (ElementLoops.cpp).
  TSNode elementsReleasedBy(TSNode Loop) const;
  /// What an array repacked element by element holds: each key of the
  /// objects (or index of the arrays) it is made of, with the value whose
  /// elements sit there (ElementLoops.cpp).
  using Repack = llvm::SmallVector<std::pair<std::string, ir::ValueId>, 4>;
  /// What `xs.map((x, i) => ({ x, y: ys[i] }))` (Init) repacks, if it is one.
  std::optional<Repack> repackMade(TSNode Init);
  /// The keys of the element (pattern or name Elem) that Body, a loop's or
  /// a callback's, releases on every run (`o.k.dispose()`, `({ k }) =>
  /// k.dispose()`).
  llvm::StringSet<> keysReleasedEachTime(TSNode Elem, TSNode Body) const;
  /// The record E walks (`Object.values(r)`, `Object.keys(r)`,
  /// `Object.entries(r)`: r, with How "values", "keys" or "entries"), or a
  /// null node.
  TSNode recordWalked(TSNode E, llvm::StringRef &How) const;
  /// Whether Body (a loop's or a callback's, with element Elem) releases,
  /// on every run, the entry of Record that a walk of its How gives it.
  bool releasesEachOfRecord(TSNode Record, llvm::StringRef How, TSNode Elem,
                            TSNode Body) const;
  /// The repack a name holds, if any.
  const Repack *repackOf(llvm::StringRef Name);
  /// Releases what repack R holds under the keys Body releases of its
  /// element Elem (a loop's or a callback's); whether it released any.
  bool releaseRepacked(const Repack &R, TSNode Elem, TSNode Body, TSNode At);
  /// Closure Fn runs right here (a scope API's callback): releases its body
  /// makes unconditionally of this function's variables (`tf.tidy(() => {
  /// prev.dispose(); ... })`) are this function's, at this point.
  void releaseCapturedBy(TSNode Fn);
  /// Calls Each(Name, At, Api) for each name the call E releases: the
  /// argument of a library's release (`tf.dispose(t)`; each element of an
  /// array literal, `tf.dispose([a, b])`, at the element), or the receiver
  /// of a release method (`t.dispose()`).
  void forEachReleasedName(
      TSNode E,
      llvm::function_ref<void(TSNode, TSNode, llvm::StringRef)> Each) const;
  void storeInto(TSNode Lhs, const ExprVal &R, Dest &D, TSNode At);
  Known resultKnown(const apis::ApiEntry &E) const;
  /// What E makes when it makes Resource (empty: the file's default).
  Known resultKnown(const apis::ApiEntry &E, llvm::StringRef Resource) const;
  /// resultKnown, with the entry's variants chosen by the call's arguments.
  Known resultKnown(const apis::ApiEntry &E,
                    llvm::ArrayRef<TSNode> ArgNodes) const;
  /// The values of E's `takes_options` properties in the call's options
  /// arguments are the call's now, as are the models whose graph tensors
  /// its `builds_from` properties read (`{inputs: base.inputs}`: base).
  LLVM_ATTRIBUTE_NOINLINE void takeOptions(const apis::ApiEntry &E,
                                           llvm::ArrayRef<TSNode> ArgNodes,
                                           TSNode Call);
  /// Hands over to Call each model whose members Value reads, once (Done:
  /// those handed over already).
  void handOverModelsRead(TSNode Value, TSNode Call,
                          llvm::SmallDenseSet<ir::ValueId, 4> &Done);
  /// `state.detector.dispose()` with nothing here typing the receiver, a
  /// place an owner keeps: the model it held is released (a release of a
  /// value of its own, which holds nothing the engine tracks).
  void releaseHeldModel(TSNode Obj, llvm::StringRef Prop, TSNode Call);
  /// The value a variable or a field path (`this.base`) names here, or
  /// NoValue.
  ir::ValueId valueNamed(TSNode Obj);
  /// `seq.add(base)` (E's `builds_from_arg`): the receiver takes in the
  /// model the argument names, which is handed over to it (an escape to a
  /// sink whose args name the receiver).
  void buildOver(const apis::ApiEntry &E, ir::ValueId Receiver,
                 llvm::ArrayRef<TSNode> ArgNodes, TSNode Call);
  /// Obj.Prop(...) with Obj of unknown type, when a `none` method of an
  /// untyped receiver has a variant the call's options select.
  LLVM_ATTRIBUTE_NOINLINE std::optional<ExprVal>
  lowerUntypedVariantCall(TSNode Call, TSNode Obj, llvm::StringRef Prop,
                          Dest *D, unsigned Depth, bool AsReceiver);
  /// Name, declared empty (`let prev = null`), was assigned a K here.
  void noteAssignedTensor(TSNode Name, const Known &K);
  /// The variant of E that an options argument of the call selects.
  const apis::ResourceVariant *
  chosenVariant(const apis::ApiEntry &E, llvm::ArrayRef<TSNode> ArgNodes) const;
  bool chainAssignedToGuarded(TSNode Call) const;
  bool thenStoresIntoGuarded(TSNode Then) const;
  /// What is made into D is only made while D is empty (`m ??= load()`,
  /// `if (!m) m = load()`).
  bool guardedDest(const Dest *D) const;
  /// The `variable_declarator` that declares the identifier Name, or null.
  TSNode declaratorOf(TSNode Name) const;
  /// The value a condition always has, when the source fixes it
  /// (ConstantConditions.cpp): `false`, `!true`, `MODE === 'train'` with
  /// `const MODE = 'test'`; nullopt for anything else.
  std::optional<bool> constantCondition(TSNode Cond) const;
  /// The class of the object a name (declared at Decl) holds, by its
  /// construction (`new Detector()`) or its declared type (`b: Block`, an
  /// element of a field declared `Block[]`): the class's name node, or null.
  TSNode receiverClass(TSNode Name, uint32_t Decl) const;
  /// The class of a method call's receiver: the constructor of `new X()`
  /// written there, or receiverClass of a name (cached per declaration);
  /// null for any other receiver.
  TSNode classOfReceiver(TSNode Obj);
  /// A new unnamed value for what the call spelled Api at At returns, of
  /// type K, ended with the statement (StmtTemps).
  ir::ValueId callResultTemp(const Known &K, llvm::StringRef Api, TSNode At);
  /// How messages name a method call on an object of Class: `d.detect`, or
  /// `new Detector().detect` for an object built in place.
  std::string methodSpelling(TSNode Obj, llvm::StringRef Class,
                             llvm::StringRef Prop) const;
  /// The declared type of a field of the enclosing method's class, or null.
  TSNode fieldType(llvm::StringRef Field) const;
  /// The value a name was declared with (`const y = <value>`), or null.
  TSNode declaredValue(TSNode Name) const;
  /// The field or element a `const` name was declared as (`const boxes =
  /// r.boxes`), or a null node.
  TSNode constantPart(TSNode Name) const;
  /// The object literal an argument is, or names (`const opts = {...}`).
  TSNode objectLiteralOf(TSNode Arg) const;
  bool tooDeep(TSNode N, unsigned Depth);
  bool guarded(llvm::StringRef TargetText) const;
  std::string norm(TSNode N) const;

  ModuleContext &Ctx;
  const SyntaxTree &T;
  ir::FunctionId Id;
  ir::Function &F;
  const FunctionInfo &FI;
  std::vector<Known> ValKnown;
  std::vector<std::string> ValApi; ///< For temporaries: their creator.
  /// Values bound to what a function of another file returned, which its
  /// summary alone says (`const y = makeInput(4)`): maybe tensors, passed
  /// on as such (`show(y)`), as untyped parameters are.
  llvm::DenseSet<ir::ValueId> FromOtherFile;
  ir::BlockId Cur = 0;
  std::vector<Scope> Scopes;
  std::vector<LoopCtx> Loops;
  std::vector<TryCtx> Trys;
  std::vector<std::string> Guards;
  llvm::SmallVector<ir::ValueId, 4> StmtTemps;
  /// Name now holds the tensors Elems (an array or object literal bound to
  /// it): its aggregate, and fresh elements live as long as Name's scope.
  void holdElements(llvm::StringRef Name, llvm::ArrayRef<ir::ValueId> Elems,
                    bool Assigned = false);
  /// A declaration `const Name = Init` whose value is R holds R's elements,
  /// and, bound to no value of its own (Named false), what a repack of
  /// others' elements holds (repackMade).
  void holdWhatIsDeclared(llvm::StringRef Name, const ExprVal &R, TSNode Init,
                          bool Named);
  /// The value of Call (through await, parentheses and chained calls on it)
  /// is what the function returns.
  bool resultIsReturned(TSNode Call) const;
  /// The node of the function being lowered (the root for the module's
  /// top-level code): the ancestors of what it lowers are below it.
  TSNode topOf() const { return isNull(FI.Node) ? T.root() : FI.Node; }
  /// N's parent, found from topOf() down (ts_node_parent searches from the
  /// root of the file).
  TSNode parentOf(TSNode N) const;
  /// Methods named Prop of the classes that extend the class of the method
  /// being lowered (in this file).
  llvm::SmallVector<ir::FunctionId, 2>
  subclassOverrides(llvm::StringRef Prop) const;
  /// A function named Name declared inside the function being lowered or
  /// one enclosing it (nearest first), or NoFunction.
  ir::FunctionId enclosingLocalFunction(llvm::StringRef Name) const;
  /// A local stored into a guarded place (`if (this.m) return; ...
  /// this.m = local`): the loads that made it are guarded.
  void markLoadsGuarded(ir::ValueId V);
  /// V was made by a call that returns several tensors (its release is the
  /// library's release of an array of them).
  bool madeAsSeveral(ir::ValueId V) const;
  /// The value Obj names if it holds several outputs of a call (made as
  /// several, or declared an array), else NoValue.
  ir::ValueId severalOutputs(TSNode Obj);
  /// The outputs X holds are owned by what takes them from here on.
  void handOverOutputs(ir::ValueId X, TSNode At);
  /// One element of X (named Array, holding several outputs), taken into D
  /// at At: a tensor of its own from there on (made by Api, as messages
  /// say), the array handed over to its elements.
  ir::ValueId takeOutputElement(ir::ValueId X, llvm::StringRef Array,
                                llvm::StringRef Api, Dest &D, TSNode At);
  /// `const out = outs[0]` for outs holding several outputs.
  std::optional<ExprVal> lowerOutputElement(TSNode N, TSNode Obj, Dest *D,
                                            unsigned Depth);
  /// In the module's own code: Name is a top-level variable of the file
  /// (which its other functions see too), not a local.
  bool isTopLevelName(llvm::StringRef Name) const;
  /// Name is a variable of an enclosing function (not of this one, not of
  /// the module), which this closure sees.
  bool capturedFromEnclosing(llvm::StringRef Name) const;
  /// `this.models`, `MODELS`, `cache.byName`: a collection rooted at the
  /// object or at a name from outside the function, which outlives the call.
  bool outlivesCall(TSNode Collection) const;
  /// `d.detect(x)` where `d` is declared as `new Detector(...)`: a call of
  /// the method of the class this file declares, or another file exports.
  std::optional<ExprVal> lowerInstanceMethodCall(TSNode Call, TSNode Obj,
                                                 llvm::StringRef Prop, Dest *D,
                                                 unsigned Depth,
                                                 bool AsReceiver);
  /// `cam.capture()` in a classic script or a page, with `cam` built by
  /// `new Webcam(...)` and nothing else saying what the method is: the
  /// method of a class another script of the page may declare.
  std::optional<ExprVal> lowerPageClassMethodCall(TSNode Call, TSNode Obj,
                                                  llvm::StringRef Prop, Dest *D,
                                                  unsigned Depth,
                                                  bool AsReceiver);
  llvm::SmallVector<uint32_t, 2> OpenScopes;
  uint32_t NextScopeId = 0;
  unsigned NextTemp = 0;
  /// The call a return statement (or a concise body) returns, while its
  /// value is lowered: a helper of this file it calls hands its result on.
  TSNode ReturnedCall{};
  std::optional<GeneratorState> Gen;
  /// The body of `__awaiter(..., function* () {...})`: `yield` is `await`.
  bool YieldIsAwait = false;
  /// The `resolve` parameter of the nearest promise executor among this
  /// function and those enclosing it, once looked for (isPromiseResolve;
  /// null: there is none).
  std::optional<TSNode> PromiseResolve;
  /// thisObjectLiteral, once looked for (a parent costs the tree's depth).
  std::optional<TSNode> ThisObject;
  /// Values a release op has been emitted for so far.
  llvm::DenseSet<ir::ValueId> Released;
  /// Start bytes of the closures markClosuresDuringCall noted.
  llvm::DenseSet<uint32_t> ClosuresDuringCall;
  /// Values that stand for an enclosing function's variable (lookup).
  llvm::DenseSet<ir::ValueId> CaptureValues;
  /// The down-levelled async function's own locals, which its awaiter
  /// callback declares (bindAwaiterLocals).
  llvm::StringSet<> AwaiterLocals;
  /// Values declared `Tensor | Tensor[]`.
  llvm::DenseSet<ir::ValueId> MaybeArrays;
  /// Per declaration (declOf), the class its `new C(...)` value constructs
  /// (null if none): lowerInstanceMethodCall's memo.
  llvm::DenseMap<uint32_t, TSNode> ConstructedBy;
  /// "Class.method" -> the method of a class this file declares, or
  /// NoFunction: lowerInstanceMethodCall's other memo.
  llvm::StringMap<ir::FunctionId> MethodOfClass;
  /// Records whose one property holds their resource (a variant's `field`).
  llvm::DenseMap<ir::ValueId, std::string> RecordField;
  /// Per name this function's code spells, whether every use calls it
  /// (onlyCalledHere's memo, built on first use).
  std::optional<llvm::StringMap<bool>> OnlyCalled;
};

} // namespace tensorlint::frontend::js

#endif
