//===- StmtLowering.cpp - Statements to a CFG of IR blocks ----------------===//
//
// Each function body becomes blocks with explicit edges: branches, loops with
// back edges (bodies marked LoopBody), break/continue to their targets,
// return/throw to the exit block, try/finally by copying the finally body onto
// every path leaving the try. let/const tensors are killed where their block
// ends, so a value declared in a loop body does not survive an iteration.
//
//===----------------------------------------------------------------------===//

#include "frontend/js/Frequency.h"
#include "frontend/js/FunctionLowering.h"

#include "llvm/ADT/Sequence.h"

namespace tensorlint::frontend::js {

using namespace ir;

void ModuleContext::reportDepth(SourceLoc L) {
  if (DepthReported)
    return;
  DepthReported = true;
  M.Diags.push_back({L,
                     "code nested deeper than " +
                         std::to_string(Opts.MaxDepth) +
                         " levels is not analyzed",
                     false});
}

FunctionLowering::FunctionLowering(ModuleContext &Ctx, FunctionId Id)
    : Ctx(Ctx), T(Ctx.T), Id(Id), F(Ctx.M.Functions[Id]),
      FI(Ctx.Index.Functions[Id]) {}

// --- CFG --------------------------------------------------------------------

BlockId FunctionLowering::newBlock() {
  F.Blocks.emplace_back();
  return F.Blocks.size() - 1;
}

void FunctionLowering::edge(BlockId From, BlockId To) {
  auto &S = F.Blocks[From].Succs;
  if (std::find(S.begin(), S.end(), To) == S.end())
    S.push_back(To);
}

void FunctionLowering::jumpTo(BlockId To) {
  edge(Cur, To);
  Cur = To;
}

Op &FunctionLowering::emit(OpKind K, TSNode At) {
  Op &O = F.Blocks[Cur].Ops.emplace_back();
  O.Kind = K;
  O.Range = T.range(At);
  return O;
}

// --- values and scopes ------------------------------------------------------

ValueId FunctionLowering::addValue(llvm::StringRef Name, const Known &K,
                                   Storage S, TSNode Decl) {
  Value V;
  V.Name = Name.str();
  V.Type = K.Ty;
  V.Store = S;
  V.Decl = T.range(Decl);
  if (K.Ty != ValueType::Other)
    if (const apis::Resource *R = Ctx.Apis.resource(K.Res)) {
      V.Noun = R->Noun;
      V.Scopable = R->Scoped && !R->IsModel;
      V.ProgramLifetime = R->ProgramLifetime;
    }
  F.Values.push_back(std::move(V));
  ValKnown.push_back(K);
  ValApi.emplace_back();
  return F.Values.size() - 1;
}

bool FunctionLowering::capturedFromEnclosing(llvm::StringRef Name) const {
  if (AwaiterLocals.contains(Name))
    return false;
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    if (auto N = It->Names.find(Name); N != It->Names.end())
      return CaptureValues.contains(N->second); // or bound here
  return Ctx.Captures[Id].count(Name) > 0;
}

bool FunctionLowering::isLocal(llvm::StringRef Name) const {
  for (const Scope &S : Scopes)
    if (S.Names.count(Name))
      return true;
  return Ctx.Captures[Id].count(Name) > 0;
}

ValueId FunctionLowering::lookup(llvm::StringRef Name) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto N = It->Names.find(Name);
    if (N != It->Names.end())
      return N->second;
  }
  // A closure reading its enclosing function's tensor: borrowed like a
  // parameter.
  auto C = Ctx.Captures[Id].find(Name);
  if (C != Ctx.Captures[Id].end()) {
    if (C->second.Ty == ValueType::Other)
      return NoValue;
    TSNode Decl = FI.Node;
    ValueId V = addValue(Name, C->second, Storage::Param, Decl);
    Scopes.front().Names[Name] = V;
    CaptureValues.insert(V);
    return V;
  }
  const Known *MV = Id != 0 && Ctx.Index.ModuleNames.count(Name)
                        ? Ctx.moduleVar(Name)
                        : nullptr;
  if (MV) {
    ValueId V = addValue(Name, *MV, Storage::Module, FI.Node);
    Scopes.front().Names[Name] = V;
    return V;
  }
  return NoValue;
}

void FunctionLowering::bind(llvm::StringRef Name, ValueId V, bool BlockScoped) {
  Scopes.back().Names[Name] = V;
  if (BlockScoped && V != NoValue)
    Scopes.back().Kill.push_back(V);
}

void FunctionLowering::rebind(llvm::StringRef Name, ValueId V) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto N = It->Names.find(Name);
    if (N != It->Names.end()) {
      N->second = V;
      return;
    }
  }
  Scopes.back().Names[Name] = V;
}

const llvm::SmallVector<ValueId, 2> *
FunctionLowering::aggregate(llvm::StringRef Name) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    if (It->Names.count(Name) && !It->Aggregates.count(Name))
      return nullptr;
    auto A = It->Aggregates.find(Name);
    if (A != It->Aggregates.end())
      return &A->second;
  }
  return nullptr;
}

const Known *FunctionLowering::arrayOf(llvm::StringRef Name) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto A = It->Arrays.find(Name);
    if (A != It->Arrays.end())
      return &A->second;
    if (It->Names.count(Name))
      return nullptr;
  }
  return nullptr;
}

ValueId FunctionLowering::arrayParam(llvm::StringRef Name) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto N = It->Names.find(Name);
    if (N == It->Names.end())
      continue;
    if (N->second != NoValue || !It->Arrays.count(Name))
      return NoValue;
    for (ValueId V = 0; V < F.Values.size(); ++V)
      if (F.Values[V].Store == Storage::Param && F.Values[V].Name == Name)
        return V;
    return NoValue;
  }
  return NoValue;
}

void FunctionLowering::pushScope() {
  Scopes.emplace_back();
  Scopes.back().GuardDepth = Guards.size();
}

void FunctionLowering::popScope(bool EmitKills, TSNode End) {
  Scope &S = Scopes.back();
  // Kills sit at the end of the block: its closing brace when known.
  TSNode Brace{};
  if (!isNull(End) && ts_node_child_count(End) > 0)
    Brace = ts_node_child(End, ts_node_child_count(End) - 1);
  if (EmitKills)
    for (ValueId V : S.Kill) {
      Op &O = F.Blocks[Cur].Ops.emplace_back();
      O.Kind = OpKind::Kill;
      O.Dst = V;
      O.Range = isNull(Brace) ? F.Values[V].Decl : T.range(Brace);
    }
  Guards.resize(std::min(Guards.size(), S.GuardDepth));
  Scopes.pop_back();
}

void FunctionLowering::killScopesAbove(size_t Depth, TSNode At) {
  for (size_t I = Scopes.size(); I > Depth; --I)
    for (ValueId V : Scopes[I - 1].Kill)
      emit(OpKind::Kill, At).Dst = V;
}

bool FunctionLowering::isTensorish(ValueId V) const {
  // A parameter of unknown type may be a tensor its caller owns, and what
  // another file's function returned may be one that function made: what
  // is done with it (stored, released, handed on) is then in a summary.
  return V != NoValue &&
         (F.Values[V].Type != ValueType::Other ||
          F.Values[V].Store == Storage::Param || FromOtherFile.contains(V));
}

bool FunctionLowering::isUntypedParam(ValueId V) const {
  return V != NoValue && F.Values[V].Type == ValueType::Other &&
         (F.Values[V].Store == Storage::Param || FromOtherFile.contains(V));
}

bool FunctionLowering::isUntyped(ValueId V) const {
  return V == NoValue || isUntypedParam(V);
}

Known FunctionLowering::knownOf(ValueId V) const {
  return V == NoValue ? Known{} : ValKnown[V];
}

llvm::StringRef FunctionLowering::spelling(ValueId V) const {
  if (V == NoValue)
    return {};
  if (F.Values[V].Store == Storage::Temporary && !ValApi[V].empty())
    return ValApi[V];
  return F.Values[V].Name;
}

