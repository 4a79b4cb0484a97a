//===- StmtLowering.cpp - Python statements to IR blocks ------------------===//

#include "frontend/python/FunctionLowering.h"

#include "llvm/ADT/STLExtras.h"

namespace tensorlint::frontend::python {

namespace {
/// Statements nest at most this deep before the rest is skipped (and the
/// module reports it once).
constexpr unsigned MaxDepth = 200;
} // namespace

FunctionLowering::FunctionLowering(ModuleContext &Ctx, ir::FunctionId Id)
    : Ctx(Ctx), T(Ctx.T), Id(Id), F(Ctx.M.Functions[Id]),
      FI(Ctx.Index.Functions[Id]) {}

ir::BlockId FunctionLowering::newBlock() {
  F.Blocks.emplace_back();
  return static_cast<ir::BlockId>(F.Blocks.size() - 1);
}

void FunctionLowering::edge(ir::BlockId From, ir::BlockId To) {
  std::vector<ir::BlockId> &S = F.Blocks[From].Succs;
  if (!llvm::is_contained(S, To))
    S.push_back(To);
}

void FunctionLowering::jumpTo(ir::BlockId To) {
  edge(Cur, To);
  Cur = To;
}

ir::Op &FunctionLowering::emit(ir::OpKind K, TSNode At) {
  ir::Op &O = F.Blocks[Cur].Ops.emplace_back();
  O.Kind = K;
  if (!isNull(At))
    O.Range = T.range(At);
  return O;
}

ir::ValueId FunctionLowering::addValue(llvm::StringRef Name, ir::Storage S,
                                       TSNode Decl, const Known &K) {
  ir::Value V;
  V.Name = Name.str();
  V.Store = S;
  V.Type = K.Ty;
  if (!isNull(Decl))
    V.Decl = T.range(Decl);
  F.Values.push_back(std::move(V));
  ValKnown.push_back({});
  ir::ValueId Id = static_cast<ir::ValueId>(F.Values.size() - 1);
  setKnown(Id, K);
  return Id;
}

ir::ValueId FunctionLowering::temp(TSNode At, const Known &K) {
  // Named by its source text, for messages (`cost / n`), when short.
  llvm::StringRef Text = isNull(At) ? llvm::StringRef() : T.text(At);
  std::string Name = !Text.empty() && Text.size() <= 60 && !Text.contains('\n')
                         ? Text.str()
                         : (llvm::Twine("$t") + llvm::Twine(NextTemp)).str();
  ++NextTemp;
  return addValue(Name, ir::Storage::Temporary, At, K);
}

void FunctionLowering::setKnown(ir::ValueId V, const Known &K) {
  if (V >= ValKnown.size())
    return;
  ValKnown[V] = K;
  ir::Value &Val = F.Values[V];
  if (K.Ty != ir::ValueType::Other)
    Val.Type = K.Ty;
  if (const apis::Resource *R =
          K.Res.empty() ? nullptr : Ctx.Apis.resource(K.Res)) {
    Val.Noun = R->noun().str();
    Val.Scopable = false;
    Val.Collected = R->Collected;
  }
}

const Known &FunctionLowering::known(ir::ValueId V) const {
  static const Known None;
  return V < ValKnown.size() ? ValKnown[V] : None;
}

/// Names a statement list assigns (Python's locals), not looking into
/// nested functions and classes.
void FunctionLowering::collectLocals() {
  TSNode Body = FI.IsLambda || Id == 0 ? TSNode{} : field(FI.Node, "body");
  if (isNull(Body))
    return;
  llvm::SmallVector<TSNode, 64> Work{Body};
  auto AddTargets = [&](TSNode Target) {
    llvm::SmallVector<TSNode, 8> Ts{Target};
    while (!Ts.empty()) {
      TSNode N = Ts.pop_back_val();
      if (is(N, "identifier"))
        Locals.insert(T.text(N));
      else if (is(N, "pattern_list") || is(N, "tuple_pattern") ||
               is(N, "list_pattern") || is(N, "list_splat_pattern") ||
               is(N, "parenthesized_expression") || is(N, "tuple") ||
               is(N, "list"))
        for (TSNode C : namedChildren(N))
          Ts.push_back(C);
    }
  };
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    llvm::StringRef Ty = type(N);
    if (Ty == "global_statement" || Ty == "nonlocal_statement") {
      for (TSNode C : namedChildren(N))
        Globals.insert(T.text(C));
      continue;
    }
    if (Ty == "assignment" || Ty == "augmented_assignment")
      AddTargets(field(N, "left"));
    else if (Ty == "for_statement" || Ty == "for_in_clause")
      AddTargets(field(N, "left"));
    else if (Ty == "as_pattern_target")
      AddTargets(ts_node_named_child(N, 0));
    else if (Ty == "named_expression")
      AddTargets(field(N, "name"));
    if (Ty == "function_definition" || Ty == "class_definition") {
      Locals.insert(T.text(field(N, "name")));
      continue;
    }
    if (Ty == "lambda")
      continue;
    for (TSNode C : namedChildren(N))
      Work.push_back(C);
  }
  for (const auto &G : Globals)
    Locals.erase(G.getKey());
}

