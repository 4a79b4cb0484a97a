//===- ExprLowering.cpp - Python expressions and assignments to IR ops ----===//

#include "frontend/python/FunctionLowering.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/GlobPattern.h"

namespace tensorlint::frontend::python {

namespace {

/// Builtins whose result is a plain value that holds nothing of its
/// arguments (a number, a string, a truth value).
bool returnsPlainValue(llvm::StringRef Fn) {
  return llvm::StringSwitch<bool>(Fn)
      .Cases("float", "int", "bool", "len", "str", "repr", "round", "abs", true)
      .Cases("isinstance", "hasattr", "print", "format", "id", "hash", true)
      .Default(false);
}

/// Python's own container methods that store their argument in the
/// receiver.
bool storesArgument(llvm::StringRef Method) {
  return Method == "append" || Method == "extend" || Method == "insert" ||
         Method == "add" || Method == "appendleft" || Method == "put" ||
         Method == "setdefault";
}

bool isLiteral(TSNode N) {
  llvm::StringRef Ty = type(stripParens(N));
  return Ty == "string" || Ty == "integer" || Ty == "float" || Ty == "true" ||
         Ty == "false" || Ty == "none" || Ty == "concatenated_string" ||
         Ty == "unary_operator";
}

} // namespace

// --- values -----------------------------------------------------------------

ir::ValueId FunctionLowering::nameValue(TSNode IdNode, Known &K) {
  llvm::StringRef Name = T.text(IdNode);
  if (auto It = Vars.find(Name); It != Vars.end()) {
    K = known(It->second);
    return It->second;
  }
  bool Assigned = Id == 0 || Locals.count(Name);
  if (!Globals.count(Name) && !Assigned) {
    if (auto It = Ctx.ModuleVars.find(Name); It != Ctx.ModuleVars.end()) {
      K = It->second;
      if (K.Fn != ir::NoFunction && !K.Traced)
        return ir::NoValue;
    } else if (QualName Q = Ctx.N.resolve({Name}); Q.valid()) {
      K = Q.Instance ? Ctx.instanceKnown(Q) : Known();
      K.Q = Q;
      if (!Q.Instance)
        return ir::NoValue;
    } else if (auto Fn = Ctx.TopFunctions.find(Name);
               Fn != Ctx.TopFunctions.end()) {
      K.Fn = Fn->second;
      return ir::NoValue;
    } else if (Ctx.N.classNamed(Name)) {
      K.ClassName = Name.str();
      return ir::NoValue;
    } else if (Ctx.N.isImported(Name)) {
      return ir::NoValue; // a module or function of no modelled library
    }
  } else if (Id == 0) {
    if (QualName Q = Ctx.N.resolve({Name}); Q.valid() && !Q.Instance) {
      K.Q = Q;
      return ir::NoValue;
    }
    if (auto Fn = Ctx.TopFunctions.find(Name); Fn != Ctx.TopFunctions.end()) {
      K.Fn = Fn->second;
      return ir::NoValue;
    }
    if (Ctx.N.classNamed(Name)) {
      K.ClassName = Name.str();
      return ir::NoValue;
    }
    if (Ctx.N.isImported(Name) && !Vars.count(Name))
      return ir::NoValue;
  }
  ir::Storage S = Assigned && !Globals.count(Name) ? ir::Storage::Local
                                                   : ir::Storage::Module;
  if (Globals.count(Name))
    if (auto It = Ctx.ModuleVars.find(Name); It != Ctx.ModuleVars.end())
      K = It->second;
  ir::ValueId V = addValue(Name, S, IdNode, K);
  Vars[Name] = V;
  return V;
}

ir::ValueId FunctionLowering::fieldValue(TSNode Attr) {
  std::string Key = ("self." + T.text(field(Attr, "attribute"))).str();
  if (auto It = Vars.find(Key); It != Vars.end())
    return It->second;
  std::string FieldKey =
      (FI.Class + "." + T.text(field(Attr, "attribute"))).str();
  Known K;
  if (auto It = Ctx.Fields.find(FieldKey); It != Ctx.Fields.end())
    K = It->second;
  ir::ValueId V = addValue(Key, ir::Storage::Field, Attr, K);
  F.Values[V].FieldKey = FieldKey;
  F.Values[V].ReceiverField = true;
  Vars[Key] = V;
  return V;
}

ir::ValueId FunctionLowering::targetValue(TSNode Target) {
  Target = stripParens(Target);
  if (is(Target, "identifier")) {
    llvm::StringRef Name = T.text(Target);
    if (auto It = Vars.find(Name); It != Vars.end())
      return It->second;
    ir::Storage S =
        Globals.count(Name) ? ir::Storage::Module : ir::Storage::Local;
    ir::ValueId V = addValue(Name, S, Target);
    Vars[Name] = V;
    return V;
  }
  if (is(Target, "attribute") && !FI.Class.empty()) {
    TSNode Obj = stripParens(field(Target, "object"));
    if (is(Obj, "identifier") && T.text(Obj) == "self")
      return fieldValue(Target);
  }
  return ir::NoValue;
}

void FunctionLowering::escapeIfLonglived(ir::ValueId V, TSNode At) {
  const ir::Value &Val = F.Values[V];
  if (Val.Store != ir::Storage::Field && Val.Store != ir::Storage::Module)
    return;
  ir::Op &O = emit(ir::OpKind::Escape, At);
  O.Src = V;
  O.Escape = Val.Store == ir::Storage::Field ? ir::EscapeKind::Field
                                             : ir::EscapeKind::Module;
  O.Field = Val.FieldKey;
}

// --- assignments ------------------------------------------------------------

/// What a name or field now holds, for the functions lowered after this one.
static void remember(ModuleContext &Ctx, ir::FunctionId Fn,
                     const ir::Value &Val, const Known &K) {
  if (!K.informative())
    return;
  if (Val.Store == ir::Storage::Field)
    Ctx.Fields[Val.FieldKey] = K;
  else if (Fn == 0 || Val.Store == ir::Storage::Module)
    Ctx.ModuleVars[Val.Name] = K;
}

void FunctionLowering::assignTo(TSNode Target, const ExprVal &R, TSNode At,
                                unsigned Depth) {
  Target = stripParens(Target);
  if (tooDeep(Target, Depth))
    return;
  if (is(Target, "pattern_list") || is(Target, "tuple_pattern") ||
      is(Target, "list_pattern") || is(Target, "tuple") || is(Target, "list")) {
    for (TSNode Part : namedChildren(Target)) {
      if (is(Part, "list_splat_pattern"))
        Part = ts_node_named_child(Part, 0);
      ExprVal Elem;
      if (R.V != ir::NoValue)
        Elem = derive(At, ir::NoValue, {}, ir::HistoryEffect::Inherit, "", R.V);
      assignTo(Part, Elem, At, Depth + 1);
    }
    return;
  }
  if (is(Target, "subscript")) {
    ExprVal Obj = lowerExpr(field(Target, "value"), ir::NoValue, 0);
    TSNode Key = field(Target, "subscript");
    lowerExpr(Key, ir::NoValue, 0);
    // `d["loss"] = loss` overwrites one slot; `d[step] = loss` keeps them.
    if (R.V != ir::NoValue && !isLiteral(Key)) {
      ir::Op &O = emit(ir::OpKind::Escape, At);
      O.Src = R.V;
      O.Dst = Obj.V;
      O.Escape = ir::EscapeKind::Container;
    }
    return;
  }
  ir::ValueId V = targetValue(Target);
  if (V == ir::NoValue) {
    if (is(Target, "attribute")) {
      // `obj.x = v`: v is kept by obj.
      ExprVal Obj = lowerExpr(field(Target, "object"), ir::NoValue, 0);
      if (R.V != ir::NoValue) {
        ir::Op &O = emit(ir::OpKind::Escape, At);
        O.Src = R.V;
        O.Dst = Obj.V;
        O.Escape = ir::EscapeKind::Field;
      }
    }
    return;
  }
  if (R.V == ir::NoValue) {
    ir::Op &O = emit(ir::OpKind::Kill, At);
    O.Dst = V;
  } else if (R.V != V) {
    ir::Op &O = emit(ir::OpKind::Assign, At);
    O.Dst = V;
    O.Src = R.V;
  }
  setKnown(V, R.K);
  remember(Ctx, Id, F.Values[V], R.K);
  escapeIfLonglived(V, At);
}

void FunctionLowering::lowerAssignment(TSNode A, unsigned Depth) {
  TSNode Left = field(A, "left"), Right = field(A, "right");
  if (isNull(Right))
    return;                      // `x: int`
  if (is(Right, "assignment")) { // `a = b = f()`
    lowerAssignment(Right, Depth);
    TSNode Inner = field(Right, "left");
    Known K;
    ExprVal R;
    if (is(Inner, "identifier"))
      R.V = nameValue(Inner, K), R.K = K;
    assignTo(Left, R, A);
    return;
  }
  notePlaceAssignment(Left, Right);
  ir::ValueId Dest = targetValue(Left);
  std::string Saved = std::move(TargetText);
  TargetText = Dest != ir::NoValue ? T.text(Left).str()
               : is(Left, "subscript")
                   ? T.text(stripParens(field(Left, "value"))).str()
                   : std::string();
  ExprVal R = lowerExpr(Right, Dest, Depth);
  TargetText = std::move(Saved);
  if (!R.IntoDest) {
    assignTo(Left, R, A);
    return;
  }
  setKnown(Dest, R.K);
  remember(Ctx, Id, F.Values[Dest], R.K);
  escapeIfLonglived(Dest, A);
}

void FunctionLowering::lowerAugmented(TSNode A, unsigned Depth) {
  TSNode Left = stripParens(field(A, "left"));
  ExprVal R = lowerExpr(field(A, "right"), ir::NoValue, Depth);
  ir::ValueId V = targetValue(Left);
  if (V == ir::NoValue && is(Left, "subscript"))
    V = lowerExpr(field(Left, "value"), ir::NoValue, Depth).V;
  if (V == ir::NoValue)
    return;
  // `total += loss`: total is computed from itself and loss.
  derive(A, V, {V, R.V}, ir::HistoryEffect::Inherit,
         T.text(field(A, "operator")), ir::NoValue, known(V));
  escapeIfLonglived(V, A);
}

// --- expressions ------------------------------------------------------------

ExprVal FunctionLowering::derive(TSNode At, ir::ValueId Dest,
                                 llvm::ArrayRef<ir::ValueId> Operands,
                                 ir::HistoryEffect H, llvm::StringRef Api,
                                 ir::ValueId Src, const Known &K) {
  ExprVal Out;
  Out.K = K;
  ir::ValueId Dst = Dest != ir::NoValue ? Dest : temp(At, K);
  Out.IntoDest = Dest != ir::NoValue;
  ir::Op &O = emit(ir::OpKind::Derive, At);
  O.Dst = Dst;
  O.Src = Src;
  O.History = H;
  O.Api = Api.str();
  for (ir::ValueId V : Operands)
    if (V != ir::NoValue)
      O.Args.push_back(V);
  setKnown(Dst, K);
  Out.V = Dst;
  return Out;
}

ExprVal FunctionLowering::lowerExpr(TSNode N, ir::ValueId Dest,
                                    unsigned Depth) {
  if (isNull(N) || tooDeep(N, Depth))
    return {};
  N = stripParens(N);
  llvm::StringRef Ty = type(N);
  if (Ty == "identifier") {
    ExprVal R;
    R.V = nameValue(N, R.K);
    return R;
  }
  if (Ty == "attribute")
    return lowerAttribute(N, Dest, Depth);
  if (Ty == "call")
    return lowerCall(N, Dest, Depth);
  if (Ty == "await" || Ty == "parenthesized_expression")
    return lowerExpr(ts_node_named_child(N, 0), Dest, Depth + 1);
  if (Ty == "lambda") {
    ExprVal R;
    R.K.Fn = Ctx.Index.idOf(N);
    return R;
  }
  if (Ty == "list_comprehension" || Ty == "set_comprehension" ||
      Ty == "generator_expression" || Ty == "dictionary_comprehension")
    return lowerComprehension(N, Dest, Depth);
  if (Ty == "named_expression") {
    ExprVal R = lowerExpr(field(N, "value"), ir::NoValue, Depth + 1);
    assignTo(field(N, "name"), R, N);
    return R;
  }
  if (Ty == "yield") {
    ExprVal R;
    for (TSNode C : namedChildren(N))
      R = lowerExpr(C, ir::NoValue, Depth + 1);
    if (R.V != ir::NoValue) {
      ir::Op &O = emit(ir::OpKind::Escape, N);
      O.Src = R.V;
      O.Escape = ir::EscapeKind::Return;
    }
    return {};
  }
  // Everything else computes from its parts.
  llvm::SmallVector<ir::ValueId, 4> Parts;
  bool Collection =
      Ty == "list" || Ty == "tuple" || Ty == "set" || Ty == "dictionary";
  // What every element of a collection is, or of the collection
  // subscripted (the first part of a subscript).
  std::optional<Known> Elem;
  bool Mixed = false;
  for (TSNode C : namedChildren(N)) {
    if (is(C, "comment"))
      continue;
    TSNode E = is(C, "pair") ? field(C, "value") : C;
    if (is(E, "keyword_argument"))
      E = field(E, "value");
    ExprVal R = lowerExpr(E, ir::NoValue, Depth + 1);
    if (R.V != ir::NoValue)
      Parts.push_back(R.V);
    if (Collection) {
      if (!Elem)
        Elem = R.K;
      else if (R.K.Class != Elem->Class || R.K.MadeBy != Elem->MadeBy)
        Mixed = true;
    } else if (Ty == "subscript" && !Elem) {
      Elem = R.K.element();
    }
  }
  bool Plain = Ty == "comparison_operator" || Ty == "not_operator" ||
               Ty == "string" || Ty == "concatenated_string";
  if (Parts.empty() || Plain)
    return {};
  ExprVal Out =
      derive(N, Dest, Parts, ir::HistoryEffect::Inherit, "", ir::NoValue);
  // `LOADERS = {"a": Loader("a.onnx")}`, then `LOADERS[name].load()`.
  if (Elem && !Mixed && (!Elem->Class.empty() || !Elem->MadeBy.empty())) {
    if (Collection) {
      Out.K.ElemClass = Elem->Class;
      Out.K.ElemMadeBy = Elem->MadeBy;
    } else {
      Out.K.Class = Elem->Class;
      Out.K.MadeBy = Elem->MadeBy;
    }
    setKnown(Out.V, Out.K);
  }
  return Out;
}

ExprVal FunctionLowering::lowerAttribute(TSNode N, ir::ValueId Dest,
                                         unsigned Depth) {
  TSNode Obj = stripParens(field(N, "object"));
  llvm::StringRef Attr = T.text(field(N, "attribute"));
  if (is(Obj, "identifier") && T.text(Obj) == "self" && !FI.Class.empty()) {
    ExprVal R;
    R.V = fieldValue(N);
    R.K = known(R.V);
    return R;
  }
  // A dotted name of a library object (`tf.float32`, `mnist.train`); an
  // attribute of a call's result is lowered with the call.
  if (llvm::SmallVector<llvm::StringRef, 4> Parts; dottedParts(N, T, Parts))
    if (QualName Q = Ctx.N.resolve(Parts); Q.valid() && !Q.Instance) {
      ExprVal R;
      R.K.Q = Q;
      return R;
    }
  ExprVal O = lowerExpr(Obj, ir::NoValue, Depth + 1);
  if (O.V == ir::NoValue) {
    ExprVal R;
    if (O.K.Q.valid())
      R.K.Q = Ctx.N.member(O.K.Q, Attr);
    return R;
  }
  // An attribute the library models (`loss.data` holds no history).
  const apis::ApiEntry *E = nullptr;
  if (!O.K.Res.empty())
    E = Ctx.Apis.lookupMethod(O.K.Res, Attr);
  for (size_t I = 0; !E && O.K.Res.empty() && I < Ctx.UntypedReceivers.size();
       ++I)
    E = Ctx.Apis.lookupMethod(Ctx.UntypedReceivers[I], Attr);
  if (E && E->Kind == apis::ApiKind::Derive)
    return derive(N, Dest, {}, historyOf(*E), T.text(N), O.V, Ctx.knownOf(*E));
  return derive(N, Dest, {}, ir::HistoryEffect::Inherit, "", O.V);
}

ExprVal FunctionLowering::lowerComprehension(TSNode N, ir::ValueId Dest,
                                             unsigned Depth) {
  // A loop that puts each element into a new container: made before the
  // loop, so what the loop stores in it accumulates.
  ExprVal Result;
  Result.V = Dest != ir::NoValue ? Dest : temp(N);
  Result.IntoDest = Dest != ir::NoValue;
  ir::Op &Make = emit(ir::OpKind::Kill, N);
  Make.Dst = Result.V;
  ir::BlockId Header = newBlock(), Body = newBlock(), Exit = newBlock();
  TSNode Element{};
  llvm::SmallVector<TSNode, 2> Clauses, Conditions;
  for (TSNode C : namedChildren(N)) {
    if (is(C, "for_in_clause"))
      Clauses.push_back(C);
    else if (is(C, "if_clause"))
      Conditions.push_back(C);
    else if (isNull(Element) && !is(C, "comment"))
      Element = C;
  }
  // The first iterable is evaluated before the loop.
  ExprVal FirstIter;
  if (!Clauses.empty())
    FirstIter = lowerExpr(field(Clauses[0], "right"), ir::NoValue, Depth + 1);
  jumpTo(Header);
  edge(Header, Body);
  edge(Header, Exit);
  Cur = Body;
  for (size_t I = 0; I < Clauses.size(); ++I) {
    ExprVal Iter =
        I == 0 ? FirstIter
               : lowerExpr(field(Clauses[I], "right"), ir::NoValue, Depth + 1);
    TSNode Right = stripParens(field(Clauses[I], "right"));
    bool Plain =
        is(Right, "call") && T.text(field(Right, "function")) == "range";
    defineLoopTarget(field(Clauses[I], "left"), Iter, Plain, Clauses[I]);
  }
  for (TSNode C : Conditions)
    lowerExpr(ts_node_named_child(C, 0), ir::NoValue, Depth + 1);
  if (is(Element, "pair"))
    Element = field(Element, "value");
  ExprVal E = lowerExpr(Element, ir::NoValue, Depth + 1);
  if (E.V != ir::NoValue) {
    ir::Op &O = emit(ir::OpKind::Escape, Element);
    O.Src = E.V;
    O.Dst = Result.V;
    O.Escape = ir::EscapeKind::Container;
  }
  edge(Cur, Header);
  Cur = Exit;
  return Result;
}

ir::HistoryEffect FunctionLowering::historyOf(const apis::ApiEntry &E) const {
  ir::HistoryEffect H = ir::HistoryEffect::None;
  switch (E.Hist) {
  case apis::History::None:
    H = E.Kind == apis::ApiKind::Derive ? ir::HistoryEffect::Inherit
                                        : ir::HistoryEffect::None;
    break;
  case apis::History::Inherit:
    H = ir::HistoryEffect::Inherit;
    break;
  case apis::History::Start:
    H = ir::HistoryEffect::Start;
    break;
  case apis::History::Drop:
    H = ir::HistoryEffect::Drop;
    break;
  case apis::History::Require:
    H = ir::HistoryEffect::Require;
    break;
  }
  // Under a no-history scope nothing computed starts or keeps history.
  if (NoHistoryDepth &&
      (H == ir::HistoryEffect::Start || H == ir::HistoryEffect::Inherit))
    H = ir::HistoryEffect::Drop;
  return H;
}

ExprVal FunctionLowering::applyPlan(
    TSNode Call, const apis::ApiEntry &E, const frontend::ApiCallPlan &P,
    llvm::StringRef Api, const ExprVal &Receiver, llvm::ArrayRef<ExprVal> Args,
    llvm::ArrayRef<ir::ValueId> ArgValues, ir::ValueId Dest) {
  if (P.Result &&
      (*P.Result == ir::OpKind::Create || *P.Result == ir::OpKind::LoadModel)) {
    Known K = Ctx.knownOf(E);
    ExprVal Out;
    Out.K = K;
    Out.V = Dest != ir::NoValue ? Dest : temp(Call, K);
    Out.IntoDest = Dest != ir::NoValue;
    ir::Op &O = emit(*P.Result, Call);
    O.Dst = Out.V;
    O.Api = Api.str();
    O.Args.assign(ArgValues.begin(), ArgValues.end());
    if (const apis::Resource *R = Ctx.Apis.resource(E.Resource);
        R && !R->Release.empty())
      O.ReleaseHint = R->Release.front();
    O.Guarded = Ctx.Cached[Id] || guarded(TargetText);
    setKnown(Out.V, K);
    return Out;
  }
  // What the call does to the operands its entry names: releases, takes
  // over or reads them. Python lowers no other read: its values free
  // themselves, and only resources its models name are tracked.
  auto Act = [&](frontend::OperandRole Role, ir::ValueId V) {
    std::optional<ir::OpKind> K;
    switch (Role) {
    case frontend::OperandRole::Release:
      K = ir::OpKind::Release;
      break;
    case frontend::OperandRole::Sink:
      K = ir::OpKind::Escape;
      break;
    case frontend::OperandRole::Borrow:
      K = ir::OpKind::Use;
      break;
    default:
      break;
    }
    if (!K || V == ir::NoValue)
      return;
    ir::Op &O = emit(*K, Call);
    O.Src = V;
    O.Api = Api.str();
    O.Escape = ir::EscapeKind::Sink;
  };
  Act(P.Receiver, Receiver.V);
  for (size_t I = 0; I < Args.size(); ++I)
    Act(P.arg(I), Args[I].V);
  return {};
}

ExprVal FunctionLowering::applyEntry(TSNode Call, const apis::ApiEntry &E,
                                     llvm::StringRef Api,
                                     const ExprVal &Receiver,
                                     llvm::ArrayRef<ExprVal> Args,
                                     ir::ValueId Dest) {
  llvm::SmallVector<ir::ValueId, 4> ArgValues;
  for (const ExprVal &A : Args)
    if (A.V != ir::NoValue)
      ArgValues.push_back(A.V);
  auto GraphOf = [&]() { return Ctx.graphId(*E.Owner, E.Graph); };
  switch (E.Kind) {
  case apis::ApiKind::LoadModel:
  case apis::ApiKind::Create:
  case apis::ApiKind::Release:
  case apis::ApiKind::Borrow:
  case apis::ApiKind::Sink:
  case apis::ApiKind::Keep:
    // The one mapping of entries to operations (frontend/ApiCallPlan.h).
    return applyPlan(Call, E, frontend::planApiCall(E, Args.size()), Api,
                     Receiver, Args, ArgValues, Dest);
  case apis::ApiKind::Derive: {
    Known K = Ctx.knownOf(E);
    return derive(Call, Dest, ArgValues, historyOf(E), Api, Receiver.V, K);
  }
  case apis::ApiKind::GraphAdd: {
    uint32_t G = GraphOf();
    ExprVal Out;
    // What is added to a graph that grows without running (a model built
    // into Keras's state) is a value: whether it is kept matters.
    if (!Ctx.M.Graphs[G].NeedsRun) {
      Out.V = Dest != ir::NoValue ? Dest : temp(Call);
      Out.IntoDest = Dest != ir::NoValue;
    }
    ir::Op &O = emit(ir::OpKind::GraphAdd, Call);
    O.Graph = G;
    O.Dst = Out.V;
    O.Api = Api.str();
    return Out;
  }
  case apis::ApiKind::GraphRun: {
    ir::Op &O = emit(ir::OpKind::GraphRun, Call);
    O.Graph = GraphOf();
    O.Src = Receiver.V;
    O.Api = Api.str();
    return {};
  }
  case apis::ApiKind::GraphReset: {
    ir::Op &O = emit(ir::OpKind::GraphReset, Call);
    O.Graph = GraphOf();
    O.Api = Api.str();
    return {};
  }
  case apis::ApiKind::Trace: {
    // `tf.function(fn)`: a traced function, traced when it runs.
    Known K;
    K.Traced = true;
    K.TraceGraph = GraphOf();
    ExprVal Out;
    Out.K = K;
    Out.V = Dest != ir::NoValue ? Dest : temp(Call, K);
    Out.IntoDest = Dest != ir::NoValue;
    ir::Op &O = emit(ir::OpKind::GraphAdd, Call);
    O.Dst = Out.V;
    O.Graph = K.TraceGraph;
    O.Api = Api.str();
    setKnown(Out.V, K);
    return Out;
  }
  case apis::ApiKind::None:
    if (E.Hist == apis::History::Require && Receiver.V != ir::NoValue) {
      ir::Op &O = emit(ir::OpKind::Use, Call);
      O.Src = Receiver.V;
      O.History = ir::HistoryEffect::Require;
      O.Api = Api.str();
    }
    return {};
  default:
    return {};
  }
}

ExprVal FunctionLowering::callUserFunction(TSNode Call, ir::FunctionId Callee,
                                           llvm::StringRef Symbol,
                                           llvm::StringRef Api,
                                           llvm::ArrayRef<ExprVal> Args,
                                           ir::ValueId Dest, bool IsMethod) {
  ExprVal Out;
  Out.V = Dest != ir::NoValue ? Dest : temp(Call);
  Out.IntoDest = Dest != ir::NoValue;
  ir::Op &O = emit(ir::OpKind::Call, Call);
  O.Dst = Out.V;
  O.Callee = Callee;
  O.CalleeSymbol = Symbol.str();
  O.Api = Api.str();
  // `if self.sess is None: self.load()` with load filling self.sess.
  O.Guarded = underGuardItFills(Callee);
  for (const ExprVal &A : Args)
    O.Args.push_back(A.V);
  // `chain = Chain()` with Chain another module's: its methods are that
  // module's `Chain.append`. What a method returns is no instance of a
  // class the call names.
  if (Callee == ir::NoFunction && !Symbol.empty() && !IsMethod) {
    Out.K.MadeBy = Symbol.str();
    setKnown(Out.V, Out.K);
  }
  return Out;
}

void FunctionLowering::lowerContainerStore(TSNode Call, TSNode Fn,
                                           const ExprVal &Recv,
                                           unsigned Depth) {
  // `losses.append(loss)`: the list keeps what it is given.
  for (TSNode A : namedChildren(field(Call, "arguments"))) {
    ExprVal Arg = lowerExpr(A, ir::NoValue, Depth + 1);
    if (Arg.V == ir::NoValue)
      continue;
    ir::Op &O = emit(ir::OpKind::Escape, A);
    O.Src = Arg.V;
    O.Dst = Recv.V;
    O.Escape = ir::EscapeKind::Container;
  }
  // `chain.append(stage)` on what another module's callable made: a list
  // the code keeps, or an instance of a class whose `append` runs here.
  if (!Recv.K.MadeBy.empty())
    noteUnresolvedCall(Call, Fn, Recv.K, /*Library=*/false);
}

void FunctionLowering::noteUnresolvedCall(TSNode Call, TSNode Fn,
                                          const Known &Obj, bool Library) {
  // `chain.append(stage)`, `chain(image)` on what another module's class
  // made: that class's method runs here. Which one, and what it does with
  // the arguments, is that module's: this call only runs it, with the
  // callbacks it hands over (its summary applies where the class is
  // known).
  if (!Obj.MadeBy.empty()) {
    TSNode F = stripParens(Fn);
    llvm::StringRef Member =
        is(F, "attribute") ? T.text(field(F, "attribute")) : "__call__";
    ir::Op &O = emit(ir::OpKind::Call, Call);
    O.CalleeSymbol = Obj.MadeBy + "." + Member.str();
    O.Api = T.text(F).str();
    O.Callbacks = callbackArgs(Call, /*Shift=*/true);
    return;
  }
  noteCalledPlace(Call, Fn, Library || Obj.library());
}

void FunctionLowering::traceCall(TSNode Call, ir::ValueId Fn, const Known &K,
                                 llvm::ArrayRef<ExprVal> Args) {
  llvm::StringRef Api = T.text(field(Call, "function"));
  llvm::SmallVector<ir::ValueId, 2> Plain;
  for (const ExprVal &A : Args)
    if (A.V != ir::NoValue && A.K.PlainNumber)
      Plain.push_back(A.V);
  if (!Plain.empty()) {
    ir::Op &O = emit(ir::OpKind::GraphAdd, Call);
    O.Src = Fn;
    O.Graph = K.TraceGraph;
    O.Api = Api.str();
    O.Args.assign(Plain.begin(), Plain.end());
  }
  ir::Op &Run = emit(ir::OpKind::GraphRun, Call);
  Run.Src = Fn;
  Run.Graph = K.TraceGraph;
  Run.Api = Api.str();
}

ir::FunctionId FunctionLowering::callbackFunction(TSNode Arg) {
  Arg = stripParens(Arg);
  if (is(Arg, "lambda"))
    return Ctx.Index.idOf(Arg);
  if (is(Arg, "identifier")) {
    if (auto It = Vars.find(T.text(Arg)); It != Vars.end())
      return known(It->second).Fn;
    if (auto It = Ctx.TopFunctions.find(T.text(Arg));
        It != Ctx.TopFunctions.end())
      return It->second;
    if (auto It = Ctx.ModuleVars.find(T.text(Arg)); It != Ctx.ModuleVars.end())
      return It->second.Fn;
    return ir::NoFunction;
  }
  if (is(Arg, "attribute") && !FI.Class.empty() &&
      T.text(field(Arg, "object")) == "self") {
    auto It = Ctx.Methods.find(
        (FI.Class + "." + T.text(field(Arg, "attribute"))).str());
    return It == Ctx.Methods.end() ? ir::NoFunction : It->second;
  }
  return ir::NoFunction;
}

void FunctionLowering::noteRegistrations(TSNode Call, const QualName &Callee) {
  if (!Callee.valid())
    return;
  for (const apis::Repeater &R : Callee.Lib->Repeats) {
    if (R.How != apis::Repeater::Callback || !R.matches(Callee.Path))
      continue;
    TSNode Fn{};
    int Pos = 0;
    for (TSNode A : namedChildren(field(Call, "arguments"))) {
      if (is(A, "keyword_argument")) {
        if (!R.Keyword.empty() && T.text(field(A, "name")) == R.Keyword)
          Fn = field(A, "value");
      } else if (!is(A, "comment")) {
        if (R.takesArg(Pos++) && isNull(Fn))
          Fn = A;
      }
    }
    if (isNull(Fn))
      continue;
    std::string Reason = reasonOf(R, T.text(field(Call, "function")));
    Fn = stripParens(Fn);
    if (R.Freq == apis::RepeatFrequency::Deferred) {
      // `pool.submit(job)`: job runs once per call made here, so as often
      // as this function runs (FunctionAttrs::DeferredBy; the summaries
      // carry the repetition over).
      ir::FunctionId Cb = callbackFunction(Fn);
      if (Cb != ir::NoFunction) {
        if (Cb != Id && Cb < Ctx.M.Functions.size() &&
            !llvm::is_contained(Ctx.M.Functions[Cb].Attrs.DeferredBy, Id))
          Ctx.M.Functions[Cb].Attrs.DeferredBy.push_back(Id);
      } else if (std::string Symbol = importedFunctionSymbol(Fn);
                 !Symbol.empty()) {
        // Another file's function: deferrals link functions of one module,
        // so the submission is the call it amounts to. What the function
        // returns goes to the future, not here: the call makes no value.
        ir::Op &O = emit(ir::OpKind::Call, Fn);
        O.CalleeSymbol = std::move(Symbol);
        O.Api = T.text(Fn).str();
      }
      continue;
    }
    if (ir::FunctionId Id = callbackFunction(Fn); Id != ir::NoFunction)
      Ctx.setFrequency(Id, frequencyOf(R.Freq), Reason);
    else if (std::string Symbol = importedFunctionSymbol(Fn); !Symbol.empty())
      Ctx.M.Registrations.push_back(
          {std::move(Symbol), frequencyOf(R.Freq), Reason});
  }
}

std::vector<ir::CallbackArg> FunctionLowering::callbackArgs(TSNode N,
                                                            bool Shift) {
  std::vector<ir::CallbackArg> Out;
  uint32_t Pos = Shift ? 1 : 0;
  for (TSNode A : namedChildren(field(N, "arguments"))) {
    if (is(A, "comment"))
      continue;
    if (is(A, "keyword_argument") || is(A, "list_splat") ||
        is(A, "dictionary_splat"))
      break; // positions end here
    noteCallbackArg(A, Pos++, 0, Out);
  }
  return Out;
}

void FunctionLowering::noteCallbackArg(TSNode A, uint32_t Pos, uint8_t Element,
                                       std::vector<ir::CallbackArg> &Out) {
  // `process_tiles(image, [stage_tile])`, `chain.append((fn, params))`:
  // the functions a list or tuple literal holds, each as deep as it is.
  if (TSNode S = stripParens(A); is(S, "list") || is(S, "tuple")) {
    if (Element < 2)
      for (TSNode Part : namedChildren(S))
        noteCallbackArg(Part, Pos, Element + 1, Out);
    return;
  }
  ir::CallbackArg CB = functionArgument(A);
  CB.Arg = Pos;
  CB.Element = Element;
  if (CB.namesFunction())
    Out.push_back(std::move(CB));
}

std::string FunctionLowering::importedFunctionSymbol(TSNode Fn) const {
  if (is(Fn, "identifier")) {
    const ImportedFunction *IF = Ctx.N.importedFunction(T.text(Fn));
    return IF ? IF->Module + "#" + IF->Name : std::string();
  }
  // `path("predict/", views.predict)` with `from . import views`.
  TSNode Obj =
      is(Fn, "attribute") ? stripParens(field(Fn, "object")) : TSNode{};
  llvm::StringRef File = !isNull(Obj) && is(Obj, "identifier")
                             ? Ctx.N.importedModuleFile(T.text(Obj))
                             : llvm::StringRef();
  return File.empty() ? std::string()
                      : (File + "#" + T.text(field(Fn, "attribute"))).str();
}

bool FunctionLowering::resolveMethodTarget(TSNode N, TSNode Fn, unsigned Depth,
                                           CallTarget &Target) {
  QualName &Q = Target.Q;
  ExprVal &Recv = Target.Recv;
  const apis::ApiEntry *&E = Target.E;
  ir::FunctionId &Callee = Target.Callee;
  std::string &Symbol = Target.Symbol;
  bool &Method = Target.Method;
  llvm::StringRef Name = T.text(field(Fn, "attribute"));
  Recv = lowerExpr(field(Fn, "object"), ir::NoValue, Depth + 1);
  // A library function (`tf.keras.models.load_model`) or a method of a
  // library object (`app.route`, `sess.run`, `loss.backward`).
  E = Ctx.methodEntry(Recv.K, Name, Q);
  // A namespace's or class's function takes no receiver.
  Method = Recv.V != ir::NoValue || Recv.K.Q.Instance || !Recv.K.Class.empty();
  if (!Recv.K.Class.empty())
    if (auto It = Ctx.Methods.find(Recv.K.Class + "." + Name.str());
        It != Ctx.Methods.end())
      Callee = It->second;
  if (Callee == ir::NoFunction && !E)
    noteFunctionsPutInto(N, field(Fn, "object"), Name);
  if (Callee == ir::NoFunction && Recv.V != ir::NoValue &&
      storesArgument(Name)) {
    lowerContainerStore(N, Fn, Recv, Depth);
    return false;
  }
  // `models.build(8)` with `import models` (or `from . import models`):
  // a function of another file of the run.
  if (TSNode Obj = stripParens(field(Fn, "object"));
      !E && Callee == ir::NoFunction && Recv.V == ir::NoValue &&
      is(Obj, "identifier"))
    if (llvm::StringRef File = Ctx.N.importedModuleFile(T.text(Obj));
        !File.empty()) {
      Symbol = (File + "#" + Name).str();
      Method = false;
    }
  // `loader.load()` on what another module's class made: that class's
  // method, its summary applied here as a method of this file's class is
  // (the receiver is its `self`).
  if (!E && Callee == ir::NoFunction && Symbol.empty() &&
      !Recv.K.MadeBy.empty())
    Symbol = Recv.K.MadeBy + "." + Name.str();
  // `SERVICE.predict(x)` with SERVICE another module's name (`from
  // service import SERVICE`, `service.SERVICE`): a method of what that
  // name holds, which the summaries link when it is an instance of a
  // class of the run (ir::Module::ImportedName::Instance).
  if (!E && Callee == ir::NoFunction && Symbol.empty() &&
      Recv.V == ir::NoValue && !Recv.K.informative())
    if (std::string Holder =
            importedFunctionSymbol(stripParens(field(Fn, "object")));
        !Holder.empty()) {
      Symbol = Holder + "." + Name.str();
      Method = true;
      Target.HolderPlace = placeKey(Fn);
    }
  for (size_t I = 0;
       !E && Callee == ir::NoFunction && Symbol.empty() && Recv.K.Res.empty() &&
       !Recv.K.Q.valid() && I < Ctx.UntypedReceivers.size();
       ++I)
    E = Ctx.Apis.lookupMethod(Ctx.UntypedReceivers[I], Name);
  return true;
}

ExprVal FunctionLowering::lowerCall(TSNode N, ir::ValueId Dest,
                                    unsigned Depth) {
  TSNode Fn = stripParens(field(N, "function"));
  llvm::StringRef Api = T.text(Fn);
  CallTarget Target;
  auto &[Q, Recv, E, Callee, Symbol, Method, Plain, CalledValue, InstanceOf,
         HolderPlace] = Target;

  if (is(Fn, "attribute")) {
    if (!resolveMethodTarget(N, Fn, Depth, Target))
      return {};
  } else if (is(Fn, "identifier")) {
    // `stage(image)` with stage a parameter: the function each caller
    // passes runs here (analysis/CallbackFlow.h).
    if (auto It = ParamIndex.find(T.text(Fn)); It != ParamIndex.end())
      F.Attrs.ParamCalls.push_back(
          {{Id, It->second}, T.range(N).Begin, false, Cur});
    Known K;
    ir::ValueId V = nameValue(Fn, K);
    if (K.Traced) {
      CalledValue.V = V;
      CalledValue.K = K;
      Callee = K.Fn;
    } else if (K.Fn != ir::NoFunction) {
      Callee = K.Fn;
    } else if (K.Q.valid() && !K.Q.Instance && V == ir::NoValue) {
      Q = K.Q;
      E = Ctx.entryOf(Q);
    } else if (K.Q.Instance && K.Res.empty() && V == ir::NoValue) {
      CalledValue.K = K; // an instance of a library class, called
    } else if (!K.ClassName.empty()) {
      InstanceOf = K.ClassName;
      // A class of this file: its __init__ runs; what it makes is what the
      // library class it extends makes.
      if (auto It = Ctx.Methods.find(K.ClassName + ".__init__");
          It != Ctx.Methods.end())
        Callee = It->second;
      if (const ClassInfo *CI = Ctx.N.classNamed(K.ClassName);
          CI && CI->Base.valid())
        E = Ctx.entryOf(CI->Base);
    } else if (V != ir::NoValue && !K.MadeBy.empty() && K.Res.empty()) {
      // `chain(image)`, chain made by another module's class: its
      // `__call__`, with chain as its `self`.
      Recv.V = V;
      Recv.K = K;
      Method = true;
      Symbol = K.MadeBy + ".__call__";
    } else if (V != ir::NoValue) {
      CalledValue.V = V;
      CalledValue.K = K;
      if (!K.Res.empty())
        E = Ctx.Apis.lookupMethod(K.Res, "__call__");
    } else if (const ImportedFunction *IF = Ctx.N.importedFunction(Api)) {
      Symbol = IF->Module + "#" + IF->Name;
    } else {
      Plain = returnsPlainValue(Api);
    }
  } else {
    CalledValue = lowerExpr(Fn, ir::NoValue, Depth + 1);
    if (!CalledValue.K.Res.empty())
      E = Ctx.Apis.lookupMethod(CalledValue.K.Res, "__call__");
  }

  llvm::SmallVector<ExprVal, 4> Args = lowerArguments(N, Depth);

  if (Q.valid()) {
    noteRegistrations(N, Q);
    if (Id == 0 && !Q.Lib->ScriptReruns.empty())
      Ctx.setFrequency(0, ir::Frequency::PerEvent, Q.Lib->ScriptReruns);
  }
  if (CalledValue.K.Traced && CalledValue.V != ir::NoValue)
    traceCall(N, CalledValue.V, CalledValue.K, Args);

  ExprVal Out;
  if (E) {
    Out = applyEntry(N, *E, Api, Method ? Recv : CalledValue, Args, Dest);
    if (Q.valid() && !Method && Out.K.Res.empty() && !Out.K.Q.valid()) {
      Out.K.Q = Q; // an instance of the library class
      Out.K.Q.Instance = true;
    }
  }
  if (Callee != ir::NoFunction || !Symbol.empty()) {
    llvm::SmallVector<ExprVal, 4> CallArgs;
    if (Method) // the receiver is the method's `self`
      CallArgs.push_back(Recv);
    CallArgs.append(Args.begin(), Args.end());
    bool UseDest = Out.V == ir::NoValue;
    ExprVal R = callUserFunction(N, Callee, Symbol, Api, CallArgs,
                                 UseDest ? Dest : ir::NoValue, Method);
    F.Blocks[Cur].Ops.back().Callbacks =
        callbackArgs(N, Method || !InstanceOf.empty());
    // Functions another module stores under that name run here too
    // (`registry.handle = fn` there).
    F.Blocks[Cur].Ops.back().CalledPlace = std::move(HolderPlace);
    if (UseDest)
      Out = R;
  }
  if (!E && Callee == ir::NoFunction && Symbol.empty()) {
    if (Plain) {
      if (Dest == ir::NoValue)
        return {};
      return derive(N, Dest, {}, ir::HistoryEffect::Drop, Api, ir::NoValue);
    }
    Out = lowerUnknownCall(N, Dest, Api, Method ? Recv.V : CalledValue.V, Args,
                           Q.valid() && !Method ? Q : QualName());
    noteUnresolvedCall(N, Fn, Method ? Recv.K : CalledValue.K, Q.valid());
    if (Method && Out.V != ir::NoValue)
      keepElementKind(T.text(field(Fn, "attribute")), Recv.K, Out);
  }
  // An instance of a class of this file, with or without an __init__: its
  // methods are the calls made on it (`worker = Worker()` at module level,
  // then `worker.handle(x)` in a route).
  if (!InstanceOf.empty() && Out.V != ir::NoValue) {
    Out.K.Class = InstanceOf;
    setKnown(Out.V, Out.K);
  }
  return Out;
}

void FunctionLowering::keepElementKind(llvm::StringRef Method,
                                       const Known &Collection, ExprVal &Out) {
  if (Collection.ElemClass.empty() && Collection.ElemMadeBy.empty())
    return;
  // `LOADERS.values()` holds what LOADERS holds; `LOADERS.get(name)` is one
  // of them.
  if (Method == "values" || Method == "copy") {
    Out.K.ElemClass = Collection.ElemClass;
    Out.K.ElemMadeBy = Collection.ElemMadeBy;
  } else if (Method == "get" || Method == "pop") {
    Out.K.Class = Collection.ElemClass;
    Out.K.MadeBy = Collection.ElemMadeBy;
  } else {
    return;
  }
  setKnown(Out.V, Out.K);
}

llvm::SmallVector<ExprVal, 4> FunctionLowering::lowerArguments(TSNode N,
                                                               unsigned Depth) {
  llvm::SmallVector<ExprVal, 4> Args;
  for (TSNode A : namedChildren(field(N, "arguments"))) {
    if (is(A, "comment"))
      continue;
    TSNode E2 = A;
    if (is(A, "keyword_argument"))
      E2 = field(A, "value");
    else if (is(A, "list_splat") || is(A, "dictionary_splat"))
      E2 = ts_node_named_child(A, 0);
    Args.push_back(lowerExpr(E2, ir::NoValue, Depth + 1));
  }
  if (is(field(N, "arguments"), "generator_expression"))
    Args.push_back(lowerExpr(field(N, "arguments"), ir::NoValue, Depth + 1));
  return Args;
}

ExprVal FunctionLowering::lowerUnknownCall(TSNode N, ir::ValueId Dest,
                                           llvm::StringRef Api,
                                           ir::ValueId From,
                                           llvm::ArrayRef<ExprVal> Args,
                                           QualName Made) {
  // Its result is some value computed from its arguments, with nothing
  // known of their history.
  llvm::SmallVector<ir::ValueId, 4> Values;
  for (const ExprVal &A : Args)
    Values.push_back(A.V);
  bool Any = From != ir::NoValue || llvm::any_of(Values, [](ir::ValueId V) {
               return V != ir::NoValue;
             });
  // What a library class makes: an instance (`gr.Button("Run")`).
  Made.Instance = Made.valid();
  if (!Any && Dest == ir::NoValue) {
    ExprVal R;
    R.K.Q = Made;
    return R;
  }
  ExprVal R = derive(N, Dest, Values,
                     Api == "sum" || Api == "max" || Api == "min"
                         ? ir::HistoryEffect::Inherit
                         : ir::HistoryEffect::None,
                     Api, From);
  R.K.Q = Made;
  setKnown(R.V, R.K);
  return R;
}

} // namespace tensorlint::frontend::python