/// The method of a class that is (or encloses) the function being lowered,
/// or NoFunction. Top-level functions have no parent (NoFunction).
FunctionId FunctionLowering::enclosingMethod() const {
  for (FunctionId I = Id;
       I != NoFunction && I != 0 && I < Ctx.Index.Functions.size();
       I = Ctx.Index.Functions[I].Parent)
    if (!isNull(Ctx.Index.Functions[I].Class))
      return I;
  return NoFunction;
}

/// "Class" of the method (or closure inside a method) being lowered.
std::string FunctionLowering::classKey() const {
  for (FunctionId I = Id; I != NoFunction && I < Ctx.Index.Functions.size();
       I = Ctx.Index.Functions[I].Parent) {
    const FunctionInfo &Info = Ctx.Index.Functions[I];
    if (!isNull(Info.Class))
      return (T.text(field(Info.Class, "name")) + "@" +
              llvm::Twine(ts_node_start_byte(Info.Class)))
          .str();
    if (I == 0)
      break;
  }
  return {};
}

bool FunctionLowering::isReceiverField(TSNode Member) const {
  return is(stripParens(field(Member, "object")), "this") &&
         !classKey().empty();
}

std::string FunctionLowering::moduleFieldKey(TSNode Member) const {
  // `agent.actor.model`: a field of a field of the module's object is one
  // place for the whole program too (named properties only, no
  // subscripts or calls on the way).
  TSNode Obj = stripParens(field(Member, "object"));
  std::string Path;
  for (unsigned Hops = 0; is(Obj, "member_expression") && Hops < 4; ++Hops) {
    TSNode Prop = field(Obj, "property");
    if (!is(Prop, "property_identifier"))
      return {};
    Path = "." + T.text(Prop).str() + Path;
    Obj = stripParens(field(Obj, "object"));
  }
  if (!is(Obj, "identifier"))
    return {};
  llvm::StringRef Root = T.text(Obj);
  if (isLocal(Root) && !isTopLevelName(Root))
    return {};
  // Another module's exported object is one object for the program too.
  std::string Holder;
  if (Ctx.Index.ModuleNames.count(Root))
    Holder = Root.str();
  else if (const Binding *B = Ctx.B.lookup(Root);
           B && B->K == Binding::UserSymbol)
    Holder = B->Symbol;
  else
    return {};
  // Not a name a class key can spell (those hold '@').
  return "<module>." + Holder + Path + "." +
         T.text(field(Member, "property")).str();
}

ValueId FunctionLowering::materialize(Dest &D, const Known &K) {
  if (D.Made != NoValue)
    return D.Made;
  if (D.Existing != NoValue && F.Values[D.Existing].Type == K.Ty) {
    D.Made = D.Existing;
    ValKnown[D.Made] = K;
    return D.Made;
  }
  D.Made = addValue(D.Name, K, D.Store, isNull(D.Target) ? FI.Node : D.Target);
  if (D.Declare)
    bind(D.Name, D.Made, D.BlockScoped);
  else if (D.Store == Storage::Local || D.Store == Storage::Module)
    rebind(D.Name, D.Made);
  return D.Made;
}

// --- bodies -----------------------------------------------------------------

void FunctionLowering::run() {
  F.Blocks.clear();
  F.Values.clear();
  Cur = newBlock();
  pushScope();
  if (Id == 0) {
    F.Name = "<module>";
    F.Range = T.range(T.root());
    F.Range.Begin = {1, 1};
    // lowerStatements(root, 0), over the tree's list of them.
    for (TSNode S : T.namedTopLevel())
      lowerStmt(S, 1);
  } else {
    F.Name = FI.Name;
    F.Range = T.range(FI.Node);
    F.Parent = FI.Parent;
    lowerParams();
    lowerBody();
  }
  TSNode Body = Id == 0 ? TSNode{} : field(FI.Node, "body");
  popScope(true, is(Body, "statement_block") ? Body : TSNode{});
  BlockId Exit = newBlock();
  edge(Cur, Exit);
  F.Exit = Exit;
  // Returns and throws were wired to a placeholder; retarget them.
  for (Block &B : F.Blocks)
    for (BlockId &S : B.Succs)
      if (S == NoFunction)
        S = Exit;
}

void FunctionLowering::lowerParams() {
  llvm::SmallVector<TSNode, 8> List = parameterNodes(FI.Node);
  JsDoc Doc;
  if (!isNull(FI.Doc))
    Doc = parseJsDoc(T.text(FI.Doc));
  bool Exported = !FI.ExportName.empty();
  // Every parameter gets a value, in order, so that call arguments line up
  // with the callee's parameters; non-tensor ones are typed `other` and their
  // names still resolve to no tensor.
  for (size_t I = 0; I < List.size(); ++I) {
    TSNode P = List[I], Name = parameterPattern(P), Type{};
    if (is(P, "required_parameter") || is(P, "optional_parameter"))
      Type = field(P, "type");
    if (!is(Name, "identifier")) {
      // A destructuring or rest parameter: a placeholder.
      addValue("$p" + std::to_string(I), Known{}, Storage::Param, P);
      if (is(Name, "object_pattern"))
        bindDestructuredProps(Name, Type);
      continue;
    }
    llvm::StringRef N = T.text(Name);
    DeclaredType DT;
    if (!isNull(Type))
      DT = typeFromNode(Type, T, Ctx.Apis, Ctx.B);
    for (auto &[Ty, PName] : Doc.Params)
      if (PName == N && !DT)
        DT = typeFromJsDocText(Ty, Ctx.Apis, Ctx.B);
    Known K;
    if (DT && !DT.IsArray) {
      K.Ty = DT.Res->IsModel ? ValueType::Model : ValueType::Tensor;
      K.Res = DT.Res->Name;
    } else if (!DT && !Exported && I < Ctx.ParamHints[Id].size() &&
               Ctx.ParamHints[Id][I]) {
      K = {ValueType::Tensor, Ctx.DefaultResource};
    } else if (!DT && isNull(Type)) {
      // Untyped (plain JS): what its uses say it is.
      if (const Known *H = inferred(Name))
        K = *H;
    }
    ValueId V = addValue(N, K, Storage::Param, Name);
    if (DT.MaybeArray)
      MaybeArrays.insert(V);
    if (DT && DT.IsArray) {
      bind(N, NoValue, false);
      declare(N, Name);
      Scopes.back().Arrays[N] = Known{
          DT.Res->IsModel ? ValueType::Model : ValueType::Tensor, DT.Res->Name};
      continue;
    }
    bind(N, V, false);
    declare(N, Name);
  }
}

/// The type of property Prop in an object type literal annotation
/// (`{ model }: { model: tf.GraphModel }`), if it names a resource.
static DeclaredType propertyType(TSNode Type, llvm::StringRef Prop,
                                 const SyntaxTree &T,
                                 const apis::ApiDatabase &Apis,
                                 const Bindings &B) {
  if (isNull(Type))
    return {};
  TSNode Obj =
      is(Type, "type_annotation") ? ts_node_named_child(Type, 0) : Type;
  if (!is(Obj, "object_type"))
    return {};
  for (TSNode Member : namedChildren(Obj))
    if (is(Member, "property_signature") &&
        T.text(field(Member, "name")) == Prop)
      return typeFromNode(field(Member, "type"), T, Apis, B);
  return {};
}