void FunctionLowering::run() {
  F.Blocks.clear();
  newBlock();
  F.Exit = newBlock();
  collectLocals();
  NoHistoryDepth = Ctx.NoHistory[Id] ? 1 : 0;
  if (FI.IsLambda) {
    lowerParams();
    TSNode Body = field(FI.Node, "body");
    ExprVal R = lowerExpr(Body, ir::NoValue, 0);
    if (R.V != ir::NoValue) {
      ir::Op &O = emit(ir::OpKind::Escape, Body);
      O.Src = R.V;
      O.Escape = ir::EscapeKind::Return;
    }
  } else if (Id == 0) {
    lowerBlock(FI.Node, 0);
  } else {
    lowerParams();
    lowerBlock(field(FI.Node, "body"), 0);
  }
  edge(Cur, F.Exit);
}

void FunctionLowering::lowerParams() {
  TSNode Params = field(FI.Node, "parameters");
  bool First = true;
  uint32_t Position = 0;
  bool Positional = true; // no `*args` yet: positions still count
  for (TSNode P : namedChildren(Params)) {
    if (is(P, "list_splat_pattern") || is(P, "dictionary_splat_pattern") ||
        is(P, "keyword_separator"))
      Positional = false;
    TSNode Name = P, Type{};
    if (is(P, "typed_parameter")) {
      Name = ts_node_named_child(P, 0);
      Type = field(P, "type");
    } else if (is(P, "default_parameter") || is(P, "typed_default_parameter")) {
      Name = field(P, "name");
      Type = field(P, "type");
    }
    if (is(Name, "list_splat_pattern") || is(Name, "dictionary_splat_pattern"))
      Name = ts_node_named_child(Name, 0);
    if (!is(Name, "identifier"))
      continue;
    Known K;
    if (First && !FI.Class.empty() && T.text(Name) == "self")
      K.Class = FI.Class;
    else if (!isNull(Type))
      if (const apis::ApiEntry *E =
              Ctx.entryOf(Ctx.N.resolveExpr(ts_node_named_child(Type, 0), T)))
        K = Ctx.knownOf(*E);
    bool Receiver = First && !FI.Class.empty() && T.text(Name) == "self";
    First = false;
    if (Positional)
      ParamIndex[T.text(Name)] = Position++;
    Vars[T.text(Name)] = addValue(T.text(Name), ir::Storage::Param, Name, K);
    F.Values[Vars[T.text(Name)]].IsReceiver = Receiver;
  }
}

bool FunctionLowering::tooDeep(TSNode N, unsigned Depth) {
  if (Depth <= MaxDepth)
    return false;
  if (F.Range.isValid() && Ctx.M.Diags.empty())
    Ctx.M.Diags.push_back({T.begin(N),
                           "nesting too deep; the code below this point is "
                           "not analysed",
                           false});
  return true;
}

