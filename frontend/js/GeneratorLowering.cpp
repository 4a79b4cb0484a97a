//===- GeneratorLowering.cpp - tslib's down-levelled async functions ------===//
//
// TypeScript compiles `async` functions for ES5 targets into a state machine
// driven by tslib's helpers:
//
//   return __awaiter(this, void 0, void 0, function () {
//     var x, y;                               // the async function's locals
//     return __generator(this, function (_a) {
//       switch (_a.label) {
//       case 0: x = tf.zeros([2]); return [4 /*yield*/, x.data()];
//       case 1: y = _a.sent(); x.dispose(); return [2 /*return*/, y];
//       }
//     });
//   });
//
// Lowered naively, every `return [4, e]` (an await) looks like a return that
// leaks whatever the later cases dispose. The generator callback is instead
// lowered as the async function it came from: its cases in order as one
// sequence, with the instructions tslib's runner interprets:
//
//   return [2, v]  the async function returns v (its promise resolves to v);
//   return [3, N]  jump to case N (loops, skipped branches);
//   return [4, e]  evaluate e, await it, continue at the next case;
//   _a.sent()      the value the previous `[4, e]` awaited;
//   _a.label = N   the label of the case that the code falls through into.
//
// For ES2015 targets TypeScript keeps generators: `__awaiter(this, void 0,
// void 0, function* () {...})`, where each `yield e` is an `await e`.
//
// The awaiter function's `var`s are the async function's locals, so they are
// bound here as locals. Anything else (try regions through `_a.trys`, yield*,
// a stray plain return, a label that is not the next case) is not understood:
// the body is then left empty, so that it yields no findings rather than
// wrong ones.
//
//===----------------------------------------------------------------------===//

#include "frontend/js/Frequency.h"
#include "frontend/js/FunctionLowering.h"

#include <unordered_map>

namespace tensorlint::frontend::js {

using namespace ir;

/// The shape of a generator body, checked before anything is lowered.
struct GeneratorMachine {
  llvm::SmallVector<TSNode, 4> Prologue; ///< Statements before the switch.
  TSNode Switch{};                       ///< switch (_a.label), or none.
  llvm::SmallVector<std::pair<int64_t, TSNode>, 8> Cases;
};

namespace {

/// tslib's instruction opcodes (the first element of a returned array).
enum : int64_t { OpReturn = 2, OpBreak = 3, OpYield = 4 };

/// `[4 /*yield*/, e]`: an opcode and its optional operand.
struct Instruction {
  int64_t Op = -1;
  TSNode Arg{};
};

std::optional<int64_t> numberValue(TSNode N, const SyntaxTree &T) {
  int64_t V = 0;
  if (!is(N, "number") || T.text(N).getAsInteger(10, V))
    return std::nullopt;
  return V;
}

std::optional<Instruction> instruction(TSNode Value, const SyntaxTree &T) {
  TSNode A = stripParens(Value);
  if (!is(A, "array"))
    return std::nullopt;
  llvm::SmallVector<TSNode, 2> Parts;
  for (TSNode C : namedChildren(A))
    if (!is(C, "comment"))
      Parts.push_back(C);
  if (Parts.empty() || Parts.size() > 2)
    return std::nullopt;
  std::optional<int64_t> Op = numberValue(Parts[0], T);
  if (!Op)
    return std::nullopt;
  return Instruction{*Op, Parts.size() == 2 ? Parts[1] : TSNode{}};
}

/// `__generator(...)`, `tslib.__generator(...)`, `(0,
/// tslib_1.__generator)(...)`.
bool isHelperCall(TSNode Call, llvm::StringRef Helper, const SyntaxTree &T) {
  if (!is(Call, "call_expression"))
    return false;
  TSNode Fn = stripParens(field(Call, "function"));
  if (is(Fn, "sequence_expression")) // (0, f)(...): f called without `this`
    Fn =
        stripParens(ts_node_named_child(Fn, ts_node_named_child_count(Fn) - 1));
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  return calleeParts(Fn, T, Parts) && Parts.back() == Helper;
}

/// The statements of a block, comments skipped.
llvm::SmallVector<TSNode, 8> statements(TSNode Block) {
  llvm::SmallVector<TSNode, 8> Out;
  for (TSNode S : namedChildren(Block))
    if (!is(S, "comment"))
      Out.push_back(S);
  return Out;
}

/// The value of a block's last statement when it is a `return`.
TSNode returnedByLast(TSNode Block) {
  llvm::SmallVector<TSNode, 8> Stmts = statements(Block);
  if (Stmts.empty() || !is(Stmts.back(), "return_statement"))
    return {};
  return stripParens(ts_node_named_child(Stmts.back(), 0));
}

llvm::StringRef stateParam(TSNode Fn, const SyntaxTree &T);

/// The state parameter's name when FI is the body callback of a
/// `__generator(thisArg, function (_a) {...})` call, else empty.
llvm::StringRef generatorState(const FunctionInfo &FI, const SyntaxTree &T) {
  if (isNull(FI.CallArgOf) || FI.ArgIndex != 1 ||
      !is(FI.Node, "function_expression") ||
      !isHelperCall(FI.CallArgOf, "__generator", T))
    return {};
  return stateParam(FI.Node, T);
}

/// The single identifier parameter of a generator body callback, or empty.
llvm::StringRef stateParam(TSNode Fn, const SyntaxTree &T) {
  TSNode Params = field(Fn, "parameters");
  llvm::SmallVector<TSNode, 1> List;
  for (TSNode P : namedChildren(Params))
    if (!is(P, "comment"))
      List.push_back(P);
  if (List.size() != 1 || !is(List[0], "identifier"))
    return {};
  return T.text(List[0]);
}

/// `_a.label = N;` as a statement: N, else nullopt.
std::optional<int64_t> labelAssignment(TSNode S, llvm::StringRef State,
                                       const SyntaxTree &T) {
  if (!is(S, "expression_statement"))
    return std::nullopt;
  TSNode E = stripParens(ts_node_named_child(S, 0));
  if (!is(E, "assignment_expression"))
    return std::nullopt;
  TSNode L = stripParens(field(E, "left"));
  if (!is(L, "member_expression") || T.text(field(L, "property")) != "label" ||
      T.text(stripParens(field(L, "object"))) != State)
    return std::nullopt;
  return numberValue(stripParens(field(E, "right")), T);
}

/// Checks that every use of the state object and every return in a body is
/// one tslib emits and this lowering understands.
class MachineChecker {
public:
  MachineChecker(const SyntaxTree &T, llvm::StringRef State, unsigned MaxDepth,
                 const GeneratorMachine &M)
      : T(T), State(State), MaxDepth(MaxDepth), M(M) {}