void FunctionLowering::bindDestructuredProps(TSNode Pattern, TSNode Type) {
  // React-style props: `function View({ model, video }: Props)`. Each name
  // is a borrowed view of the caller's object: typed from the annotation's
  // object type literal, or (plain JS) by its uses; never owned here, so it
  // is a local with no creating op.
  for (TSNode Part : namedChildren(Pattern)) {
    TSNode Name = Part;
    if (is(Part, "pair_pattern"))
      Name = field(Part, "value");
    else if (is(Part, "object_assignment_pattern"))
      Name = field(Part, "left");
    if (!is(Name, "identifier") &&
        !is(Name, "shorthand_property_identifier_pattern"))
      continue;
    llvm::StringRef Prop =
        is(Part, "pair_pattern") ? T.text(field(Part, "key")) : T.text(Name);
    Known K;
    if (DeclaredType DT = propertyType(Type, Prop, T, Ctx.Apis, Ctx.B);
        DT && !DT.IsArray) {
      K.Ty = DT.Res->IsModel ? ValueType::Model : ValueType::Tensor;
      K.Res = DT.Res->Name;
    } else if (const Known *H = inferred(Name)) {
      K = *H;
    }
    llvm::StringRef N = T.text(Name);
    if (K.Ty == ValueType::Other) {
      bind(N, NoValue, false);
    } else {
      ValueId V = addValue(N, K, Storage::Local, Name);
      bind(N, V, false);
    }
    declare(N, Name);
  }
}

void FunctionLowering::lowerBody() {
  TSNode Body = field(FI.Node, "body");
  if (is(Body, "statement_block") && lowerGeneratorBody())
    return;
  if (is(Body, "statement_block")) {
    lowerStatements(Body, 1);
    return;
  }
  if (!isNull(Body)) // concise arrow body: an implicit return
    lowerReturn(Body, Body, 1);
}

bool FunctionLowering::tooDeep(TSNode N, unsigned Depth) {
  // Besides the nesting bound, the stack this thread has used: frames are
  // several times larger under sanitizers, and a worker thread's stack is
  // no bigger than the main thread's (8 MiB by default).
  // Frame addresses, not locals' addresses: under ASan locals may live on a
  // heap-allocated fake stack.
  constexpr uintptr_t MaxStackBytes = 3u << 20;
  uintptr_t Used =
      Ctx.StackBase - reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
  if (Depth < Ctx.Opts.MaxDepth && (Ctx.StackBase == 0 || Used < MaxStackBytes))
    return false;
  Ctx.reportDepth(T.begin(N));
  return true;
}

void FunctionLowering::lowerStatements(TSNode Block, unsigned Depth) {
  // The statements of a block, a program or a switch case, in order, with
  // the guard of an early return (`if (m) return m;`) applying to the rest.
  for (TSNode S : namedChildren(Block))
    lowerStmt(S, Depth + 1);
}

void FunctionLowering::holdElements(llvm::StringRef Name,
                                    llvm::ArrayRef<ValueId> Elems,
                                    bool Assigned) {
  // An assignment fills the variable where it is declared (`let valData;
  // if (split) { valData = [a, b]; } ... tf.dispose(valData)`), not the
  // block it is made in; a variable of no scope here (a module's, a
  // captured one) is this function's.
  Scope *Home = &Scopes.back();
  if (Assigned) {
    Home = &Scopes.front();
    for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
      if (It->Names.count(Name)) {
        Home = &*It;
        break;
      }
  }
  Home->Aggregates[Name] = {Elems.begin(), Elems.end()};
  // `const parts = [a.gather(i), b.gather(i)]`: the fresh elements live as
  // long as the array's name, not just until the end of the statement;
  // `tf.dispose(parts)` releases them.
  for (ValueId E : Elems) {
    auto It = llvm::find(StmtTemps, E);
    if (It == StmtTemps.end())
      continue;
    StmtTemps.erase(It);
    Home->Kill.push_back(E);
  }
}

void FunctionLowering::holdWhatIsDeclared(llvm::StringRef Name,
                                          const ExprVal &R, TSNode Init,
                                          bool Named) {
  if (!R.Elems.empty())
    holdElements(Name, R.Elems);
  // A name bound to no one tensor may hold others' elements by key.
  if (!Named)
    if (std::optional<Repack> RP = repackMade(Init))
      Scopes.back().Repacks[Name] = std::move(*RP);
}

void FunctionLowering::finishStatement(TSNode At) {
  for (ValueId V : StmtTemps)
    emit(OpKind::Kill, At).Dst = V;
  StmtTemps.clear();
}

void FunctionLowering::lowerStmt(TSNode S, unsigned Depth) {
  if (tooDeep(S, Depth))
    return;
  llvm::StringRef Ty = type(S);
  if (Ty == "comment" || Ty == "empty_statement")
    return;
  if (Ty == "expression_statement") {
    for (TSNode E : namedChildren(S))
      lowerExpr(E, nullptr, Depth + 1);
    finishStatement(S);
  } else if (Ty == "lexical_declaration" || Ty == "variable_declaration") {
    lowerDeclaration(S, Depth);
    noteDeclaredPlaces(S);
  } else if (Ty == "statement_block") {
    pushScope();
    lowerStatements(S, Depth);
    popScope(true, S);
  } else if (Ty == "if_statement") {
    lowerIf(S, Depth);
  } else if (isLoop(S)) {
    lowerLoop(S, {}, Depth);
  } else if (Ty == "switch_statement") {
    lowerSwitch(S, Depth);
  } else if (Ty == "try_statement") {
    lowerTry(S, Depth);
  } else if (Ty == "return_statement") {
    lowerReturn(S, ts_node_named_child(S, 0), Depth);
  } else if (Ty == "break_statement") {
    lowerJump(S, true);
  } else if (Ty == "continue_statement") {
    lowerJump(S, false);
  } else if (Ty == "throw_statement") {
    lowerThrow(S, Depth);
  } else if (Ty == "labeled_statement") {
    TSNode Body = field(S, "body");
    llvm::StringRef Label = T.text(field(S, "label"));
    if (isLoop(Body)) {
      lowerLoop(Body, Label, Depth + 1);
    } else {
      BlockId After = newBlock();
      Loops.push_back({After, NoValue, Label, Scopes.size(), Trys.size()});
      lowerStmt(Body, Depth + 1);
      Loops.pop_back();
      jumpTo(After);
    }
  } else if (Ty == "export_statement") {
    TSNode D = field(S, "declaration");
    if (!isNull(D))
      lowerStmt(D, Depth + 1);
    TSNode V = field(S, "value");
    if (!isNull(V)) {
      lowerExpr(V, nullptr, Depth + 1);
      finishStatement(S);
    }
  } else if (Ty == "function_declaration" ||
             Ty == "generator_function_declaration") {
    lowerClosure(S, false);
  } else if (Ty == "class_declaration" || Ty == "abstract_class_declaration") {
    // Methods are functions of their own; static blocks/initializers are
    // expressions of this function.
    lowerExpr(field(S, "body"), nullptr, Depth + 1);
    finishStatement(S);
  } else if (Ty == "import_statement" || Ty == "debugger_statement" ||
             Ty.ends_with("_declaration") || Ty == "ERROR") {
    // Imports are resolved up front; TS-only declarations hold no code.
    if (Ty == "ERROR")
      for (TSNode C : namedChildren(S))
        lowerStmt(C, Depth + 1);
  } else {
    lowerExpr(S, nullptr, Depth + 1);
    finishStatement(S);
  }
}

/// Whether a declaration's initializer can hold a tensor that the frontend
/// does not see created: nothing yet, a name, a property, an element, the
/// result of a call. Literals and `new X()` cannot.
static bool mayHoldTensor(TSNode Init, const SyntaxTree &T) {
  (void)T;
  if (isNull(Init))
    return true;
  if (is(Init, "await_expression"))
    Init = stripParens(ts_node_named_child(Init, 0));
  return is(Init, "identifier") || is(Init, "member_expression") ||
         is(Init, "subscript_expression") || is(Init, "call_expression") ||
         is(Init, "null") || is(Init, "undefined");
}