void FunctionLowering::lowerBlock(TSNode Block, unsigned Depth) {
  size_t GuardsBefore = Guards.size();
  for (TSNode S : namedChildren(Block))
    lowerStmt(S, Depth + 1);
  Guards.resize(GuardsBefore);
}

void FunctionLowering::lowerStmt(TSNode S, unsigned Depth) {
  if (tooDeep(S, Depth))
    return;
  llvm::StringRef Ty = type(S);
  if (Ty == "expression_statement") {
    for (TSNode E : namedChildren(S)) {
      if (is(E, "assignment"))
        lowerAssignment(E, Depth);
      else if (is(E, "augmented_assignment"))
        lowerAugmented(E, Depth);
      else
        lowerExpr(E, ir::NoValue, Depth);
    }
  } else if (Ty == "return_statement") {
    lowerReturn(S, ts_node_named_child(S, 0), Depth);
  } else if (Ty == "if_statement") {
    lowerIf(S, Depth);
  } else if (Ty == "for_statement") {
    lowerFor(S, Depth);
  } else if (Ty == "while_statement") {
    lowerWhile(S, Depth);
  } else if (Ty == "try_statement") {
    lowerTry(S, Depth);
  } else if (Ty == "with_statement") {
    lowerWith(S, Depth);
  } else if (Ty == "break_statement" || Ty == "continue_statement") {
    lowerJump(S, Ty == "break_statement");
  } else if (Ty == "raise_statement") {
    lowerRaise(S, Depth);
  } else if (Ty == "function_definition") {
    lowerDef(S, Depth);
  } else if (Ty == "decorated_definition") {
    // The decorators are evaluated where the definition is.
    for (TSNode D : namedChildren(S))
      if (is(D, "decorator"))
        lowerExpr(ts_node_named_child(D, 0), ir::NoValue, Depth);
    TSNode Def = field(S, "definition");
    if (is(Def, "function_definition"))
      lowerDef(Def, Depth);
    else
      lowerStmt(Def, Depth);
  } else if (Ty == "class_definition") {
    // Its body (not its methods) runs here, once.
    for (TSNode C : namedChildren(field(S, "body")))
      if (!is(C, "function_definition") && !is(C, "decorated_definition"))
        lowerStmt(C, Depth + 1);
  } else if (Ty == "delete_statement") {
    for (TSNode E : namedChildren(S)) {
      llvm::SmallVector<TSNode, 4> Targets;
      if (is(E, "expression_list"))
        for (TSNode C : namedChildren(E))
          Targets.push_back(C);
      else
        Targets.push_back(E);
      for (TSNode Tg : Targets)
        if (ir::ValueId V = targetValue(Tg); V != ir::NoValue) {
          ir::Op &O = emit(ir::OpKind::Kill, Tg);
          O.Dst = V;
        }
    }
  } else if (Ty == "match_statement") {
    lowerExpr(field(S, "subject"), ir::NoValue, Depth);
    ir::BlockId Start = Cur, Join = newBlock();
    for (TSNode Block : namedChildren(field(S, "body")))
      for (TSNode Case : namedChildren(Block)) {
        if (!is(Case, "case_clause"))
          continue;
        Cur = newBlock();
        edge(Start, Cur);
        lowerBlock(field(Case, "consequence"), Depth);
        edge(Cur, Join);
      }
    edge(Start, Join);
    Cur = Join;
  } else if (Ty == "assert_statement" || Ty == "print_statement" ||
             Ty == "exec_statement") {
    for (TSNode E : namedChildren(S))
      lowerExpr(E, ir::NoValue, Depth);
  }
  // pass, global, nonlocal, import, type aliases: nothing to lower.
}