  /// Walks N (one case's statements use Label; the prologue uses -1).
  bool check(TSNode N, int64_t Label, unsigned Depth = 0) {
    if (Depth > MaxDepth)
      return false;
    if (isFunctionNode(N) || is(N, "class_body"))
      return true; // nested functions have their own state, if any
    if (is(N, "yield_expression") || is(N, "await_expression"))
      return false;
    if (is(N, "return_statement") && !checkReturn(N, Label))
      return false;
    if (is(N, "identifier") && T.text(N) == State && !checkStateUse(N))
      return false;
    for (TSNode C : namedChildren(N))
      if (!check(C, Label, Depth + 1))
        return false;
    return true;
  }

private:
  bool hasCase(int64_t L) const {
    return llvm::any_of(M.Cases, [&](const auto &C) { return C.first == L; });
  }

  bool checkReturn(TSNode S, int64_t Label) {
    std::optional<Instruction> I = instruction(ts_node_named_child(S, 0), T);
    if (!I)
      return false;
    if (I->Op == OpReturn)
      return true;
    if (Label < 0)
      return false;
    if (I->Op == OpBreak) {
      std::optional<int64_t> To = numberValue(I->Arg, T);
      return To && hasCase(*To);
    }
    return I->Op == OpYield && !isNull(I->Arg) && hasCase(Label + 1);
  }

  /// `_a.sent()`, `switch (_a.label)`, `_a.label = <next case>;`.
  bool checkStateUse(TSNode Id) {
    TSNode Mem = ts_node_parent(Id);
    if (!is(Mem, "member_expression") || key(field(Mem, "object")) != key(Id))
      return false;
    llvm::StringRef Prop = T.text(field(Mem, "property"));
    TSNode Up = ts_node_parent(Mem);
    if (Prop == "sent")
      return is(Up, "call_expression") &&
             ts_node_named_child_count(field(Up, "arguments")) == 0;
    if (Prop != "label")
      return false;
    if (!isNull(M.Switch) &&
        key(stripParens(field(M.Switch, "value"))) == key(Mem))
      return true;
    TSNode Stmt = ts_node_parent(Up);
    for (size_t I = 0; I < M.Cases.size(); ++I) {
      TSNode Case = M.Cases[I].second;
      TSNode Last =
          ts_node_named_child(Case, ts_node_named_child_count(Case) - 1);
      if (key(Last) == key(Stmt))
        return I + 1 < M.Cases.size() &&
               labelAssignment(Stmt, State, T) == M.Cases[I + 1].first;
    }
    return false;
  }