void FunctionLowering::lowerDeclaration(TSNode Decl, unsigned Depth) {
  bool BlockScoped = false;
  for (TSNode C : allChildren(Decl))
    if (type(C) == "let" || type(C) == "const")
      BlockScoped = true;
  bool TopLevel = Id == 0 && Scopes.size() == 1;
  Storage St = TopLevel ? Storage::Module : Storage::Local;
  JsDoc Doc;
  auto DocIt = Ctx.Index.DocBefore.find(key(Decl));
  if (DocIt != Ctx.Index.DocBefore.end())
    Doc = parseJsDoc(T.text(DocIt->second));
  for (TSNode VD : namedChildren(Decl)) {
    if (!is(VD, "variable_declarator"))
      continue;
    TSNode Name = field(VD, "name"), Value = field(VD, "value");
    // `const tf = require('@tensorflow/tfjs')` is an import (Bindings):
    // binding it here would shadow it.
    TSNode VS = stripParens(Value);
    if (is(VS, "call_expression") && T.text(field(VS, "function")) == "require")
      continue;
    DeclaredType DT = typeFromNode(field(VD, "type"), T, Ctx.Apis, Ctx.B);
    // `const q = predict(s) as tf.Tensor`: the cast declares the type.
    if (TSNode Cast = Value; !DT && !isNull(Cast)) {
      while (is(Cast, "parenthesized_expression"))
        Cast = ts_node_named_child(Cast, 0);
      if (is(Cast, "as_expression"))
        DT = typeFromNode(ts_node_named_child(Cast, 1), T, Ctx.Apis, Ctx.B);
    }
    if (!DT && !Doc.Type.empty())
      DT = typeFromJsDocText(Doc.Type, Ctx.Apis, Ctx.B);
    Known DK;
    if (DT)
      DK = {DT.Res->IsModel ? ValueType::Model : ValueType::Tensor,
            DT.Res->Name};
    if (is(Name, "identifier")) {
      llvm::StringRef N = T.text(Name);
      Dest D;
      D.Name = N.str();
      D.Store = St;
      D.Target = Name;
      D.Declare = true;
      D.BlockScoped = BlockScoped && !TopLevel;
      if (DT && !DT.IsArray)
        D.Declared = DK;
      ExprVal R;
      if (!isNull(Value)) {
        R = lowerExpr(Value, &D, Depth + 1);
        withAggregate(Value, R); // const all = parts
      }
      declareAlias(D, R, VD); // const b = a
      if (D.Made == NoValue) {
        const Known *H = nullptr;
        if (!DT && mayHoldTensor(VS, T) &&
            !declaresOtherType(field(VD, "type"), T, Ctx.Apis, Ctx.B))
          H = inferred(Name);
        if (DT && DT.IsArray) {
          bind(N, NoValue, false);
          Scopes.back().Arrays[N] = DK;
        } else if (DT) {
          materialize(D, DK);
        } else if (H) {
          materialize(D, *H); // used as a tensor or model below
        } else {
          bind(N, NoValue, false);
        }
      }
      declare(N, Name);
      // `const outs = model.execute(x, names) as tf.Tensor[]`: what several
      // outputs come in is an array, whose slice() and concat() are the
      // array's (the elements borrowed from it), not the tensor ops.
      if ((DT.MaybeArray || DT.IsArray) && D.Made != NoValue)
        MaybeArrays.insert(D.Made);
      holdWhatIsDeclared(N, R, Value, /*Named=*/D.Made != NoValue);
      if (TopLevel && D.Made != NoValue)
        Ctx.setModuleVar(N, knownOf(D.Made));
    } else if (is(Name, "array_pattern") || is(Name, "object_pattern")) {
      // const [a, b] = tf.split(x, 2): each element is a created tensor.
      std::vector<Dest> Elems;
      llvm::SmallVector<TSNode, 4> Ids = patternNames(Name);
      llvm::SmallVector<llvm::StringRef, 4> Keys;
      for (TSNode Id : Ids) {
        TSNode Pair = ts_node_parent(Id);
        Keys.push_back(is(Pair, "pair_pattern")     ? T.text(field(Pair, "key"))
                       : is(Name, "object_pattern") ? T.text(Id)
                                                    : llvm::StringRef());
      }
      Elems.resize(Ids.size());
      Dest Multi;
      for (size_t I = 0; I < Ids.size(); ++I) {
        Elems[I].Key = Keys[I].str();
        Elems[I].Name = T.text(Ids[I]).str();
        Elems[I].Store = St;
        Elems[I].Target = Ids[I];
        Elems[I].Declare = true;
        Elems[I].BlockScoped = BlockScoped && !TopLevel;
        Multi.Multi.push_back(&Elems[I]);
      }
      // const [flag, keypoints] = prediction: prediction's outputs by
      // position (holes count).
      ValueId Several = is(Name, "array_pattern") && !Ids.empty()
                            ? severalOutputs(stripParens(Value))
                            : NoValue;
      // const [xs, ys] = [tf.tensor(a), tf.tensor(b)], const {a, b} = {a:
      // ..., b: ...}: each element of the literal initializes the name in
      // its place, as separate declarations would.
      std::vector<std::pair<TSNode, Dest *>> Inits;
      if (Several == NoValue && !isNull(Value) && !Ids.empty() &&
          pairLiteralWithPattern(Name, stripParens(Value), Ids, Elems, Inits)) {
        for (auto &[Init, Into] : Inits) {
          if (!Into) {
            lowerExpr(Init, nullptr, Depth + 1);
            continue;
          }
          declareAlias(*Into, lowerExpr(Init, Into, Depth + 1), VD);
        }
      } else if (Several != NoValue) {
        llvm::StringRef Array = T.text(stripParens(Value));
        unsigned Pos = 0, Next = 0;
        for (TSNode C : allChildren(Name)) {
          if (type(C) == ",")
            ++Pos;
          else if (Next < Ids.size() && ts_node_eq(C, Ids[Next]))
            takeOutputElement(Several, Array,
                              (Array + "[" + llvm::Twine(Pos) + "]").str(),
                              Elems[Next++], C);
        }
      } else if (!isNull(Value)) {
        lowerExpr(Value, Ids.empty() ? nullptr : &Multi, Depth + 1);
      }
      for (size_t I = 0; I < Ids.size(); ++I) {
        Dest &E = Elems[I];
        // `const [model] = useModel()`, `const {xs} = batch`: a name of
        // unknown type is typed by its uses, as a plain name is
        // (UseInference).
        const Known *H = nullptr;
        if (E.Made == NoValue && !DT && mayHoldTensor(VS, T))
          H = inferred(Ids[I]);
        if (H) {
          materialize(E, *H);
          if (TopLevel)
            Ctx.setModuleVar(E.Name, knownOf(E.Made));
        } else if (E.Made == NoValue) {
          bind(E.Name, NoValue, false);
        }
        declare(E.Name, Ids[I]);
      }
    }
  }
  finishStatement(Decl);
}

void FunctionLowering::declareAlias(Dest &D, const ExprVal &R, TSNode At) {
  if (D.Made != NoValue || !isTensorish(R.V) || R.IntoDest)
    return;
  ValueId V = materialize(D, knownOf(R.V));
  Op &O = emit(OpKind::Assign, At);
  O.Dst = V;
  O.Src = R.V;
}