std::string FunctionLowering::guardTarget(TSNode Cond, bool &Negated) const {
  Cond = stripParens(Cond);
  Negated = false;
  if (is(Cond, "not_operator")) {
    TSNode Arg = stripParens(field(Cond, "argument"));
    // `not hasattr(self, "model")`
    if (is(Arg, "call") && T.text(field(Arg, "function")) == "hasattr") {
      auto Args = namedChildren(field(Arg, "arguments"));
      if (Args.size() == 2 && is(Args[1], "string")) {
        llvm::StringRef Lit = T.text(Args[1]).trim("\"'");
        return (T.text(Args[0]) + "." + Lit).str();
      }
    }
    return T.text(Arg).str();
  }
  if (is(Cond, "comparison_operator")) {
    auto Kids = namedChildren(Cond);
    if (Kids.size() != 2)
      return "";
    std::string OpText;
    for (TSNode C : allChildren(Cond))
      if (!ts_node_is_named(C)) {
        if (!OpText.empty())
          OpText += ' ';
        OpText += T.text(C);
      }
    if ((OpText == "is" || OpText == "==") && isNone(Kids[1]))
      return T.text(Kids[0]).str();
    if ((OpText == "is not" || OpText == "!=") && isNone(Kids[1])) {
      Negated = true;
      return T.text(Kids[0]).str();
    }
    if (OpText == "not in") // `if name not in cache:`
      return T.text(stripParens(Kids[1])).str();
    if (OpText == "in") {
      Negated = true;
      return T.text(stripParens(Kids[1])).str();
    }
    return "";
  }
  if (is(Cond, "boolean_operator")) {
    // `if model is None or reload:`: the load runs when the model is
    // missing (or asked for again), at most once per request otherwise.
    bool N1 = false;
    std::string L = guardTarget(field(Cond, "left"), N1);
    if (!L.empty() && !N1 && T.text(field(Cond, "operator")) == "or")
      return L;
    return "";
  }
  if (is(Cond, "identifier") || is(Cond, "attribute")) {
    Negated = true; // `if model: return model`
    return T.text(Cond).str();
  }
  return "";
}

bool FunctionLowering::guarded(llvm::StringRef Target) const {
  return !Target.empty() && llvm::is_contained(Guards, Target);
}

bool FunctionLowering::underGuardItFills(ir::FunctionId Callee) const {
  if (Guards.empty() || Callee >= Ctx.Index.Functions.size() || Callee == Id)
    return false;
  // The callee assigns a place a guard around the call tests for being
  // empty (`self.sess`, a module variable it declares global).
  // A plain name assigned is the module's only where declared global.
  llvm::SmallVector<TSNode, 16> Work{Ctx.Index.Functions[Callee].Node};
  llvm::SmallVector<llvm::StringRef, 2> Filled, Globals;
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (is(N, "assignment")) {
      TSNode Left = stripParens(field(N, "left"));
      if (guarded(T.text(Left)))
        Filled.push_back(T.text(Left));
    } else if (is(N, "global_statement")) {
      for (TSNode C : namedChildren(N))
        Globals.push_back(T.text(C));
    }
    for (TSNode C : namedChildren(N))
      Work.push_back(C);
  }
  return llvm::any_of(Filled, [&](llvm::StringRef P) {
    return P.contains('.') || llvm::is_contained(Globals, P);
  });
}

void FunctionLowering::lowerIf(TSNode S, unsigned Depth) {
  ir::BlockId Join = newBlock();
  TSNode Cond = field(S, "condition");
  TSNode Then = field(S, "consequence");
  bool Negated = false;
  std::string Target = guardTarget(Cond, Negated);
  lowerExpr(Cond, ir::NoValue, Depth);
  ir::BlockId Test = Cur;
  Cur = newBlock();
  edge(Test, Cur);
  if (!Target.empty() && !Negated)
    Guards.push_back(Target);
  lowerBlock(Then, Depth);
  if (!Target.empty() && !Negated)
    Guards.pop_back();
  edge(Cur, Join);
  // `if model is not None: return model` guards the rest of the block.
  bool GuardRest = !Target.empty() && Negated && alwaysLeaves(Then);
  ir::BlockId Else = Test;
  for (TSNode Alt : namedChildren(S)) {
    if (is(Alt, "elif_clause")) {
      Cur = Else;
      lowerExpr(field(Alt, "condition"), ir::NoValue, Depth);
      ir::BlockId CondEnd = Cur, Next = newBlock();
      Cur = newBlock();
      edge(CondEnd, Cur);
      edge(CondEnd, Next);
      lowerBlock(field(Alt, "consequence"), Depth);
      edge(Cur, Join);
      Else = Next;
      GuardRest = false;
    } else if (is(Alt, "else_clause")) {
      Cur = newBlock();
      edge(Else, Cur);
      if (!Target.empty() && Negated)
        Guards.push_back(Target);
      lowerBlock(field(Alt, "body"), Depth);
      if (!Target.empty() && Negated)
        Guards.pop_back();
      edge(Cur, Join);
      Cur = Join;
      if (GuardRest)
        Guards.push_back(Target);
      return;
    }
  }
  edge(Else, Join);
  Cur = Join;
  if (GuardRest)
    Guards.push_back(Target);
}