  const SyntaxTree &T;
  llvm::StringRef State;
  unsigned MaxDepth;
  const GeneratorMachine &M;
};

/// Splits the body into prologue and switch, and checks it. Cases must be
/// numbered 0, 1, 2... in order, with no default.
std::optional<GeneratorMachine> recognise(TSNode Body, llvm::StringRef State,
                                          const SyntaxTree &T,
                                          unsigned MaxDepth) {
  GeneratorMachine M;
  llvm::SmallVector<TSNode, 8> Stmts;
  for (TSNode S : namedChildren(Body))
    if (!is(S, "comment"))
      Stmts.push_back(S);
  if (!Stmts.empty() && is(Stmts.back(), "switch_statement")) {
    TSNode V = stripParens(field(Stmts.back(), "value"));
    if (is(V, "member_expression") && T.text(field(V, "property")) == "label" &&
        T.text(stripParens(field(V, "object"))) == State) {
      M.Switch = Stmts.pop_back_val();
      for (TSNode C : namedChildren(field(M.Switch, "body"))) {
        if (is(C, "comment"))
          continue;
        std::optional<int64_t> L = is(C, "switch_case")
                                       ? numberValue(field(C, "value"), T)
                                       : std::nullopt;
        if (!L || *L != int64_t(M.Cases.size()))
          return std::nullopt;
        M.Cases.push_back({*L, C});
      }
    }
  }
  M.Prologue.assign(Stmts.begin(), Stmts.end());
  MachineChecker Check(T, State, MaxDepth, M);
  for (TSNode S : M.Prologue)
    if (!Check.check(S, -1))
      return std::nullopt;
  for (auto &[L, C] : M.Cases)
    for (TSNode S : namedChildren(C))
      if (key(S) != key(field(C, "value")) && !Check.check(S, L))
        return std::nullopt;
  return M;
}

/// A function whose body ends in a down-levelled async function (after, say,
/// down-levelled parameter defaults):
///   return __awaiter(this, args, P, function () {
///     <locals>; return __generator(this, function (_a) { <machine> });
///   });
struct AsyncShape {
  TSNode Awaiter{};   ///< The awaiter callback `function () {...}`.
  TSNode Generator{}; ///< The generator body callback `function (_a) {...}`.
  GeneratorMachine M;
};

std::optional<AsyncShape> downlevelledAsync(TSNode Fn, const SyntaxTree &T,
                                            unsigned MaxDepth) {
  TSNode Body = field(Fn, "body");
  if (!is(Body, "statement_block"))
    return std::nullopt;
  TSNode Call = returnedByLast(Body);
  if (!isHelperCall(Call, "__awaiter", T))
    return std::nullopt;
  llvm::SmallVector<TSNode, 4> Args = argumentNodes(Call);
  if (Args.size() != 4 || !is(Args[3], "function_expression"))
    return std::nullopt;
  AsyncShape S;
  S.Awaiter = Args[3];
  TSNode Gen = returnedByLast(field(S.Awaiter, "body"));
  if (!isHelperCall(Gen, "__generator", T))
    return std::nullopt;
  Args = argumentNodes(Gen);
  if (Args.size() != 2 || !is(Args[1], "function_expression"))
    return std::nullopt;
  S.Generator = Args[1];
  llvm::StringRef State = stateParam(S.Generator, T);
  if (State.empty())
    return std::nullopt;
  std::optional<GeneratorMachine> M =
      recognise(field(S.Generator, "body"), State, T, MaxDepth);
  if (!M)
    return std::nullopt;
  S.M = std::move(*M);
  return S;
}

} // namespace

/// downlevelledAsync of each function asked about, by node (a node-based
/// map: a lowering holds on to an answer while it asks about others).
struct AsyncShapes {
  std::unordered_map<const void *, std::optional<AsyncShape>> ByNode;
};

namespace {
/// downlevelledAsync(Fn), recognised once per lowering: checking a machine
/// walks the whole generator body, and every pass lowers every function
/// again, whose two callbacks each ask about it too.
const std::optional<AsyncShape> &asyncShape(ModuleContext &Ctx, TSNode Fn) {
  if (!Ctx.AsyncShapeCache)
    Ctx.AsyncShapeCache = std::make_shared<AsyncShapes>();
  auto [It, New] = Ctx.AsyncShapeCache->ByNode.try_emplace(key(Fn));
  if (New)
    It->second = downlevelledAsync(Fn, Ctx.T, Ctx.Opts.MaxDepth);
  return It->second;
}
} // namespace

/// Babel's regenerator output, the body of the callback of
/// `regeneratorRuntime.wrap(function _callee$(_context) {...})`:
///
///   while (1) switch (_context.prev = _context.next) { case 0: ... }
///
/// A state machine that `_context.next = N; return p;` drives, not a loop.
/// Its instructions are not modelled: the body is left empty, so that it
/// yields no findings rather than wrong ones (a `while (1)` read as a loop
/// makes every tensor of the function "leak per iteration").
static bool isRegeneratorMachine(TSNode Fn, TSNode Body, const SyntaxTree &T) {
  llvm::StringRef State = stateParam(Fn, T);
  if (State.empty())
    return false;
  for (TSNode S : namedChildren(Body)) {
    if (!is(S, "while_statement"))
      continue;
    TSNode Loop = field(S, "body");
    if (is(Loop, "statement_block") && ts_node_named_child_count(Loop) == 1)
      Loop = ts_node_named_child(Loop, 0);
    TSNode On = stripParens(field(Loop, "value"));
    if (!is(Loop, "switch_statement") || !is(On, "assignment_expression"))
      continue;
    auto StateField = [&](TSNode M, llvm::StringRef Name) {
      M = stripParens(M);
      return is(M, "member_expression") &&
             T.text(field(M, "object")) == State &&
             T.text(field(M, "property")) == Name;
    };
    if (StateField(field(On, "left"), "prev") &&
        StateField(field(On, "right"), "next"))
      return true;
  }
  return false;
}

bool FunctionLowering::lowerGeneratorBody() {
  if (isRegeneratorMachine(FI.Node, field(FI.Node, "body"), T))
    return true; // not understood: no ops, so no findings
  if (!Ctx.MentionsTslibHelpers)
    return false;
  if (const std::optional<AsyncShape> &S = asyncShape(Ctx, FI.Node)) {
    // The async function itself: the awaiter's locals and the machine are
    // lowered here, so that its parameters, `this` and returns are its own.
    F.Attrs.ReturnsPromise = true;
    llvm::SmallVector<TSNode, 8> Prefix = statements(field(FI.Node, "body"));
    Prefix.pop_back(); // return __awaiter(...)
    for (TSNode P : Prefix)
      lowerStmt(P, 2);
    llvm::SmallVector<TSNode, 8> Locals = statements(field(S->Awaiter, "body"));
    Locals.pop_back(); // return __generator(...)
    for (TSNode L : Locals)
      lowerStmt(L, 2);
    lowerMachine(S->M, stateParam(S->Generator, T),
                 field(S->Generator, "body"));
    return true;
  }
  // The awaiter and generator callbacks of a function lowered as above.
  FunctionId Up = FI.Parent;
  for (int Level = 0; Level < 2 && Up != NoFunction && Up != 0; ++Level) {
    const std::optional<AsyncShape> &S =
        asyncShape(Ctx, Ctx.Index.Functions[Up].Node);
    if (S &&
        (key(S->Awaiter) == key(FI.Node) || key(S->Generator) == key(FI.Node)))
      return true;
    Up = Ctx.Index.Functions[Up].Parent;
  }
  // ES2015 output: `__awaiter(this, void 0, void 0, function* () {...})`,
  // where `yield e` is `await e`; the body is lowered as it is.
  if (is(FI.Node, "generator_function") && !isNull(FI.CallArgOf) &&
      isHelperCall(FI.CallArgOf, "__awaiter", T)) {
    YieldIsAwait = true;
    return false;
  }
  // A generator callback on its own: the awaiter declares its locals.
  llvm::StringRef State = generatorState(FI, T);
  if (State.empty())
    return false;
  TSNode Body = field(FI.Node, "body");
  std::optional<GeneratorMachine> M =
      recognise(Body, State, T, Ctx.Opts.MaxDepth);
  if (!M)
    return true; // not understood: no ops, so no findings
  bindAwaiterLocals();
  lowerMachine(*M, State, Body);
  return true;
}

void FunctionLowering::lowerMachine(const GeneratorMachine &M,
                                    llvm::StringRef State, TSNode Body) {
  Gen.emplace();
  Gen->State = State;
  for (TSNode S : M.Prologue)
    lowerStmt(S, 2);
  for (auto &[L, C] : M.Cases)
    Gen->Cases[L] = newBlock();
  for (auto &[L, C] : M.Cases) {
    jumpTo(Gen->Cases[L]); // entry (case 0) or fall-through
    Gen->Label = L;
    ValueId Pending = Gen->Sent;
    bool First = true;
    for (TSNode S : namedChildren(C)) {
      if (key(S) == key(field(C, "value")) || is(S, "comment") ||
          labelAssignment(S, State, T))
        continue;
      lowerStmt(S, 3);
      // tslib reads the awaited value first thing, or never.
      if (First && Gen->Sent == Pending)
        dropUnreadSent(S);
      First = false;
    }
  }
  dropUnreadSent(Body);
  Gen.reset();
}

void FunctionLowering::bindAwaiterLocals() {
  // The enclosing awaiter callback declares the async function's locals
  // (`var x, y;`); assignments to them in the cases are this function's.
  if (FI.Parent == NoFunction || FI.Parent == 0)
    return;
  TSNode Awaiter = Ctx.Index.Functions[FI.Parent].Node;
  auto Inside = [](uint32_t Decl, TSNode N) {
    return Decl > ts_node_start_byte(N) && Decl <= ts_node_end_byte(N);
  };
  for (auto &E : Ctx.CaptureDecls[Id]) {
    if (!Inside(E.second, Awaiter) || Inside(E.second, FI.Node))
      continue;
    AwaiterLocals.insert(E.getKey());
    auto C = Ctx.Captures[Id].find(E.getKey());
    if (C != Ctx.Captures[Id].end() && C->second.Ty != ValueType::Other)
      continue; // a tensor of the awaiter: stays a borrowed capture
    Scopes.front().Names[E.getKey()] = NoValue;
    Scopes.front().Decls[E.getKey()] = E.second;
  }
}

void FunctionLowering::dropUnreadSent(TSNode At) {
  if (Gen->Sent != NoValue && Gen->SentIsTemp)
    emit(OpKind::Kill, At).Dst = Gen->Sent;
  Gen->Sent = NoValue;
}

bool FunctionLowering::lowerGeneratorReturn(TSNode S, TSNode Value,
                                            unsigned Depth) {
  std::optional<Instruction> I = instruction(Value, T);
  if (!I)
    return false;
  if (I->Op == OpReturn) {
    lowerPlainReturn(S, I->Arg, Depth);
    return true;
  }
  if (I->Op == OpYield) {
    // `await e`: e's result waits in a temporary until `_a.sent()` reads it.
    dropUnreadSent(S);
    Dest Awaited;
    Awaited.Name = "$awaited";
    Awaited.Store = Storage::Temporary;
    Awaited.Target = I->Arg;
    ExprVal R = lowerExpr(I->Arg, &Awaited, Depth + 1);
    emit(OpKind::Await, S);
    if (Awaited.Made != NoValue) {
      Gen->Sent = Awaited.Made;
      Gen->SentIsTemp = true;
      for (const Op &O : F.Blocks[Cur].Ops)
        if (O.Dst == Awaited.Made && !O.Api.empty())
          ValApi[Awaited.Made] = O.Api + "(...)";
    } else if (isTensorish(R.V)) {
      Gen->Sent = R.V;
      Gen->SentIsTemp = false;
    }
    finishStatement(S);
    edge(Cur, Gen->Cases.lookup(Gen->Label + 1));
    unreachable();
    return true;
  }
  // OpBreak: a jump to the case it names.
  finishStatement(S);
  edge(Cur, Gen->Cases.lookup(*numberValue(I->Arg, T)));
  unreachable();
  return true;
}

std::optional<ExprVal> FunctionLowering::lowerGeneratorSent(TSNode N, Dest *D) {
  TSNode Fn = stripParens(field(N, "function"));
  if (!is(Fn, "member_expression") || T.text(field(Fn, "property")) != "sent" ||
      T.text(stripParens(field(Fn, "object"))) != Gen->State)
    return std::nullopt;
  ExprVal R;
  ValueId V = Gen->Sent;
  if (V == NoValue)
    return R;
  if (Gen->SentIsTemp)
    StmtTemps.push_back(V); // the temporary ends with this statement
  Gen->Sent = NoValue;
  if (D && D->Multi.empty()) {
    // `x = _a.sent()`: x now names the awaited object.
    R.V = materialize(*D, knownOf(V));
    Op &O = emit(OpKind::Assign, N);
    O.Dst = R.V;
    O.Src = V;
    R.IntoDest = true;
    return R;
  }
  R.V = V;
  return R;
}

} // namespace tensorlint::frontend::js