bool FunctionLowering::pairLiteralWithPattern(
    TSNode Pattern, TSNode Literal, llvm::ArrayRef<TSNode> Ids,
    std::vector<Dest> &Elems, std::vector<std::pair<TSNode, Dest *>> &Out) {
  // The name (one of Ids) an element of the pattern binds; null for a hole.
  auto DestOf = [&](TSNode E) -> Dest * {
    for (size_t I = 0; I < Ids.size(); ++I)
      if (ts_node_eq(E, Ids[I]))
        return &Elems[I];
    return nullptr;
  };
  Out.clear();
  if (is(Pattern, "array_pattern") && is(Literal, "array")) {
    // By position; holes count. Defaults, rests, spreads and nested
    // patterns: not paired.
    auto Elements = [&](TSNode N, std::vector<TSNode> &Into) {
      TSNode Pending{};
      for (TSNode C : allChildren(N)) {
        llvm::StringRef Ty = type(C);
        if (Ty == "[" || Ty == "]")
          continue;
        if (Ty == ",") {
          Into.push_back(Pending);
          Pending = TSNode{};
          continue;
        }
        if (Ty == "comment")
          continue;
        if (Ty == "assignment_pattern" || Ty == "rest_pattern" ||
            Ty == "spread_element" || Ty == "array_pattern" ||
            Ty == "object_pattern")
          return false;
        Pending = C;
      }
      if (!isNull(Pending))
        Into.push_back(Pending);
      return true;
    };
    std::vector<TSNode> Names, Values;
    if (!Elements(Pattern, Names) || !Elements(Literal, Values))
      return false;
    for (size_t I = 0; I < Values.size(); ++I)
      if (!isNull(Values[I]))
        Out.push_back({Values[I], I < Names.size() && !isNull(Names[I])
                                      ? DestOf(Names[I])
                                      : nullptr});
    return true;
  }
  if (is(Pattern, "object_pattern") && is(Literal, "object")) {
    // By key. Computed keys, defaults, rests and spreads: not paired.
    auto KeyText = [&](TSNode K) -> std::optional<std::string> {
      if (is(K, "property_identifier") ||
          is(K, "shorthand_property_identifier") ||
          is(K, "shorthand_property_identifier_pattern"))
        return T.text(K).str();
      if (is(K, "string"))
        return T.text(K).drop_front().drop_back().str();
      return std::nullopt;
    };
    llvm::StringMap<Dest *> ByKey;
    for (TSNode E : namedChildren(Pattern)) {
      if (is(E, "pair_pattern")) {
        std::optional<std::string> K = KeyText(field(E, "key"));
        if (!K)
          return false;
        ByKey[*K] = DestOf(field(E, "value"));
      } else if (is(E, "shorthand_property_identifier_pattern")) {
        ByKey[T.text(E)] = DestOf(E);
      } else if (!is(E, "comment")) {
        return false;
      }
    }
    for (TSNode E : namedChildren(Literal)) {
      if (is(E, "pair")) {
        std::optional<std::string> K = KeyText(field(E, "key"));
        if (!K)
          return false;
        auto It = ByKey.find(*K);
        Out.push_back(
            {field(E, "value"), It == ByKey.end() ? nullptr : It->second});
      } else if (is(E, "shorthand_property_identifier")) {
        auto It = ByKey.find(T.text(E));
        Out.push_back({E, It == ByKey.end() ? nullptr : It->second});
      } else if (is(E, "method_definition") || is(E, "comment")) {
        continue;
      } else {
        return false;
      }
    }
    return true;
  }
  return false;
}

bool FunctionLowering::declaresItself(llvm::StringRef Name) const {
  // What it reads of the module or captures is in its scopes too.
  for (const Scope &S : llvm::reverse(Scopes))
    if (auto It = S.Names.find(Name); It != S.Names.end())
      return It->second == NoValue ||
             (F.Values[It->second].Store != Storage::Module &&
              !CaptureValues.count(It->second));
  return false;
}

TSNode FunctionLowering::predicateReturn(TSNode Call, bool &ThisMember) {
  ThisMember = false;
  if (ts_node_named_child_count(field(Call, "arguments")) != 0)
    return {};
  TSNode Fn = stripParens(field(Call, "function"));
  FunctionId Callee = NoFunction;
  if (is(Fn, "identifier")) {
    llvm::StringRef Name = T.text(Fn);
    if (declaresItself(Name))
      return {};
    if (std::optional<FunctionId> Id = Ctx.Index.byName(Name);
        Id && *Id != 0 &&
        (Ctx.Index.Functions[*Id].Parent == 0 ||
         Ctx.Index.Functions[*Id].Parent == NoFunction))
      Callee = *Id;
  } else if (is(Fn, "member_expression") &&
             is(stripParens(field(Fn, "object")), "this")) {
    llvm::StringRef Prop = T.text(field(Fn, "property"));
    Callee = classMember(Prop);
    if (Callee == NoFunction)
      Callee = objectLiteralMember(Prop);
    ThisMember = true;
  }
  if (Callee == NoFunction || Callee == 0)
    return {};
  TSNode Node = Ctx.Index.Functions[Callee].Node;
  if (!isNull(field(Node, "parameter")) ||
      ts_node_named_child_count(field(Node, "parameters")) != 0)
    return {};
  TSNode Body = field(Node, "body");
  if (!is(Body, "statement_block"))
    return Body; // an arrow's expression
  TSNode Only{};
  for (TSNode S : namedChildren(Body)) {
    if (is(S, "comment"))
      continue;
    if (!isNull(Only))
      return {};
    Only = S;
  }
  return is(Only, "return_statement") ? ts_node_named_child(Only, 0) : TSNode{};
}

/// `!m`, `m == null`, `m === undefined`, `typeof m === 'undefined'`, a
/// predicate's test: the tested target. Negated is set when the condition
/// means "m is missing".
std::string FunctionLowering::guardTarget(TSNode C, bool &Negated,
                                          unsigned Depth) {
  C = stripParens(C);
  Negated = false;
  // `!m`, and `!!m`, `!isReady()`: the inner test, the other way round.
  if (is(C, "unary_expression") && T.text(field(C, "operator")) == "!") {
    TSNode Arg = stripParens(field(C, "argument"));
    bool Inner = false;
    std::string Target = guardTarget(Arg, Inner, Depth);
    Negated = !Inner;
    return Target.empty() ? norm(Arg) : Target;
  }
  // `if (isReady()) return;` with `const isReady = () => !!model`: the
  // predicate's own test, which names the same module variable (or field
  // of `this`) here as there.
  if (is(C, "call_expression")) {
    if (Depth >= 2)
      return {};
    bool ThisMember = false;
    TSNode Returned = predicateReturn(C, ThisMember);
    if (isNull(Returned))
      return {};
    std::string Target = guardTarget(Returned, Negated, Depth + 1);
    llvm::StringRef Root = llvm::StringRef(Target).split('.').first;
    bool SameHere =
        ThisMember ? Root == "this" : Root != "this" && !declaresItself(Root);
    if (!SameHere)
      Negated = false;
    return SameHere ? Target : std::string();
  }
  if (is(C, "binary_expression")) {
    llvm::StringRef Op = T.text(field(C, "operator"));
    TSNode L = stripParens(field(C, "left")),
           R = stripParens(field(C, "right"));
    llvm::StringRef RT = T.text(R);
    bool Null = RT == "null" || RT == "undefined" || RT == "'undefined'" ||
                RT == "\"undefined\"";
    if (is(L, "unary_expression") && T.text(field(L, "operator")) == "typeof")
      L = field(L, "argument");
    if (Null && (Op == "==" || Op == "===")) {
      Negated = true;
      return norm(L);
    }
    if (Null && (Op == "!=" || Op == "!=="))
      return norm(L);
    // `if (x instanceof tf.Tensor) tf.dispose(x)`: on the other branch x
    // holds no tensor.
    if (Op == "instanceof")
      return norm(L);
  }
  if (is(C, "identifier") || is(C, "member_expression"))
    return norm(C);
  return {};
}

std::string FunctionLowering::missingInDisjunction(TSNode C) {
  // `if (sessions === null || sessionsGpu !== gpu) sessions = load(gpu)`:
  // loaded when missing, or again when its settings changed. Either way the
  // author caches it; the branch does not prove it missing, though.
  C = stripParens(C);
  if (!is(C, "binary_expression") || T.text(field(C, "operator")) != "||")
    return {};
  for (const char *Side : {"left", "right"}) {
    bool Negated = false;
    std::string Target = guardTarget(field(C, Side), Negated);
    if (Negated && !Target.empty())
      return Target;
    if (Target = missingInDisjunction(field(C, Side)); !Target.empty())
      return Target;
  }
  return {};
}

llvm::SmallVector<std::string, 2>
FunctionLowering::placesTestedPresent(TSNode C, llvm::StringRef Op,
                                      bool Every) {
  llvm::SmallVector<std::string, 2> Names;
  llvm::SmallVector<TSNode, 4> Work{C};
  while (!Work.empty()) {
    TSNode N = stripParens(Work.pop_back_val());
    if (is(N, "binary_expression") && T.text(field(N, "operator")) == Op) {
      Work.push_back(field(N, "right"));
      Work.push_back(field(N, "left"));
      continue;
    }
    bool Negated = false;
    std::string Target = guardTarget(N, Negated);
    if (!Target.empty() && !Negated && !is(N, "call_expression"))
      Names.push_back(std::move(Target));
    else if (Every)
      return {};
  }
  if (Every && Names.size() < 2)
    return {};
  return Names;
}