void FunctionLowering::defineLoopTarget(TSNode Target, const ExprVal &Src,
                                        bool PlainIndex, TSNode At,
                                        unsigned Depth) {
  Target = stripParens(Target);
  if (tooDeep(Target, Depth))
    return;
  if (is(Target, "pattern_list") || is(Target, "tuple_pattern") ||
      is(Target, "list_pattern") || is(Target, "tuple")) {
    auto Parts = namedChildren(Target);
    for (size_t I = 0; I < Parts.size(); ++I)
      // `for i, batch in enumerate(loader)`: the first is the index.
      defineLoopTarget(Parts[I], Src, PlainIndex && I == 0, At, Depth + 1);
    return;
  }
  ir::ValueId V = targetValue(Target);
  if (V == ir::NoValue)
    return;
  // `for loader in LOADERS`: an element of what the loop walks.
  Known K = PlainIndex ? Known() : Src.K.element();
  K.PlainNumber = PlainIndex;
  if (Src.V != ir::NoValue && !PlainIndex) {
    derive(At, V, {}, ir::HistoryEffect::Inherit, "", Src.V, K);
  } else {
    ir::Op &O = emit(ir::OpKind::Kill, At);
    O.Dst = V;
    setKnown(V, K);
  }
}

void FunctionLowering::lowerFor(TSNode S, unsigned Depth) {
  TSNode Right = field(S, "right");
  ExprVal Iter = lowerExpr(Right, ir::NoValue, Depth);
  // `range(n)` yields plain numbers; `enumerate(xs)` starts with one.
  bool Plain = false, Enumerate = false;
  if (TSNode R = stripParens(Right); is(R, "call")) {
    llvm::StringRef Fn = T.text(field(R, "function"));
    Plain = Fn == "range";
    Enumerate = Fn == "enumerate";
  }
  noteWalkedFunctions(S);
  ir::BlockId Header = newBlock(), Body = newBlock(), Exit = newBlock();
  jumpTo(Header);
  edge(Header, Body);
  edge(Header, Exit);
  Cur = Body;
  F.Blocks[Body].LoopBody = true;
  TSNode Left = field(S, "left");
  if (Enumerate && (is(Left, "pattern_list") || is(Left, "tuple_pattern")))
    defineLoopTarget(Left, Iter, true, Left);
  else
    defineLoopTarget(Left, Iter, Plain, Left);
  Loops.push_back({Exit, Header, Cleanups.size()});
  lowerBlock(field(S, "body"), Depth);
  Loops.pop_back();
  edge(Cur, Header);
  Cur = Exit;
  if (TSNode Else = field(S, "alternative"); !isNull(Else))
    lowerBlock(field(Else, "body"), Depth);
}

void FunctionLowering::lowerWhile(TSNode S, unsigned Depth) {
  ir::BlockId Header = newBlock(), Body = newBlock(), Exit = newBlock();
  jumpTo(Header);
  TSNode Cond = field(S, "condition");
  lowerExpr(Cond, ir::NoValue, Depth);
  bool Endless =
      is(stripParens(Cond), "true") ||
      (is(stripParens(Cond), "integer") && T.text(stripParens(Cond)) != "0");
  edge(Cur, Body);
  edge(Cur, Exit);
  Cur = Body;
  F.Blocks[Body].LoopBody = true;
  Loops.push_back({Exit, Header, Cleanups.size()});
  lowerBlock(field(S, "body"), Depth);
  bool SawBreak = Loops.back().SawBreak;
  Loops.pop_back();
  edge(Cur, Header);
  Cur = Exit;
  if (Endless && !SawBreak)
    F.Blocks[Exit].EndlessLoopExit = true;
  if (TSNode Else = field(S, "alternative"); !isNull(Else))
    lowerBlock(field(Else, "body"), Depth);
}

void FunctionLowering::lowerTry(TSNode S, unsigned Depth) {
  TSNode Finally{};
  for (TSNode C : namedChildren(S))
    if (is(C, "finally_clause"))
      Finally = C;
  if (!isNull(Finally))
    Cleanups.push_back({ts_node_named_child(Finally, 0), ir::NoValue, Finally});
  ir::BlockId Start = Cur;
  Cur = newBlock();
  edge(Start, Cur);
  lowerBlock(field(S, "body"), Depth);
  ir::BlockId BodyEnd = Cur;
  ir::BlockId Join = newBlock();
  for (TSNode C : namedChildren(S)) {
    if (is(C, "except_clause") || is(C, "except_group_clause")) {
      // An exception may come before or after anything the body did.
      Cur = newBlock();
      edge(Start, Cur);
      edge(BodyEnd, Cur);
      for (TSNode B : namedChildren(C))
        if (is(B, "block"))
          lowerBlock(B, Depth);
      edge(Cur, Join);
    } else if (is(C, "else_clause")) {
      Cur = BodyEnd;
      lowerBlock(field(C, "body"), Depth);
      BodyEnd = Cur;
    }
  }
  edge(BodyEnd, Join);
  Cur = Join;
  if (!isNull(Finally)) {
    Cleanups.pop_back();
    for (TSNode B : namedChildren(Finally))
      if (is(B, "block"))
        lowerBlock(B, Depth);
  }
}

void FunctionLowering::lowerWith(TSNode S, unsigned Depth) {
  size_t CleanupsBefore = Cleanups.size();
  unsigned NoHistoryBefore = NoHistoryDepth;
  for (TSNode Clause : namedChildren(S)) {
    if (!is(Clause, "with_clause"))
      continue;
    for (TSNode Item : namedChildren(Clause)) {
      TSNode V = field(Item, "value");
      TSNode Target{}, Value = V;
      if (is(V, "as_pattern")) {
        Value = ts_node_named_child(V, 0);
        Target = ts_node_named_child(field(V, "alias"), 0);
      }
      // A context manager under which results carry no history.
      TSNode Callee = is(stripParens(Value), "call")
                          ? field(stripParens(Value), "function")
                          : Value;
      if (const apis::ApiEntry *E = Ctx.entryOf(Ctx.N.resolveExpr(Callee, T));
          E && E->Kind == apis::ApiKind::NoHistory) {
        ++NoHistoryDepth;
        continue;
      }
      ir::ValueId Into = isNull(Target) ? ir::NoValue : targetValue(Target);
      ExprVal R = lowerExpr(Value, Into, Depth);
      if (Into != ir::NoValue && !R.IntoDest)
        assignTo(Target, R, Item);
      ir::ValueId Held = Into != ir::NoValue ? Into : R.V;
      // What the statement opened, it closes when the block is left.
      if (Held != ir::NoValue && known(Held).Ty != ir::ValueType::Other)
        Cleanups.push_back({TSNode{}, Held, Item});
    }
  }
  lowerBlock(field(S, "body"), Depth);
  runCleanups(CleanupsBefore, Depth);
  Cleanups.resize(CleanupsBefore);
  NoHistoryDepth = NoHistoryBefore;
}

void FunctionLowering::runCleanups(size_t DownTo, unsigned Depth) {
  // A `finally` body runs with only the cleanups outside it pending (a
  // `return` inside it runs those); all of them are restored afterwards.
  std::vector<Cleanup> Saved = Cleanups;
  for (size_t I = Saved.size(); I-- > DownTo;) {
    Cleanups.assign(Saved.begin(), Saved.begin() + I);
    const Cleanup &C = Saved[I];
    if (C.Closes != ir::NoValue) {
      ir::Op &O = emit(ir::OpKind::Release, C.At);
      O.Src = C.Closes;
      O.Api = "with";
    } else {
      lowerBlock(C.Finally, Depth);
    }
  }
  Cleanups = std::move(Saved);
}