llvm::SmallVector<std::string, 2>
FunctionLowering::presentInConjunction(TSNode C) {
  return placesTestedPresent(C, "&&", /*Every=*/true);
}

llvm::SmallVector<std::string, 2>
FunctionLowering::presentInDisjunction(TSNode C) {
  // `this.model || this.busy`: each place whose presence a side tests
  // (of a disjunction only: `!(a && b)` says neither is missing).
  C = stripParens(C);
  if (!is(C, "binary_expression") || T.text(field(C, "operator")) != "||")
    return {};
  return placesTestedPresent(C, "||", /*Every=*/false);
}

void FunctionLowering::lowerIf(TSNode S, unsigned Depth) {
  TSNode Cond = field(S, "condition");
  lowerExpr(Cond, nullptr, Depth + 1);
  finishStatement(Cond);
  // `if (false)`, `if (MODE === 'train')` with `const MODE = 'test'`: only
  // the branch the condition takes runs; the other is left out, as a
  // comment is.
  if (std::optional<bool> Fixed = constantCondition(Cond)) {
    if (*Fixed) {
      TSNode Then = field(S, "consequence");
      pushScope();
      lowerStmt(Then, Depth + 1);
      popScope(true, Then);
    } else if (TSNode Else = field(S, "alternative"); !isNull(Else)) {
      pushScope();
      for (TSNode C : namedChildren(Else)) // else_clause
        lowerStmt(C, Depth + 1);
      popScope(true);
    }
    return;
  }
  bool Negated = false;
  std::string Target = guardTarget(Cond, Negated);
  BlockId Head = Cur, Join = newBlock();
  TSNode Else = field(S, "alternative");
  // `if (t) keep(t);` with no else: t is null on the way around. Noted
  // before the branch is lowered: a release inside it must not hide the test.
  bool Bypass = isNull(Else) && !Negated && !Target.empty();
  if (Bypass) {
    Cur = newBlock();
    edge(Head, Cur);
    noteNullOnBranch(Target, Cond);
    edge(Cur, Join);
  }
  // Then.
  Cur = newBlock();
  edge(Head, Cur);
  size_t G = Guards.size();
  if (Negated && !Target.empty())
    Guards.push_back(Target);
  else if (std::string Missing = missingInDisjunction(Cond); !Missing.empty())
    Guards.push_back(Missing);
  TSNode Then = field(S, "consequence");
  pushScope();
  if (Negated)
    noteNullOnBranch(Target, Cond);
  lowerStmt(Then, Depth + 1);
  popScope(true, Then);
  Guards.resize(G);
  bool ThenExits = F.Blocks[Cur].Succs.empty() && F.Blocks[Cur].Ops.empty() &&
                   Cur != Head; // unreachable
  edge(Cur, Join);
  // Else.
  if (!isNull(Else)) {
    Cur = newBlock();
    edge(Head, Cur);
    if (!Negated && !Target.empty())
      Guards.push_back(Target);
    // `if (this.mean && this.variance) ... else { fill both }`: one is
    // missing here, and what fills them runs only until both are there.
    else if (Target.empty())
      llvm::append_range(Guards, presentInConjunction(Cond));
    pushScope();
    if (!Negated)
      noteNullOnBranch(Target, Cond);
    for (TSNode C : namedChildren(Else)) // else_clause
      lowerStmt(C, Depth + 1);
    popScope(true);
    Guards.resize(G);
    edge(Cur, Join);
  } else if (!Bypass) {
    edge(Head, Join);
  }
  Cur = Join;
  // `if (m) return m;`: the rest of the block runs only when m is missing;
  // after `if (this.model || this.busy) return;`, when both are.
  if (isNull(Else) && (Target.empty() || !Negated)) {
    TSNode Body =
        is(Then, "statement_block") ? ts_node_named_child(Then, 0) : Then;
    if (is(Body, "return_statement") || is(Body, "throw_statement")) {
      if (!Target.empty())
        Guards.push_back(Target);
      else
        llvm::append_range(Guards, presentInDisjunction(Cond));
    }
  }
  (void)ThenExits;
}

void FunctionLowering::noteNullOnBranch(llvm::StringRef Target, TSNode At) {
  // `if (r === null) return null;`: on this branch the local r holds no
  // object, so whatever it may hold elsewhere is not this path's to free.
  if (Target.empty() || Target.contains('.'))
    return;
  ValueId V = NoValue;
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    if (auto N = It->Names.find(Target); N != It->Names.end()) {
      V = N->second;
      break;
    }
  // After a dispose, the test is no use of the tensor (and may be how the
  // code checks for it): leave it alone. A local of unknown type may hold
  // a helper's tensor (summaries of other files come later): it is null
  // here all the same.
  if (V == NoValue || F.Values[V].Store != Storage::Local || Released.count(V))
    return;
  Op &O = emit(OpKind::AssumeNull, At);
  O.Src = V;
}

/// A loop condition that is always true: the literal `true`, or no
/// condition at all in a `for (;;)` (EmptyIsTrue).
static bool alwaysTrue(TSNode Cond, bool EmptyIsTrue) {
  // tree-sitter-javascript keeps `for (;;)`'s empty condition as a ";"
  // empty_statement node, or no node.
  if (isNull(Cond) || is(Cond, "empty_statement"))
    return EmptyIsTrue;
  if (is(Cond, "expression_statement") && ts_node_named_child_count(Cond) == 1)
    Cond = ts_node_named_child(Cond, 0);
  Cond = stripParens(Cond);
  if (is(Cond, "true"))
    return true;
  return false;
}

void FunctionLowering::lowerLoop(TSNode S, llvm::StringRef Label,
                                 unsigned Depth) {
  llvm::StringRef Ty = type(S);
  // `while (false) {...}`: the body never runs (ConstantConditions.cpp).
  if (Ty == "while_statement")
    if (std::optional<bool> Fixed = constantCondition(field(S, "condition"));
        Fixed && !*Fixed) {
      lowerExpr(field(S, "condition"), nullptr, Depth + 1);
      finishStatement(S);
      return;
    }
  pushScope(); // for (let i ...) / for (const t of ...)
  BlockId Head = newBlock(), Exit = newBlock();
  BlockId Cont = Head;
  TSNode Body = field(S, "body");
  Known ElemKnown;
  TSNode LoopVar{};
  // What the loop releases element by element: released where it ends.
  TSNode EachReleased = elementsReleasedBy(S);
  ExprVal Walked;
  // `for (const { a, b } of pairs)` over an array repacked from others.
  std::optional<Repack> WalkedRepack;
  if (Ty == "for_in_statement" && T.text(field(S, "operator")) == "of")
    if (TSNode R = stripParens(field(S, "right")); is(R, "identifier"))
      if (const Repack *RP = repackOf(T.text(R)))
        WalkedRepack = *RP;
  if (Ty == "for_statement") {
    TSNode Init = field(S, "initializer");
    if (!isNull(Init))
      lowerStmt(Init, Depth + 1);
    jumpTo(Head);
    TSNode Cond = field(S, "condition");
    if (!isNull(Cond)) {
      lowerExpr(Cond, nullptr, Depth + 1);
      finishStatement(Cond);
    }
    if (!isNull(field(S, "increment")))
      Cont = newBlock();
  } else if (Ty == "for_in_statement") {
    TSNode Right = field(S, "right");
    Walked = lowerExpr(Right, nullptr, Depth + 1);
    withAggregate(Right, Walked);
    finishStatement(Right);
    LoopVar = field(S, "left");
    bool Of = T.text(field(S, "operator")) == "of";
    if (is(stripParens(Right), "identifier") &&
        isUntyped(lookup(T.text(stripParens(Right)))))
      noteNotTensor(Right); // iterated: an array, map or object
    if (Of && is(stripParens(Right), "identifier"))
      if (const Known *K = arrayOf(T.text(stripParens(Right))))
        ElemKnown = *K;
    if (Of)
      noteWalkedFunctions(Right, Right, LoopVar, Body);
    jumpTo(Head);
  } else if (Ty == "while_statement") {
    jumpTo(Head);
    lowerExpr(field(S, "condition"), nullptr, Depth + 1);
    finishStatement(S);
  } else { // do_statement: the body runs first
    jumpTo(Head);
    Cont = newBlock();
  }
  BlockId Header = Cur;      // the condition may have added blocks
  BlockId CondExit = Header; // the block whose false edge leaves the loop
  BlockId BodyStart = newBlock();
  edge(Header, BodyStart);
  // `while (true)`, `for (;;)`: left by break, return or throw only.
  bool Endless = alwaysTrue(field(S, "condition"), Ty == "for_statement");
  if (Ty != "do_statement")
    edge(Header, Exit);
  size_t FirstBodyBlock = BodyStart;
  Cur = BodyStart;
  Loops.push_back({Exit, Cont, Label, Scopes.size(), Trys.size()});
  pushScope();
  if (is(LoopVar, "identifier") && ElemKnown.Ty == ValueType::Other)
    if (const Known *H = inferred(LoopVar))
      ElemKnown = *H; // for (const x of xs) { x.square() }
  if (is(LoopVar, "identifier") && ElemKnown.Ty != ValueType::Other) {
    // for (const t of tensors): each element is borrowed from the array.
    bind(T.text(LoopVar),
         addValue(T.text(LoopVar), ElemKnown, Storage::Local, LoopVar), false);
  } else if (is(LoopVar, "identifier")) {
    bind(T.text(LoopVar), NoValue, false);
  }
  if (is(LoopVar, "identifier"))
    declare(T.text(LoopVar), LoopVar);
  if (is(Body, "statement_block"))
    lowerStatements(Body, Depth + 1);
  else
    lowerStmt(Body, Depth + 1);
  popScope(true, is(Body, "statement_block") ? Body : TSNode{});
  Loops.pop_back();
  size_t LastBodyBlock = F.Blocks.size();
  for (size_t B = FirstBodyBlock; B < LastBodyBlock; ++B)
    F.Blocks[B].LoopBody = true;
  if (Ty == "do_statement") {
    jumpTo(Cont);
    lowerExpr(field(S, "condition"), nullptr, Depth + 1);
    finishStatement(S);
    edge(Cur, BodyStart);
    edge(Cur, Exit);
    CondExit = Cur;
    // The condition block is where the body starts again; Head only enters.
    edge(Head, BodyStart);
    F.Blocks[Header].Succs.erase(std::remove(F.Blocks[Header].Succs.begin(),
                                             F.Blocks[Header].Succs.end(),
                                             BodyStart),
                                 F.Blocks[Header].Succs.end());
    edge(Header, BodyStart);
  } else if (Cont != Head) {
    jumpTo(Cont);
    lowerExpr(field(S, "increment"), nullptr, Depth + 1);
    finishStatement(S);
    edge(Cur, Head);
  } else {
    edge(Cur, Head);
  }
  // An endless loop that no break leaves: its exit is reached only by the
  // condition's edge, which is never taken (a frame loop that runs for good
  // holds its webcam for good).
  if (Endless &&
      llvm::none_of(
          llvm::seq<size_t>(FirstBodyBlock, F.Blocks.size()), [&](size_t B) {
            return B != CondExit && llvm::is_contained(F.Blocks[B].Succs, Exit);
          }))
    F.Blocks[Exit].EndlessLoopExit = true;
  Cur = Exit;
  if (!isNull(EachReleased)) {
    // An index loop's array, or the record of `Object.values(r)`: lowered
    // here (a name's value, which lowering does not change).
    if (Ty == "for_statement" ||
        !ts_node_eq(EachReleased, stripParens(field(S, "right")))) {
      Walked = lowerExpr(EachReleased, nullptr, Depth + 1);
      withAggregate(EachReleased, Walked);
    }
    if (Walked.V == NoValue && is(EachReleased, "identifier"))
      Walked.V = arrayParam(T.text(EachReleased));
    release(Walked, TSNode{}, S, "for(dispose)");
  } else if (WalkedRepack) {
    releaseRepacked(*WalkedRepack, field(S, "left"), Body, S);
  }
  popScope(true);
}

void FunctionLowering::lowerSwitch(TSNode S, unsigned Depth) {
  lowerExpr(field(S, "value"), nullptr, Depth + 1);
  finishStatement(S);
  BlockId Dispatch = Cur, Exit = newBlock();
  Loops.push_back({Exit, NoValue, {}, Scopes.size(), Trys.size()});
  pushScope();
  bool HasDefault = false;
  BlockId Prev = NoValue;
  for (TSNode C : namedChildren(field(S, "body"))) {
    if (!is(C, "switch_case") && !is(C, "switch_default"))
      continue;
    HasDefault |= is(C, "switch_default");
    BlockId Case = newBlock();
    edge(Dispatch, Case);
    if (Prev != NoValue)
      edge(Prev, Case); // fall-through from the previous case
    Cur = Case;
    TSNode Value = field(C, "value");
    for (TSNode St : namedChildren(C))
      if (key(St) != key(Value))
        lowerStmt(St, Depth + 1);
    Prev = Cur;
  }
  if (Prev != NoValue)
    edge(Prev, Exit);
  if (!HasDefault)
    edge(Dispatch, Exit);
  popScope(false);
  Loops.pop_back();
  Cur = Exit;
}

void FunctionLowering::lowerTry(TSNode S, unsigned Depth) {
  TSNode Handler = field(S, "handler"), Finalizer = field(S, "finalizer");
  TSNode FinBody = isNull(Finalizer) ? TSNode{} : field(Finalizer, "body");
  BlockId Entry = Cur, Join = newBlock();
  BlockId Catch = isNull(Handler) ? NoValue : newBlock();
  Trys.push_back({FinBody, Catch, true});
  Cur = newBlock();
  edge(Entry, Cur);
  if (Catch != NoValue) // an exception can happen before anything ran
    edge(Entry, Catch);
  pushScope();
  lowerStatements(field(S, "body"), Depth + 1);
  popScope(true);
  Trys.back().InBody = false;
  if (Catch != NoValue) {
    BlockId AfterBody = Cur;
    Cur = Catch;
    pushScope();
    TSNode Param = field(Handler, "parameter");
    if (is(Param, "identifier"))
      bind(T.text(Param), NoValue, false);
    lowerStatements(field(Handler, "body"), Depth + 1);
    popScope(true);
    BlockId AfterCatch = Cur;
    // Both paths run the finally body; lower it once after the join point.
    Cur = newBlock();
    edge(AfterBody, Cur);
    edge(AfterCatch, Cur);
  }
  Trys.pop_back();
  if (!isNull(FinBody)) {
    pushScope();
    lowerStatements(FinBody, Depth + 1);
    popScope(true);
  }
  jumpTo(Join);
}

void FunctionLowering::copyFinallies(size_t DownTo, unsigned Depth) {
  // Innermost first; each copy runs without its own try context so a return
  // inside a finally does not copy itself.
  std::vector<TryCtx> Saved = Trys;
  for (size_t I = Saved.size(); I > DownTo; --I) {
    Trys.resize(I - 1);
    if (!isNull(Saved[I - 1].Finally)) {
      pushScope();
      lowerStatements(Saved[I - 1].Finally, Depth + 1);
      popScope(true);
    }
  }
  Trys = std::move(Saved);
}

bool FunctionLowering::escapeMatters(ValueId V) const {
  // A local of a type unknown here may hold what a helper of another file
  // returned (summaries come later), a parameter whatever the caller passed
  // (`buffer.push({state})` in a file that never names the library): it
  // escapes all the same. (An escape of a value that names nothing changes
  // nothing.)
  return isTensorish(V) ||
         (V != NoValue && (F.Values[V].Store == Storage::Local ||
                           F.Values[V].Store == Storage::Param));
}