void FunctionLowering::lowerReturn(TSNode S, TSNode Value, unsigned Depth) {
  if (!isNull(Value)) {
    ExprVal R = lowerExpr(Value, ir::NoValue, Depth);
    if (R.V != ir::NoValue) {
      ir::Op &O = emit(ir::OpKind::Escape, Value);
      O.Src = R.V;
      O.Escape = ir::EscapeKind::Return;
    }
  }
  leave(S, ir::TermKind::Return, F.Exit, 0, Depth);
}

void FunctionLowering::leave(TSNode S, ir::TermKind K, ir::BlockId To,
                             size_t CleanupsDownTo, unsigned Depth) {
  runCleanups(CleanupsDownTo, Depth);
  F.Blocks[Cur].Term = K;
  F.Blocks[Cur].TermRange = T.range(S);
  edge(Cur, To);
  unreachable();
}

void FunctionLowering::lowerJump(TSNode S, bool IsBreak) {
  if (Loops.empty())
    return;
  LoopCtx &L = Loops.back();
  L.SawBreak |= IsBreak;
  leave(S, IsBreak ? ir::TermKind::Break : ir::TermKind::Continue,
        IsBreak ? L.Break : L.Continue, L.Cleanups, 0);
}

void FunctionLowering::lowerRaise(TSNode S, unsigned Depth) {
  for (TSNode E : namedChildren(S))
    lowerExpr(E, ir::NoValue, Depth);
  leave(S, ir::TermKind::Throw, F.Exit, 0, Depth);
}

void FunctionLowering::lowerDef(TSNode S, unsigned Depth) {
  (void)Depth;
  ir::FunctionId Fn = Ctx.Index.idOf(S);
  if (Fn == ir::NoFunction)
    return;
  // Default values are evaluated here; a framework's marker among them
  // registers a function (FastAPI's `sess=Depends(get_session)`: called
  // for every request of the route).
  for (TSNode P : namedChildren(field(S, "parameters"))) {
    if (!is(P, "default_parameter") && !is(P, "typed_default_parameter"))
      continue;
    TSNode Value = stripParens(field(P, "value"));
    if (is(Value, "call"))
      noteRegistrations(Value, Ctx.N.resolveExpr(field(Value, "function"), T));
  }
  llvm::StringRef Name = T.text(field(S, "name"));
  Known K;
  K.Fn = Fn;
  // `@tf.function` makes a traced function: defined on every iteration of
  // a loop, it traces again each time it runs.
  for (TSNode D : Ctx.Index.Functions[Fn].Decorators) {
    TSNode Callee = is(D, "call") ? field(D, "function") : D;
    const apis::ApiEntry *E = Ctx.entryOf(Ctx.N.resolveExpr(Callee, T));
    if (!E || E->Kind != apis::ApiKind::Trace)
      continue;
    QualName Q = Ctx.N.resolveExpr(Callee, T);
    K.Traced = true;
    K.TraceGraph = Ctx.graphId(*Q.Lib, E->Graph);
    ir::ValueId V = targetValue(field(S, "name"));
    if (V == ir::NoValue)
      break;
    ir::Op &O = emit(ir::OpKind::GraphAdd, S);
    O.Dst = V;
    O.Graph = K.TraceGraph;
    O.Api = T.text(Callee).str();
    O.Range = T.range(D);
    setKnown(V, K);
    if (Id == 0)
      Ctx.ModuleVars[Name] = K;
    return;
  }
  if (Id == 0)
    Ctx.ModuleVars[Name] = K;
  else if (Locals.count(Name)) {
    ir::ValueId V = targetValue(field(S, "name"));
    if (V != ir::NoValue) {
      ir::Op &O = emit(ir::OpKind::Kill, S);
      O.Dst = V;
      setKnown(V, K);
    }
  }
}

} // namespace tensorlint::frontend::python