bool FunctionLowering::canEscape(const ExprVal &R) const {
  return escapeMatters(R.V) || !R.Elems.empty();
}

void FunctionLowering::escapeValue(const ExprVal &R, EscapeKind K, TSNode At,
                                   bool CachePlace) {
  if (escapeMatters(R.V)) {
    Op &O = emit(OpKind::Escape, At);
    O.Src = R.V;
    O.Escape = K;
    O.CachePlace = CachePlace;
  }
  for (ValueId E : R.Elems) {
    Op &O = emit(OpKind::Escape, At);
    O.Src = E;
    O.Escape = K;
    O.Element = true;
    O.CachePlace = CachePlace;
  }
}

void FunctionLowering::namePlaceOfEscape(ValueId V, llvm::StringRef Name,
                                         TSNode At, bool Guarded,
                                         bool Receiver) {
  std::vector<Op> &Ops = F.Blocks[Cur].Ops;
  if (V == NoValue || Ops.empty() || Ops.back().Kind != OpKind::Escape ||
      Ops.back().Src != V || Ops.back().Element)
    return;
  // A value of its own, bound to no name: what the name looks up after the
  // store is unchanged.
  ValueId Place = addValue(Name, knownOf(V),
                           Receiver ? Storage::Field : Storage::Module, At);
  F.Values[Place].ReceiverField = Receiver;
  F.Blocks[Cur].Ops.back().Dst = Place;
  F.Blocks[Cur].Ops.back().Guarded = Guarded;
}

void FunctionLowering::escapeInto(const ExprVal &R, EscapeKind Plain, TSNode At,
                                  bool KeptForGood) {
  bool Model = isTensorish(R.V) && knownOf(R.V).Ty == ValueType::Model;
  escapeValue(R, KeptForGood && Model ? EscapeKind::Cache : Plain, At,
              KeptForGood && !Model);
}

bool FunctionLowering::returnsPromise(TSNode E) {
  E = stripParens(E);
  if (is(E, "await_expression"))
    return false;
  if (is(E, "new_expression"))
    return T.text(field(E, "constructor")) == "Promise";
  if (!is(E, "call_expression"))
    return false;
  TSNode Fn = stripParens(field(E, "function"));
  if (is(Fn, "member_expression")) {
    llvm::StringRef P = T.text(field(Fn, "property"));
    if (P == "then" || P == "catch" || P == "finally")
      return true;
    if (T.text(field(Fn, "object")) == "Promise")
      return true;
  }
  if (is(Fn, "identifier") && !isLocal(T.text(Fn))) {
    std::optional<ir::FunctionId> Callee = Ctx.Index.byName(T.text(Fn));
    if (Callee && Ctx.Index.Functions[*Callee].IsAsync)
      return true;
  }
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  if (calleeParts(Fn, T, Parts))
    if (const apis::ApiEntry *AE =
            resolveLibraryCall(Parts, isLocal(Parts[0]), Ctx.B, Ctx.Apis))
      return AE->ReturnsPromise;
  // Methods of a known tensor or model (model.executeAsync(x)). A receiver
  // of unknown type (an untyped parameter, a chained call, a cast) gets only
  // the tensor methods that read it (x.square().data()), as in lowerCall.
  if (is(Fn, "member_expression")) {
    TSNode Obj = stripParens(field(Fn, "object"));
    llvm::StringRef Prop = T.text(field(Fn, "property"));
    ValueId R = NoValue;
    if (is(Obj, "identifier"))
      R = lookup(T.text(Obj));
    if (isTensorish(R)) {
      if (const apis::ApiEntry *AE =
              Ctx.Apis.lookupMethod(ValKnown[R].Res, Prop))
        return AE->ReturnsPromise;
      return false;
    }
    if (const apis::ApiEntry *AE =
            Ctx.Apis.lookupMethod(Ctx.DefaultResource, Prop))
      return AE->ReturnsPromise && AE->Kind == apis::ApiKind::Borrow;
  }
  return false;
}

void FunctionLowering::lowerReturn(TSNode S, TSNode Value, unsigned Depth) {
  // Inside a tslib state machine, `return [op, ...]` is an instruction.
  if (Gen && lowerGeneratorReturn(S, Value, Depth))
    return;
  lowerPlainReturn(S, Value, Depth);
}

void FunctionLowering::lowerPlainReturn(TSNode S, TSNode Value,
                                        unsigned Depth) {
  if (!isNull(Value)) {
    if (returnsPromise(Value))
      F.Attrs.ReturnsPromise = true;
    // `return predict(x)`, `() => predict(x)`: what a helper of this file
    // returns is returned in turn (lowerUserCall binds it).
    TSNode Returned = stripParens(Value);
    if (is(Returned, "await_expression"))
      Returned = stripParens(ts_node_named_child(Returned, 0));
    TSNode Outer = ReturnedCall;
    ReturnedCall = is(Returned, "call_expression") ? Returned : TSNode{};
    ExprVal R = lowerExpr(Value, nullptr, Depth + 1);
    ReturnedCall = Outer;
    noteReturnedFunctions(Value);
    TSNode V = stripParens(Value);
    if (is(V, "identifier"))
      if (auto *Agg = aggregate(T.text(V)))
        R.Elems.append(Agg->begin(), Agg->end());
    escapeValue(R, EscapeKind::Return, S);
    if (isTensorish(R.V))
      Ctx.setReturn(Id, knownOf(R.V));
    else if (llvm::any_of(R.Elems, [&](ValueId E) { return isTensorish(E); }))
      Ctx.setReturn(Id, Known{ValueType::Tensor, Ctx.DefaultResource});
  }
  finishStatement(S);
  copyFinallies(0, Depth);
  F.Blocks[Cur].Term = TermKind::Return;
  F.Blocks[Cur].TermRange = T.range(S);
  if (key(S) == key(Value)) // concise body: not an explicit return
    F.Blocks[Cur].Term = TermKind::FallThrough;
  edge(Cur, NoFunction); // retargeted to the exit block in run()
  unreachable();
}

void FunctionLowering::lowerJump(TSNode S, bool IsBreak) {
  llvm::StringRef Label = T.text(field(S, "label"));
  for (auto It = Loops.rbegin(); It != Loops.rend(); ++It) {
    if (!Label.empty() && It->Label != Label)
      continue;
    BlockId Target = IsBreak ? It->Break : It->Continue;
    if (Target == NoValue) // `continue` skips switches and labeled blocks
      continue;
    killScopesAbove(It->ScopeDepth, S);
    copyFinallies(It->TryDepth, 0);
    F.Blocks[Cur].Term = IsBreak ? TermKind::Break : TermKind::Continue;
    F.Blocks[Cur].TermRange = T.range(S);
    edge(Cur, Target);
    unreachable();
    return;
  }
  unreachable(); // a stray break in broken code
}

void FunctionLowering::lowerThrow(TSNode S, unsigned Depth) {
  lowerExpr(ts_node_named_child(S, 0), nullptr, Depth + 1);
  finishStatement(S);
  auto Terminate = [&] {
    F.Blocks[Cur].Term = TermKind::Throw;
    F.Blocks[Cur].TermRange = T.range(S);
  };
  // The innermost try whose body we are in catches it.
  for (size_t I = Trys.size(); I > 0; --I) {
    if (Trys[I - 1].InBody && Trys[I - 1].Catch != NoValue) {
      copyFinallies(I, Depth);
      Terminate();
      edge(Cur, Trys[I - 1].Catch);
      unreachable();
      return;
    }
  }
  copyFinallies(0, Depth);
  Terminate();
  edge(Cur, NoFunction);
  unreachable();
}

void lowerFunction(ModuleContext &Ctx, FunctionId Id) {
  FunctionLowering L(Ctx, Id);
  L.run();
}

} // namespace tensorlint::frontend::js
