//===- ExprLowering.cpp - Expressions to ops on tensor values -------------===//
//
// Calls are resolved, in order, to a tensor-library function (through the
// file's imports or the library global), a method of a known tensor/model
// value, a container insertion, a function of this file or of an imported
// file, or else an unknown call. Only values known to hold a tensor or model
// get ops: a look-alike method on anything else (`str.concat`, `arr.slice`)
// produces nothing.
//
//===----------------------------------------------------------------------===//

#include "frontend/ApiCallPlan.h"
#include "frontend/js/ClassBases.h"
#include "frontend/js/Frequency.h"
#include "frontend/js/FunctionLowering.h"
#include "frontend/js/LoadArguments.h"
#include "frontend/js/Repeaters.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <type_traits>

namespace tensorlint::frontend::js {

using namespace ir;

namespace {

/// Methods that store their arguments into the receiving array/map/set.
bool isContainerInsert(llvm::StringRef M) {
  return M == "push" || M == "unshift" || M == "set" || M == "add" ||
         M == "splice" || M == "fill";
}

/// `Object.assign(...)`, or tslib's `__assign(...)` that object spread
/// (`{...a, b}`) compiles to for ES5.
bool isObjectAssign(llvm::ArrayRef<llvm::StringRef> Parts) {
  return (Parts.size() == 2 && Parts[0] == "Object" && Parts[1] == "assign") ||
         Parts.back() == "__assign";
}

/// Array.prototype methods that tensors have too (`x.concat(y)`,
/// `x.slice(b, s)`), or whose result holds the receiver's elements.
bool isArrayMethod(llvm::StringRef M) {
  return llvm::is_contained({"concat", "slice", "reverse", "filter", "flat",
                             "sort", "at", "indexOf", "includes", "join"},
                            M);
}

/// Array methods whose result is an array of (some of) the receiver's
/// elements and, for concat, the arguments'.
bool returnsElements(llvm::StringRef M) {
  return llvm::is_contained(
      {"concat", "slice", "reverse", "filter", "flat", "sort"}, M);
}

} // namespace

std::string FunctionLowering::norm(TSNode N) const {
  std::string Out;
  llvm::StringRef S = T.text(N);
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r')
      continue;
    if (C == '?' && I + 1 < S.size() && S[I + 1] == '.')
      continue; // a?.b and a.b name the same target
    Out.push_back(C);
  }
  return Out;
}

bool FunctionLowering::guarded(llvm::StringRef Target) const {
  return !Target.empty() && llvm::is_contained(Guards, Target);
}

Known FunctionLowering::resultKnown(const apis::ApiEntry &E,
                                    llvm::StringRef Resource) const {
  Known K;
  K.Res = Resource.empty() ? Ctx.DefaultResource : Resource.str();
  const apis::Resource *R = Ctx.Apis.resource(K.Res);
  K.Ty = (E.Kind == apis::ApiKind::LoadModel || (R && R->IsModel))
             ? ValueType::Model
             : ValueType::Tensor;
  return K;
}

Known FunctionLowering::resultKnown(const apis::ApiEntry &E) const {
  return resultKnown(E, llvm::StringRef(E.Resource));
}

/// The names a `for (... of/in ...)` loop head declares (`m`, `[name, m]`,
/// `{url}`).
static void loopNames(const SyntaxTree &T, TSNode Left,
                      llvm::SmallVectorImpl<llvm::StringRef> &Out) {
  llvm::SmallVector<TSNode, 8> Work{Left};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (is(N, "identifier") || is(N, "shorthand_property_identifier_pattern"))
      Out.push_back(T.text(N));
    else
      for (TSNode C : namedChildren(N))
        if (!is(C, "property_identifier")) // {key: value}: the value binds
          Work.push_back(C);
  }
}

/// `model.sess = ...` or `models[name].sess = ...` inside `for (const [name,
/// model] of ...)`: each iteration stores into another element, so what is
/// stored there is not replaced by the next iteration.
static bool storesPerLoopElement(const SyntaxTree &T, TSNode Target) {
  llvm::SmallVector<llvm::StringRef, 4> Names;
  for (TSNode P = ts_node_parent(Target); !isNull(P) && !isFunctionNode(P);
       P = ts_node_parent(P))
    if (is(P, "for_in_statement"))
      loopNames(T, field(P, "left"), Names);
  if (Names.empty())
    return false;
  for (TSNode N = Target; !isNull(N);) {
    N = stripParens(N);
    if (is(N, "identifier"))
      return llvm::is_contained(Names, T.text(N));
    if (is(N, "subscript_expression")) {
      TSNode Index = stripParens(field(N, "index"));
      if (is(Index, "identifier") && llvm::is_contained(Names, T.text(Index)))
        return true;
    } else if (!is(N, "member_expression")) {
      return false;
    }
    N = field(N, "object");
  }
  return false;
}

bool FunctionLowering::underGuardItFills(FunctionId Callee) const {
  if (Callee >= Ctx.Index.Functions.size())
    return false;
  // The guards that test a long-lived place: a field of this object, a
  // module variable or a capture.
  llvm::SmallVector<llvm::StringRef, 2> Places;
  for (const std::string &G : Guards) {
    llvm::StringRef Root = llvm::StringRef(G).split('.').first;
    if (Root == "this" || !declaresItself(Root))
      Places.push_back(G);
  }
  if (Places.empty())
    return false;
  llvm::SmallVector<TSNode, 16> Work{Ctx.Index.Functions[Callee].Node};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (isNull(N))
      continue;
    if (is(N, "assignment_expression") &&
        llvm::is_contained(Places, norm(field(N, "left"))))
      return true;
    for (TSNode C : namedChildren(N))
      Work.push_back(C);
  }
  return false;
}

/// `if (!p) p = load(id).then(...)`: the promise chain a load starts is
/// assigned to a name the code only fills when it is empty.
bool FunctionLowering::guardedDest(const Dest *D) const {
  return D && (D->Guarded || (!isNull(D->Target) && guarded(norm(D->Target))));
}

void FunctionLowering::markLoadsGuarded(ValueId V) {
  // `if (this.model) return; const m = await load(); ...; this.model = m;`:
  // the local's load is the guarded one.
  if (V == NoValue || F.Values[V].Store != Storage::Local)
    return;
  for (Block &B : F.Blocks)
    for (Op &O : B.Ops)
      if (O.Kind == OpKind::LoadModel && O.Dst == V)
        O.Guarded = true;
}

/// `.then((m) => { cache = m; ... })`: the name the callback stores its
/// argument into, when it is one the code only fills when it is empty.
bool FunctionLowering::thenStoresIntoGuarded(TSNode Then) const {
  TSNode Args = field(Then, "arguments");
  TSNode Cb = isNull(Args) ? TSNode{} : ts_node_named_child(Args, 0);
  if (isNull(Cb) || !isFunctionNode(Cb))
    return false;
  TSNode Params = field(Cb, "parameters");
  TSNode Param =
      isNull(Params) ? field(Cb, "parameter") : ts_node_named_child(Params, 0);
  if (isNull(Param) || !is(Param, "identifier"))
    return false;
  llvm::StringRef Name = T.text(Param);
  std::vector<TSNode> Stack{field(Cb, "body")};
  while (!Stack.empty()) {
    TSNode N = Stack.back();
    Stack.pop_back();
    if (isNull(N) || isFunctionNode(N))
      continue;
    if (is(N, "assignment_expression") &&
        T.text(stripParens(field(N, "right"))) == Name &&
        guarded(norm(field(N, "left"))))
      return true;
    for (TSNode C : namedChildren(N))
      Stack.push_back(C);
  }
  return false;
}

bool FunctionLowering::chainAssignedToGuarded(TSNode Call) const {
  TSNode N = Call;
  for (TSNode P = ts_node_parent(N); !isNull(P); N = P, P = ts_node_parent(P)) {
    llvm::StringRef Ty = type(P);
    // `if (!cache) load(url).then((m) => { cache = m; })`.
    if (Ty == "member_expression" && T.text(field(P, "property")) == "then" &&
        is(ts_node_parent(P), "call_expression") &&
        thenStoresIntoGuarded(ts_node_parent(P)))
      return true;
    if (Ty == "member_expression" || Ty == "call_expression" ||
        Ty == "await_expression" || Ty == "parenthesized_expression")
      continue;
    if (Ty == "assignment_expression" ||
        Ty == "augmented_assignment_expression")
      return guarded(norm(field(P, "left"))) ||
             T.text(field(P, "operator")) == "?\?=" ||
             T.text(field(P, "operator")) == "||=";
    return false;
  }
  return false;
}

/// The text of a string literal node, without its quotes; empty otherwise.
static llvm::StringRef stringValue(const SyntaxTree &T, TSNode N) {
  if (!is(N, "string"))
    return {};
  return T.text(N).drop_front().drop_back();
}

/// A literal option value as the model spells it: a string's text without
/// quotes, `true`, `false` or a number as written; empty otherwise.
static llvm::StringRef literalValue(const SyntaxTree &T, TSNode N) {
  if (is(N, "true") || is(N, "false") || is(N, "number"))
    return T.text(N);
  return stringValue(T, N);
}

/// The name a property key spells: `a`, `'a'` and `"a"` are all `a`.
static llvm::StringRef propertyName(const SyntaxTree &T, TSNode Key) {
  return is(Key, "string") ? stringValue(T, Key) : T.text(Key);
}

/// Whether property Option of object Obj has one of Values, directly or
/// (an object of per-name settings) as any of its values.
static bool optionHasValue(const SyntaxTree &T, TSNode Obj,
                           llvm::StringRef Option,
                           llvm::ArrayRef<std::string> Values) {
  for (TSNode P : namedChildren(Obj)) {
    if (!is(P, "pair"))
      continue;
    if (propertyName(T, field(P, "key")) != Option)
      continue;
    TSNode V = stripParens(field(P, "value"));
    if (is(V, "object")) {
      for (TSNode Q : namedChildren(V))
        if (is(Q, "pair") &&
            llvm::is_contained(Values,
                               literalValue(T, stripParens(field(Q, "value")))))
          return true;
      return false;
    }
    return llvm::is_contained(Values, literalValue(T, V));
  }
  return false;
}

void FunctionLowering::takeOptions(const apis::ApiEntry &E,
                                   llvm::ArrayRef<TSNode> ArgNodes,
                                   TSNode Call) {
  llvm::SmallDenseSet<ValueId, 4> HandedOver;
  for (TSNode A : ArgNodes) {
    TSNode Obj = objectLiteralOf(A);
    if (!is(Obj, "object"))
      continue;
    for (TSNode P : namedChildren(Obj)) {
      TSNode Key = P, Value = P; // {past_key_values}
      if (is(P, "pair")) {
        Key = field(P, "key");
        Value = stripParens(field(P, "value"));
      } else if (!is(P, "shorthand_property_identifier")) {
        continue;
      }
      llvm::StringRef Name = propertyName(T, Key);
      if (llvm::is_contained(E.BuildsFrom, Name))
        handOverModelsRead(Value, Call, HandedOver);
      if (!llvm::is_contained(E.TakesOptions, Name) ||
          !(is(Value, "identifier") ||
            is(Value, "shorthand_property_identifier")))
        continue;
      ExprVal Given;
      Given.V = lookup(T.text(Value));
      if (isTensorish(Given.V))
        escapeValue(Given, EscapeKind::Sink, Call);
    }
  }
}

void FunctionLowering::handOverModelsRead(
    TSNode Value, TSNode Call, llvm::SmallDenseSet<ValueId, 4> &Done) {
  // Every `model.x` the expression reads (`base.outputs.concat(
  // head.outputs)`, `base.layers[3].output`), outside functions it makes.
  llvm::SmallVector<TSNode, 8> Work{Value};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (isNull(N) || isFunctionNode(N))
      continue;
    if (is(N, "member_expression")) {
      // The model read: a variable, or a field (`this.base.inputs`), bound
      // when the arguments were lowered.
      ExprVal Read;
      Read.V = valueNamed(stripParens(field(N, "object")));
      // A value of no known type read for its graph tensors is a model too:
      // handed over even where escapeValue would not say so (a module
      // variable a callback fills), for the place's sake.
      if (Read.V != NoValue && F.Values[Read.V].Type != ir::ValueType::Tensor &&
          Done.insert(Read.V).second) {
        Op &O = emit(OpKind::Escape, Call);
        O.Src = Read.V;
        O.Escape = EscapeKind::Sink;
      }
    }
    for (TSNode C : namedChildren(N))
      Work.push_back(C);
  }
}

ValueId FunctionLowering::valueNamed(TSNode Obj) {
  if (is(Obj, "identifier"))
    return lookup(T.text(Obj));
  if (!is(Obj, "member_expression"))
    return NoValue;
  std::string Key = norm(Obj);
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    if (auto Found = It->Names.find(Key); Found != It->Names.end())
      return Found->second;
  return NoValue;
}

void FunctionLowering::buildOver(const apis::ApiEntry &E, ValueId Receiver,
                                 llvm::ArrayRef<TSNode> ArgNodes, TSNode Call) {
  if (Receiver == NoValue ||
      static_cast<size_t>(E.BuildsFromArg) >= ArgNodes.size())
    return;
  TSNode Arg = stripParens(ArgNodes[E.BuildsFromArg]);
  ValueId Added = valueNamed(Arg);
  if (Added == NoValue) {
    // What the function itself makes (`seq.add(tf.layers.dense(...))`, a
    // local holding such a layer, an element of a local array) may be a
    // fresh layer, whose weights the model makes. What it reads from
    // elsewhere (a module variable, a variable of an enclosing function, a
    // field, an element of one) another owner made and keeps.
    if (!outlivesCall(Arg))
      return;
    Added =
        addValue(T.text(Arg), Known{},
                 is(Arg, "identifier") ? Storage::Module : Storage::Field, Arg);
  }
  if (Added == Receiver || F.Values[Added].Type == ir::ValueType::Tensor)
    return;
  Op &O = emit(OpKind::Escape, Call);
  O.Src = Added;
  O.Escape = EscapeKind::Sink;
  O.Args.push_back(Receiver);
}

TSNode FunctionLowering::declaratorOf(TSNode Name) const {
  Name = stripParens(Name);
  if (!is(Name, "identifier"))
    return {};
  uint32_t D = declOf(T.text(Name));
  if (D == 0)
    return {};
  TSNode Decl = ts_node_parent(
      ts_node_named_descendant_for_byte_range(T.root(), D - 1, D - 1));
  if (!is(Decl, "variable_declarator") ||
      ts_node_start_byte(field(Decl, "name")) != D - 1)
    return {};
  return Decl;
}

TSNode FunctionLowering::constantPart(TSNode Name) const {
  TSNode Decl = declaratorOf(Name);
  if (isNull(Decl) || T.text(ts_node_child(ts_node_parent(Decl), 0)) != "const")
    return {};
  TSNode V = stripParens(field(Decl, "value"));
  return is(V, "member_expression") || is(V, "subscript_expression") ? V
                                                                     : TSNode{};
}

TSNode FunctionLowering::declaredValue(TSNode Name) const {
  TSNode Decl = declaratorOf(Name);
  return isNull(Decl) ? TSNode{} : stripParens(field(Decl, "value"));
}

TSNode FunctionLowering::objectLiteralOf(TSNode Arg) const {
  Arg = stripParens(Arg);
  // `const opts = {...}; create(path, opts)`: the declaration's value.
  return is(Arg, "identifier") ? declaredValue(Arg) : Arg;
}

const apis::ResourceVariant *
FunctionLowering::chosenVariant(const apis::ApiEntry &E,
                                llvm::ArrayRef<TSNode> ArgNodes) const {
  if (E.Variants.empty())
    return nullptr;
  // The options objects: literal arguments, consts they name, and consts
  // spread into a literal (`{...inputs, ...options}`).
  llvm::SmallVector<TSNode, 4> Objects;
  for (TSNode A : ArgNodes) {
    TSNode Obj = objectLiteralOf(A);
    if (!is(Obj, "object"))
      continue;
    Objects.push_back(Obj);
    for (TSNode P : namedChildren(Obj))
      if (is(P, "spread_element"))
        if (TSNode Spread = objectLiteralOf(ts_node_named_child(P, 0));
            is(Spread, "object"))
          Objects.push_back(Spread);
  }
  for (const apis::ResourceVariant &V : E.Variants)
    for (TSNode Obj : Objects)
      if (optionHasValue(T, Obj, V.Option, V.Values))
        return &V;
  return nullptr;
}

Known FunctionLowering::resultKnown(const apis::ApiEntry &E,
                                    llvm::ArrayRef<TSNode> ArgNodes) const {
  if (const apis::ResourceVariant *V = chosenVariant(E, ArgNodes))
    return resultKnown(E, llvm::StringRef(V->Resource));
  return resultKnown(E);
}

ValueId FunctionLowering::produce(Dest *D, const Known &K, OpKind Kind,
                                  llvm::StringRef Api, const apis::ApiEntry *E,
                                  TSNode At, bool Async, bool Guarded,
                                  llvm::StringRef Field) {
  // An array or record of tensors has no dispose() method: the model's
  // release form that is a function of it (tf.dispose({})) takes one.
  std::string Hint, AllHint;
  if (E)
    if (const apis::Resource *R = Ctx.Apis.resource(K.Res)) {
      for (const std::string &Form : R->Release)
        if (!llvm::StringRef(Form).starts_with("{}.")) {
          AllHint = Form;
          break;
        }
      Hint = E->ReturnsMany       ? AllHint
             : R->Release.empty() ? std::string()
                                  : R->Release.front();
    }
  auto EmitInto = [&](ValueId V, Dest *Target) {
    Op &O = emit(Kind, At);
    O.Dst = V;
    O.Api = Api.str();
    O.ReleaseHint = Hint;
    O.ReleaseAllHint = AllHint;
    O.Async = Async;
    // A model built in code (tf.sequential()) under the same guard is
    // built once per owner, as a load is; so is a tensor made into a place
    // only while it is empty (`if (!mask) mask = tf.ones(shape)`).
    O.Guarded = Guarded || guardedDest(Target);
    if (Kind == OpKind::LoadModel && !isNull(At))
      O.ArgsChangePerIteration = argumentsChangePerIteration(T, At);
  };
  if (!Field.empty()) {
    // const {past_key_values, sequences} = ...: only the field is the
    // resource; destructured without it, the resource is dropped.
    if (D && !D->Multi.empty()) {
      for (Dest *M : D->Multi)
        if (M->Key == Field) {
          ValueId V = materialize(*M, K);
          EmitInto(V, M);
          return V;
        }
      D = nullptr;
    }
    // `out.past_key_values.dispose()` frees a record's resource.
    if (size_t At = Hint.find("{}"); At != std::string::npos)
      Hint.insert(At + 2, ("." + Field).str());
  }
  if (D && !D->Multi.empty()) {
    ValueId First = NoValue;
    for (Dest *M : D->Multi) {
      ValueId V = materialize(*M, K);
      EmitInto(V, M);
      if (First == NoValue)
        First = V;
    }
    return First;
  }
  ValueId V;
  if (D) {
    V = materialize(*D, K);
  } else {
    V = callResultTemp(K, Api, At);
  }
  EmitInto(V, D);
  if (!Field.empty())
    RecordField[V] = Field.str();
  return V;
}

void FunctionLowering::release(const ExprVal &R, TSNode Arg, TSNode At,
                               llvm::StringRef Api, bool Untyped) {
  // tf.dispose([a, b]): each release is at its element, so that findings
  // about a and b have their own positions.
  TSNode A = stripParens(Arg);
  llvm::DenseMap<ValueId, TSNode> ElemAt;
  if (is(A, "array"))
    for (TSNode C : namedChildren(A)) {
      TSNode CS = stripParens(C);
      if (!is(CS, "identifier"))
        continue;
      ValueId V = lookup(T.text(CS));
      if (V == NoValue)
        noteTensorUse(CS);
      else
        ElemAt.try_emplace(V, CS);
    }
  // One release per value: an array's name reaches here both as the
  // argument's elements and as its aggregate.
  llvm::SmallDenseSet<ValueId, 4> Done;
  auto One = [&](ValueId V) {
    if (!Done.insert(V).second)
      return;
    Released.insert(V);
    auto It = ElemAt.find(V);
    Op &O = emit(OpKind::Release, It == ElemAt.end() ? At : It->second);
    O.Src = V;
    O.Api = Api.str();
  };
  if (isTensorish(R.V) || (Untyped && R.V != NoValue))
    One(R.V);
  for (ValueId E : R.Elems)
    One(E);
  if (is(A, "identifier"))
    if (auto *Agg = aggregate(T.text(A)))
      for (ValueId E : *Agg)
        One(E);
}

llvm::SmallVector<ExprVal, 4>
FunctionLowering::lowerArgs(TSNode Args, unsigned Depth, bool Sync) {
  llvm::SmallVector<ExprVal, 4> Out;
  if (!is(Args, "arguments"))
    return Out;
  for (TSNode A : namedChildren(Args)) {
    if (is(A, "comment"))
      continue;
    if (isFunctionNode(A)) {
      lowerClosure(A, Sync);
      Out.emplace_back();
      continue;
    }
    ExprVal R = lowerExpr(A, nullptr, Depth + 1);
    TSNode S = stripParens(A);
    if (is(S, "identifier"))
      if (auto *Agg = aggregate(T.text(S)))
        R.Elems.append(Agg->begin(), Agg->end());
    Out.push_back(std::move(R));
  }
  return Out;
}

ExprVal FunctionLowering::lowerExpr(TSNode N, Dest *D, unsigned Depth,
                                    bool AsReceiver) {
  if (isNull(N) || tooDeep(N, Depth))
    return {};
  N = stripParens(N);
  llvm::StringRef Ty = type(N);
  if (Ty == "identifier") {
    ExprVal R;
    R.V = lookup(T.text(N));
    return R;
  }
  if (Ty == "call_expression")
    return lowerCall(N, D, Depth, AsReceiver);
  if (Ty == "await_expression" || (Ty == "yield_expression" && YieldIsAwait)) {
    ExprVal R = lowerExpr(ts_node_named_child(N, 0), D, Depth + 1, AsReceiver);
    emit(OpKind::Await, N);
    return R;
  }
  if (Ty == "yield_expression") {
    // A generator hands what it yields to whoever iterates it (a
    // tf.data.generator's dataset, a for-of loop), as a return would.
    TSNode Yielded = ts_node_named_child(N, 0);
    if (!isNull(Yielded)) {
      ExprVal R = lowerExpr(Yielded, nullptr, Depth + 1);
      withAggregate(Yielded, R);
      escapeValue(R, EscapeKind::Return, N);
    }
    return {};
  }
  if (Ty == "assignment_expression" || Ty == "augmented_assignment_expression")
    return lowerAssign(N, Depth);
  if (Ty == "binary_expression") {
    llvm::StringRef Op = T.text(field(N, "operator"));
    if (Op == "&&" || Op == "||" || Op == "??")
      return lowerLogical(N, D, Depth);
  }
  if (Ty == "ternary_expression")
    return lowerTernary(N, D, Depth);
  if (Ty == "member_expression")
    return lowerMember(N, D, Depth);
  if (Ty == "subscript_expression") {
    TSNode Obj = stripParens(field(N, "object"));
    if (std::optional<ExprVal> E = lowerOutputElement(N, Obj, D, Depth))
      return *E;
    if (is(Obj, "identifier") && isUntyped(lookup(T.text(Obj))))
      noteNotTensor(Obj); // xs[i]: an array or object, not a tensor
    // x.unstack()[0]: an element of an unbound call's tensors is one of
    // them; what is made from it (`.split(...)`) is made from a tensor.
    // (Tensors themselves have no indexed elements.)
    if (is(Obj, "call_expression")) {
      ExprVal R = lowerExpr(Obj, nullptr, Depth + 1, /*AsReceiver=*/true);
      lowerExpr(field(N, "index"), nullptr, Depth + 1);
      if (isTensorish(R.V) && F.Values[R.V].Store == Storage::Temporary)
        return R;
      return {};
    }
  }
  if (isFunctionNode(N) || Ty == "generator_function") {
    lowerClosure(N, false);
    return {};
  }
  if (Ty == "array" || Ty == "object") {
    ExprVal R;
    for (TSNode C : namedChildren(N)) {
      TSNode E = C;
      if (is(C, "pair"))
        E = field(C, "value");
      else if (is(C, "spread_element"))
        E = ts_node_named_child(C, 0);
      ExprVal V;
      if (is(E, "shorthand_property_identifier"))
        V.V = lookup(T.text(E));
      else if (is(E, "method_definition"))
        lowerClosure(E, false);
      else
        V = lowerExpr(E, nullptr, Depth + 1);
      withAggregate(E, V); // { mask: parts }, [...parts]
      // Untyped values too: a helper's result may be a tensor (its summary
      // decides), and `return [x]` hands it on all the same.
      if (V.V != NoValue)
        R.Elems.push_back(V.V);
      R.Elems.append(V.Elems.begin(), V.Elems.end());
    }
    return R;
  }
  if (Ty == "sequence_expression") {
    ExprVal Last;
    for (TSNode C : namedChildren(N))
      Last = lowerExpr(C, nullptr, Depth + 1);
    return Last;
  }
  if (Ty == "new_expression")
    return lowerNew(N, D, Depth, AsReceiver);
  if (Ty == "string" || Ty == "number" || Ty == "regex" || Ty == "comment" ||
      Ty == "this" || Ty == "true" || Ty == "false" || Ty == "null" ||
      Ty == "undefined" || isTypeOnly(Ty))
    return {};
  // Everything else: visit the parts (template substitutions, JSX, unary,
  // class bodies...). Function literals inside become closures.
  for (TSNode C : namedChildren(N))
    lowerExpr(C, nullptr, Depth + 1);
  return {};
}

std::optional<ExprVal>
FunctionLowering::lowerArrayMethod(TSNode Call, TSNode Receiver,
                                   const ExprVal &R, llvm::StringRef Method,
                                   unsigned Depth) {
  if (!isArrayMethod(Method))
    return std::nullopt;
  // `(xs as Tensor[]).slice(1)`: the cast says which.
  TSNode Cast = Receiver;
  while (is(Cast, "parenthesized_expression"))
    Cast = ts_node_named_child(Cast, 0);
  bool CastToArray =
      is(Cast, "as_expression") &&
      typeFromNode(ts_node_named_child(Cast, 1), T, Ctx.Apis, Ctx.B).IsArray;
  bool Literal = R.V == NoValue && !R.Elems.empty(); // [a, b].concat(c)
  if (!CastToArray && !Literal && !MaybeArrays.count(R.V))
    return std::nullopt;
  // The array's elements are borrowed from it: no tensor is created. The
  // result holds the same tensors, so it goes where they go.
  llvm::SmallVector<ExprVal, 4> Vals =
      lowerArgs(field(Call, "arguments"), Depth, false);
  if (!returnsElements(Method))
    return ExprVal{};
  ExprVal Out = R;
  Out.V = NoValue;
  if (Method == "concat")
    for (const ExprVal &V : Vals) {
      if (V.V != NoValue)
        Out.Elems.push_back(V.V);
      Out.Elems.append(V.Elems.begin(), V.Elems.end());
    }
  return Out;
}

void FunctionLowering::withAggregate(TSNode E, ExprVal &R) {
  TSNode S = stripParens(E);
  if (is(S, "identifier") || is(S, "shorthand_property_identifier"))
    if (auto *Agg = aggregate(T.text(S)))
      R.Elems.append(Agg->begin(), Agg->end());
}

ExprVal FunctionLowering::holding(llvm::ArrayRef<ExprVal> Vals) const {
  ExprVal R;
  for (const ExprVal &V : Vals) {
    if (isTensorish(V.V))
      R.Elems.push_back(V.V);
    R.Elems.append(V.Elems.begin(), V.Elems.end());
  }
  return R;
}

ExprVal FunctionLowering::lowerMember(TSNode N, Dest *, unsigned Depth) {
  std::string Key = norm(N);
  TSNode Obj = stripParens(field(N, "object"));
  llvm::StringRef Prop = T.text(field(N, "property"));
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto Found = It->Names.find(Key);
    if (Found != It->Names.end())
      return ExprVal{Found->second, {}, false};
  }
  if (std::string MK = moduleFieldKey(N); !MK.empty())
    if (const Known *FK = Ctx.fieldFact(MK)) {
      ValueId V = addValue(Key, *FK, Storage::Module, N);
      Scopes.front().Names[Key] = V;
      return ExprVal{V, {}, false};
    }
  if (is(Obj, "this")) {
    std::string CK = classKey();
    const Known *FK =
        CK.empty() ? nullptr : Ctx.fieldFact(CK + "." + Prop.str());
    if (FK) {
      ValueId V = addValue(Key, *FK, Storage::Field, N);
      F.Values[V].ReceiverField = true;
      Scopes.front().Names[Key] = V;
      return ExprVal{V, {}, false};
    }
    return {};
  }
  ExprVal O = lowerExpr(Obj, nullptr, Depth + 1);
  if (isUntyped(O.V) && Prop == "length")
    noteNotTensor(Obj); // rows.length: an array or string
  if (O.V != NoValue)
    if (auto RF = RecordField.find(O.V); RF != RecordField.end()) {
      // out.past_key_values is the record's resource; out.sequences is not.
      if (Prop == RF->second)
        return O;
      return {};
    }
  // (An untyped parameter's property reads say nothing of its ownership.)
  if (isTensorish(O.V) && !isUntypedParam(O.V)) {
    // A property read (x.shape) borrows the tensor. One the library keeps
    // after release is still a mention (a fix releases after it), but no
    // use after dispose.
    Op &U = emit(OpKind::Use, N);
    U.Src = O.V;
    U.Api = (spelling(O.V) + "." + Prop).str();
    if (const apis::Resource *Res = Ctx.Apis.resource(ValKnown[O.V].Res))
      U.SurvivesRelease = llvm::is_contained(Res->ReadableAfterRelease, Prop);
  }
  return {};
}

ExprVal FunctionLowering::lowerLogical(TSNode N, Dest *D, unsigned Depth) {
  ExprVal L = lowerExpr(field(N, "left"), nullptr, Depth + 1);
  llvm::StringRef Op = T.text(field(N, "operator"));
  BlockId Head = Cur, Right = newBlock(), Join = newBlock();
  edge(Head, Right);
  // `t && t.dispose()`, as `if (t) t.dispose()`: t is null on the way
  // around (noted before the right side, whose release must not hide it).
  bool Negated = false;
  std::string Target =
      Op == "&&" ? guardTarget(field(N, "left"), Negated) : std::string();
  if (!Negated && !Target.empty()) {
    Cur = newBlock();
    edge(Head, Cur);
    noteNullOnBranch(Target, field(N, "left"));
    edge(Cur, Join);
  } else {
    edge(Head, Join);
  }
  Cur = Right;
  ExprVal R = lowerExpr(field(N, "right"), D, Depth + 1);
  edge(Cur, Join);
  Cur = Join;
  // `v || null`, `v ?? fallback`: the value is the left one when it is set
  // (`store.set(k, v || null)` stores v), as a ternary's is either side's.
  if (!D && Op != "&&") {
    llvm::SmallVector<ValueId, 2> Parts = L.Elems;
    Parts.append(R.Elems.begin(), R.Elems.end());
    ExprVal Out = R.V != NoValue ? R : L;
    Out.Elems = std::move(Parts);
    return Out;
  }
  return R;
}

ExprVal FunctionLowering::lowerTernary(TSNode N, Dest *D, unsigned Depth) {
  lowerExpr(field(N, "condition"), nullptr, Depth + 1);
  BlockId Head = Cur, Join = newBlock();
  ExprVal Out;
  for (const char *Side : {"consequence", "alternative"}) {
    Cur = newBlock();
    edge(Head, Cur);
    ExprVal R = lowerExpr(field(N, Side), D, Depth + 1);
    if (D && D->Made == NoValue && isTensorish(R.V)) {
      // cond ? a : b into a destination: alias on this path.
      ValueId V = materialize(*D, knownOf(R.V));
      Op &O = emit(OpKind::Assign, N);
      O.Dst = V;
      O.Src = R.V;
    }
    if (!D) { // c ? [a, b] : [b, a]: either side's value and parts
      llvm::SmallVector<ValueId, 2> Parts = Out.Elems;
      Parts.append(R.Elems.begin(), R.Elems.end());
      Out = R.V != NoValue ? R : Out;
      Out.Elems = std::move(Parts);
    }
    edge(Cur, Join);
  }
  Cur = Join;
  if (D && D->Made != NoValue)
    Out.IntoDest = true;
  return Out;
}

void FunctionLowering::inheritTidyScope(FunctionId Child) {
  // A closure made inside a tidy callback (an Array.map callback, a local
  // arrow handed to a helper) runs while the tidy scope is open, since tidy
  // callbacks are synchronous: what it creates is freed with the scope.
  // Async closures and ones registered as handlers or timers (or scheduled
  // once: DeferredBy) run later, unless the scope stays open across awaits
  // (a test harness's per-spec scope: its async specs run inside it).
  ir::Function &C = Ctx.M.Functions[Child];
  bool Later = (C.Attrs.IsAsync && !F.Attrs.ScopeSpansAwaits) ||
               !C.Attrs.DeferredBy.empty() ||
               (C.Attrs.Freq != Frequency::Unknown &&
                C.Attrs.Freq != Frequency::PerIteration);
  if (F.Attrs.IsScopeCallback && !Later)
    Ctx.markScopeCallback(Child);
}

/// Every word of Text that could be a name, and more: each run of ASCII
/// letters, digits, `_` and `$`, and each run of those and `#`, `\` and
/// non-ASCII bytes (private names, escapes, identifiers in other scripts).
/// Each identifier and `this` of the code is one, even next to a non-ASCII
/// space; strings and comments add more, which only keeps more. The words
/// point into Text (no copies: a closure's words are many, and short-lived).
static llvm::DenseSet<llvm::StringRef> wordsIn(llvm::StringRef Text) {
  auto IsAsciiNameByte = [](unsigned char C) {
    return llvm::isAlnum(C) || C == '_' || C == '$';
  };
  auto IsNameByte = [&](unsigned char C) {
    return IsAsciiNameByte(C) || C == '#' || C == '\\' || C >= 0x80;
  };
  llvm::DenseSet<llvm::StringRef> Words;
  for (size_t I = 0, E = Text.size(); I < E;) {
    if (!IsNameByte(Text[I])) {
      ++I;
      continue;
    }
    size_t Start = I, AsciiStart = I;
    for (; I < E && IsNameByte(Text[I]); ++I)
      if (!IsAsciiNameByte(Text[I])) {
        if (AsciiStart < I)
          Words.insert(Text.slice(AsciiStart, I));
        AsciiStart = I + 1;
      }
    Words.insert(Text.slice(Start, I));
    if (AsciiStart > Start && AsciiStart < I)
      Words.insert(Text.slice(AsciiStart, I));
  }
  return Words;
}

void FunctionLowering::markClosuresDuringCall(llvm::ArrayRef<TSNode> ArgNodes) {
  llvm::SmallVector<std::pair<TSNode, unsigned>, 8> Work;
  for (TSNode A : ArgNodes)
    Work.push_back({stripParens(A), 0});
  while (!Work.empty()) {
    auto [N, Level] = Work.pop_back_val();
    if (isFunctionNode(N) || is(N, "method_definition")) {
      ClosuresDuringCall.insert(ts_node_start_byte(N));
      continue;
    }
    if (!is(N, "object") || Level >= Ctx.Opts.MaxDepth)
      continue;
    for (TSNode C : namedChildren(N))
      Work.push_back(
          {is(C, "pair") ? stripParens(field(C, "value")) : C, Level + 1});
  }
}

/// The identifier N is the object of a member read or of a method call
/// that releases nothing (`model.layers`, `model.getWeights()`), not the
/// value itself handed on, stored or released.
static bool onlyReadThrough(const SyntaxTree &T, const apis::ApiDatabase &Apis,
                            TSNode N) {
  TSNode P = ts_node_parent(N);
  if (!is(P, "member_expression") || !ts_node_eq(field(P, "object"), N))
    return false;
  TSNode G = ts_node_parent(P);
  if (!is(G, "call_expression") || !ts_node_eq(field(G, "function"), P))
    return true;
  return !Apis.releasesSomeResource(T.text(field(P, "property")));
}

void FunctionLowering::lowerClosure(TSNode Fn, bool Synchronous) {
  // A closure the library runs only during its call (a training callback)
  // hands on only what it does more with than read.
  bool DuringCall = ClosuresDuringCall.contains(ts_node_start_byte(Fn));
  std::optional<FunctionId> Child = Ctx.Index.idOf(Fn);
  if (!Child)
    return; // beyond the depth limit
  // What the closure can see of this function: tensors, and non-tensor
  // bindings that shadow module variables. Of those, only the names its text
  // spells (wordsIn), which are all it can look up: otherwise each closure
  // of a scope of thousands of names (a bundle's) would hold them all.
  // Module-level names are not captures: functions reach them as module
  // variables (ModuleVars), which outlive every closure.
  size_t FirstScope = Id == 0 ? 1 : 0;
  llvm::DenseSet<llvm::StringRef> Words = wordsIn(T.text(Fn));
  auto Inherit = [&](const auto &Parent) {
    std::remove_cvref_t<decltype(Parent.get())> Out;
    for (const auto &E : Parent)
      if (Words.contains(E.getKey()))
        Out[E.getKey()] = E.second;
    return Out;
  };
  llvm::StringMap<Known> Cap = Inherit(Ctx.Captures[Id]);
  llvm::StringMap<uint32_t> CapDecls = Inherit(Ctx.CaptureDecls[Id]);
  inheritTidyScope(*Child);
  // this.x fields are reached through `this`, not as names.
  auto IsName = [](llvm::StringRef Key) { return !Key.contains('.'); };
  for (size_t SI = FirstScope; SI < Scopes.size(); ++SI)
    for (auto &E : Scopes[SI].Names) {
      if (!IsName(E.getKey()) || !Words.contains(E.getKey()))
        continue;
      Cap[E.getKey()] = knownOf(E.second);
      if (auto Dc = Scopes[SI].Decls.find(E.getKey());
          Dc != Scopes[SI].Decls.end())
        CapDecls[E.getKey()] = Dc->second;
      else
        CapDecls.erase(E.getKey());
    }
  Ctx.Captures[*Child].set(std::move(Cap));
  Ctx.CaptureDecls[*Child].set(std::move(CapDecls));
  Ctx.noteCaptures(*Child);
  if (Synchronous)
    return;
  // What a closure that runs later can reach of this function's bindings
  // (an inner scope's binding hides an outer one's).
  llvm::StringMap<ValueId> Visible;
  for (size_t SI = FirstScope; SI < Scopes.size(); ++SI)
    for (auto &E : Scopes[SI].Names)
      if (IsName(E.getKey()))
        Visible[E.getKey()] = E.second;
  if (llvm::none_of(Visible,
                    [&](const auto &E) { return isTensorish(E.second); }))
    return;
  // Which of them the closure mentions: one iterative walk of its subtree.
  llvm::StringSet<> Mentioned;
  TSTreeCursor C = ts_tree_cursor_new(Fn);
  unsigned D = 0;
  bool Done = !ts_tree_cursor_goto_first_child(&C);
  while (!Done) {
    TSNode N = ts_tree_cursor_current_node(&C);
    if ((is(N, "identifier") || is(N, "shorthand_property_identifier")) &&
        !(DuringCall && Visible.count(T.text(N)) &&
          onlyReadThrough(T, Ctx.Apis, N)))
      Mentioned.insert(T.text(N));
    if (D < Ctx.Opts.MaxDepth && ts_tree_cursor_goto_first_child(&C)) {
      ++D;
      continue;
    }
    while (!ts_tree_cursor_goto_next_sibling(&C)) {
      if (D == 0 || !ts_tree_cursor_goto_parent(&C)) {
        Done = true;
        break;
      }
      --D;
    }
  }
  ts_tree_cursor_delete(&C);
  for (auto &E : Visible) {
    if (!isTensorish(E.second) || !Mentioned.count(E.getKey()))
      continue;
    Op &O = emit(OpKind::Escape, Fn);
    O.Src = E.second;
    O.Escape = EscapeKind::Closure;
  }
}

/// The ancestors of N from Top down (Top first, N's parent last); empty
/// when N is not a descendant of Top.
static llvm::SmallVector<TSNode, 16> ancestorsBelow(TSNode Top, TSNode N) {
  llvm::SmallVector<TSNode, 16> Path;
  for (TSNode A = Top; !isNull(A) && !ts_node_eq(A, N);
       A = ts_node_child_with_descendant(A, N))
    Path.push_back(A);
  if (Path.empty() ||
      !ts_node_eq(ts_node_child_with_descendant(Path.back(), N), N))
    Path.clear();
  return Path;
}

TSNode FunctionLowering::parentOf(TSNode N) const {
  llvm::SmallVector<TSNode, 16> Above = ancestorsBelow(topOf(), N);
  return Above.empty() ? ts_node_parent(N) : Above.back();
}

// Out of lowerExpr, whose frame every nesting level pays for (deeply nested
// code must not overflow the stack): `new` is rare.
LLVM_ATTRIBUTE_NOINLINE
ExprVal FunctionLowering::lowerNew(TSNode N, Dest *D, unsigned Depth,
                                   bool AsReceiver) {
  // A class of an API model (`constructor: true`): new ort.Tensor(...)
  // is a call of that entry.
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  if (calleeParts(stripParens(field(N, "constructor")), T, Parts)) {
    bool RootLocal = Parts[0] == "this" || isLocal(Parts[0]);
    if (const apis::ApiEntry *E =
            resolveLibraryCall(Parts, RootLocal, Ctx.B, Ctx.Apis);
        E && E->Constructor) {
      if (E->Owner && Ctx.Apis.tracksResources(*E->Owner))
        Ctx.noteUsesLibrary();
      return lowerApiCall(N, *E, NoValue, "new " + llvm::join(Parts, "."), D,
                          Depth, AsReceiver);
    }
  }
  bool IsPromise = T.text(field(N, "constructor")) == "Promise";
  llvm::SmallVector<ExprVal, 4> Vals =
      lowerArgs(field(N, "arguments"), Depth, IsPromise);
  // new TensorList(tensors), new Mask(t): the new object takes ownership
  // of the tensors it is given (whose lifetime is then the object's, which
  // is not tracked). A dropped `new X(t);` keeps nothing, so t stays ours.
  bool Dropped = is(parentOf(N), "expression_statement");
  if (!IsPromise && !Dropped)
    for (const ExprVal &V : Vals)
      escapeValue(V, EscapeKind::Sink, N);
  // The constructor of a class of the application runs here: a call for
  // the call graph alone (how often it runs, whether inside a scope), its
  // arguments being the new object's already.
  TSNode Ctor = stripParens(field(N, "constructor"));
  if (std::string Sym = namespaceMemberSymbol(Ctor); !Sym.empty()) {
    Op &O = emit(OpKind::Call, N);
    O.CalleeSymbol = Sym + ".constructor";
    O.Api = ("new " + T.text(Ctor)).str();
  } else if (is(Ctor, "identifier") && !isLocal(T.text(Ctor))) {
    llvm::StringRef Cls = T.text(Ctor);
    std::string Symbol;
    if (const Binding *B = Ctx.B.lookup(Cls)) {
      // A default import names the class the other module exports as
      // default: its constructor is "<path>#default.constructor" there
      // (ir::Function::ExportAlias).
      llvm::StringRef S = B->Symbol;
      if (B->K == Binding::UserSymbol && !S.ends_with("#*"))
        Symbol = (S + ".constructor").str();
    } else if (Ctx.Index.ModuleNames.contains(Cls)) {
      Symbol = (Ctx.SymbolPath + "#" + Cls + ".constructor").str();
    } else if (!Ctx.M.PageGlobalPrefix.empty()) {
      // A class another classic script of the page declares, if one does.
      Symbol = Ctx.M.PageGlobalPrefix + Cls.str() + ".constructor";
    }
    if (!Symbol.empty()) {
      Op &O = emit(OpKind::Call, N);
      O.CalleeSymbol = std::move(Symbol);
      O.Api = ("new " + Cls).str();
    }
  }
  return {};
}

ExprVal FunctionLowering::lowerCall(TSNode N, Dest *D, unsigned Depth,
                                    bool AsReceiver) {
  // Functions put into a collection, and a call through a place that holds
  // functions (FunctionPlaces.cpp).
  noteFunctionsPutInto(N);
  std::string Place = calledPlace(field(N, "function"));
  ir::BlockId Block = Cur;
  size_t From = F.Blocks[Cur].Ops.size();
  ExprVal R = lowerCallSteps(N, D, Depth, AsReceiver);
  if (!Place.empty())
    markCalledPlace(N, Place, Block, From);
  noteFunctionsWalkedBy(N);
  return R;
}

ExprVal FunctionLowering::lowerCallSteps(TSNode N, Dest *D, unsigned Depth,
                                         bool AsReceiver) {
  if (Gen)
    if (std::optional<ExprVal> Sent = lowerGeneratorSent(N, D))
      return *Sent;
  TSNode Fn = stripParens(field(N, "function"));
  TSNode Args = field(N, "arguments");
  // `await (p).then(...)` parses as a call of a function named `await`
  // (the grammar cannot tell): in async code it is an await of its
  // argument, not a call that hands anything over.
  if (is(Fn, "identifier") && T.text(Fn) == "await" &&
      (F.Attrs.IsAsync || F.Attrs.IsModuleInit) &&
      ts_node_named_child_count(Args) == 1) {
    ExprVal R =
        lowerExpr(ts_node_named_child(Args, 0), D, Depth + 1, AsReceiver);
    emit(OpKind::Await, N);
    return R;
  }
  if (isFunctionNode(Fn)) { // (() => {...})(): runs right here
    lowerClosure(Fn, true);
    if (std::optional<FunctionId> Callee = Ctx.Index.idOf(Fn))
      return lowerUserCall(N, *Callee, {}, Ctx.Index.Functions[*Callee].Name, D,
                           Depth, AsReceiver);
    return {};
  }
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  bool HaveParts = calleeParts(Fn, T, Parts);
  if (HaveParts)
    if (std::optional<ExprVal> R =
            lowerLibraryCall(N, Parts, D, Depth, AsReceiver))
      return *R;
  if (is(Fn, "identifier"))
    if (std::optional<ExprVal> R =
            lowerCallOfName(N, T.text(Fn), D, Depth, AsReceiver))
      return *R;
  // `fn()` with fn a parameter: the callback each caller passes runs here.
  if (ir::ParamRef P = parameterNamed(Fn); P.isValid())
    F.Attrs.ParamCalls.push_back({P, T.range(N).Begin, false, Cur});
  bool Sync = false;
  if (is(Fn, "member_expression")) {
    if (std::optional<ExprVal> R = lowerMethodCall(N, Fn, D, Depth, AsReceiver))
      return *R;
    Sync = isArrayCallbackMethod(T.text(field(Fn, "property")));
  }
  llvm::ArrayRef<llvm::StringRef> DottedName; // Parts, if the callee has them
  if (HaveParts)
    DottedName = Parts;
  if (HaveParts && isObjectAssign(Parts))
    return lowerObjectAssign(N, Depth);
  // super(model, ...): the base class's constructor keeps what it is given,
  // as `new X(t)` does; `resolve(t)` in a promise's executor hands t to
  // whoever awaits the promise; a React state setter keeps it as state; an
  // event callback (`props.onSubmit(t)`, `onResult(t)`) hands it to its
  // listener.
  if (keepsItsArguments(Fn, DottedName)) {
    for (const ExprVal &V : lowerArgs(Args, Depth, false))
      escapeValue(V, EscapeKind::Sink, N);
    return {};
  }
  // Unknown callee: code nothing here can see (another package's function,
  // a callback, a global), to which the tensors passed are handed over
  // (the engine: a transfer unless this function releases them afterwards).
  // A constant holding what a function of the run returned calls that
  // function, which the summaries may know.
  // `handlers[action](data)`: one of the functions of a table a top-level
  // variable of this file holds runs here (FunctionIndex::FunctionTables),
  // as often and in the scope this function runs in (a call op that only
  // dispatches, Op::OtherCallees); which one, and so what it does with the
  // arguments, stays unknown, as for any callee unseen.
  if (is(Fn, "subscript_expression"))
    if (TSNode Obj = stripParens(field(Fn, "object")); is(Obj, "identifier"))
      if (llvm::StringRef Table = T.text(Obj);
          (!isLocal(Table) || isTopLevelName(Table)) && !Ctx.B.lookup(Table))
        if (auto It = Ctx.Index.FunctionTables.find(Table);
            It != Ctx.Index.FunctionTables.end()) {
          Op &C = emit(OpKind::Call, N);
          C.Api = (Table + "[]").str();
          for (FunctionId Member : It->second)
            if (Member != Id)
              C.OtherCallees.push_back(Member);
        }
  ExprVal R = lowerUnknownCall(N, Fn, DottedName, Sync, Depth);
  if (is(Fn, "identifier") && isLocal(T.text(Fn)))
    noteCallOfResult(N, Fn);
  return R;
}

std::optional<ExprVal>
FunctionLowering::lowerLibraryCall(TSNode N,
                                   llvm::ArrayRef<llvm::StringRef> Parts,
                                   Dest *D, unsigned Depth, bool AsReceiver) {
  bool RootLocal = Parts[0] == "this" || isLocal(Parts[0]);
  const apis::ApiEntry *E =
      resolveLibraryCall(Parts, RootLocal, Ctx.B, Ctx.Apis);
  if (!E)
    return std::nullopt;
  if (E->Owner && Ctx.Apis.tracksResources(*E->Owner))
    Ctx.noteUsesLibrary();
  std::string Api = llvm::join(Parts, ".");
  // import {tensor2d as t2}: t2(...) is tensor2d; import {webcam} from
  // '@tensorflow/tfjs-data': webcam(...) is webcam, not data.webcam.
  if (const Binding *B = Ctx.B.lookup(Parts[0]);
      B && B->K == Binding::Member && Parts.size() == 1)
    Api = B->Path.substr(B->Path.rfind('.') + 1);
  return lowerApiCall(N, *E, NoValue, Api, D, Depth, AsReceiver);
}

std::optional<ExprVal>
FunctionLowering::lowerCallOfName(TSNode N, llvm::StringRef Name, Dest *D,
                                  unsigned Depth, bool AsReceiver) {
  // `const run = async () => {...}` declared in this function or one it is
  // nested in (every React component's helpers): a call of that helper.
  if (isLocal(Name))
    if (FunctionId L = enclosingLocalFunction(Name); L != NoFunction)
      return lowerUserCall(N, L, {}, Name, D, Depth, AsReceiver);
  if (isLocal(Name))
    return std::nullopt;
  if (const Binding *B = Ctx.B.lookup(Name); B && B->K == Binding::UserSymbol)
    return lowerUserCall(N, NoFunction, B->Symbol, Name, D, Depth, AsReceiver);
  std::optional<FunctionId> Callee = Ctx.Index.byName(Name);
  if (!Callee)
    Callee = Ctx.Index.namedExpressionAround(Id, Name, T);
  if (Callee && *Callee != Id)
    return lowerUserCall(N, *Callee, {}, Name, D, Depth, AsReceiver);
  if (Callee) // recursion
    return lowerUserCall(N, Id, {}, Name, D, Depth, AsReceiver);
  // A page's call of a name it does not declare (`pca(x)` with
  // <script src="utils.js">): a global of its classic scripts if one
  // declares it (the summaries link the page's name for it), else code
  // nothing here sees.
  if (!Ctx.M.PageGlobalPrefix.empty())
    return lowerUserCall(N, NoFunction, Ctx.M.PageGlobalPrefix + Name.str(),
                         Name, D, Depth, AsReceiver);
  return std::nullopt;
}

std::optional<ExprVal> FunctionLowering::lowerMethodCall(TSNode N, TSNode Fn,
                                                         Dest *D,
                                                         unsigned Depth,
                                                         bool AsReceiver) {
  TSNode Args = field(N, "arguments");
  TSNode Obj = stripParens(field(Fn, "object"));
  llvm::StringRef Prop = T.text(field(Fn, "property"));
  if (std::optional<ExprVal> R =
          lowerApplicationMethodCall(N, Obj, Prop, D, Depth, AsReceiver))
    return *R;
  if (const apis::ApiEntry *E =
          Ctx.Apis.lookupMethod(Ctx.DefaultResource, Prop);
      E && E->Kind == apis::ApiKind::Release &&
      (releaseThroughField(Obj, N) ||
       // `const y = out.y; y.dispose()`: out's part, as `out.y.dispose()`.
       (is(Obj, "identifier") &&
        (lookup(T.text(Obj)) == NoValue || !isNull(constantPart(Obj))) &&
        releaseThroughField(declaredValue(Obj), N,
                            !isNull(constantPart(Obj))))))
    return ExprVal();
  // this.env.getState() with `env: Env;` a class of another module: a call
  // of that class's method, whose summary says what it returns.
  if (is(Obj, "member_expression") &&
      is(stripParens(field(Obj, "object")), "this"))
    if (std::string Cls = fieldClassSymbol(T.text(field(Obj, "property")));
        !Cls.empty())
      return lowerUserCall(N, NoFunction, Cls + "." + Prop.str(),
                           (T.text(Obj) + "." + Prop).str(), D, Depth,
                           AsReceiver);
  // Object.values(outputs).forEach(t => t.dispose()),
  // Object.keys(r).forEach((k) => r[k].dispose()): every value of a record
  // of tensors (a session's outputs) is released.
  llvm::StringRef How;
  if (TSNode Record = recordWalked(Obj, How);
      !isNull(Record) && (Prop == "forEach" || Prop == "map")) {
    TSNode Fn = soleCallbackLiteral(N);
    llvm::SmallVector<TSNode, 8> Params = parameterNodes(Fn);
    if (How == "values"
            ? disposesItsArgument(Args)
            : !Params.empty() &&
                  releasesEachOfRecord(Record, How, parameterPattern(Params[0]),
                                       field(Fn, "body"))) {
      ExprVal X = lowerExpr(Record, nullptr, Depth + 1);
      withAggregate(Record, X);
      lowerArgs(Args, Depth, true);
      release(X, TSNode{}, N,
              ("Object." + How + "(...).forEach(dispose)").str());
      return ExprVal();
    }
  }
  ExprVal R = lowerExpr(Obj, nullptr, Depth + 1, /*AsReceiver=*/true);
  withAggregate(Obj, R);
  if (std::optional<ExprVal> A =
          lowerArrayMethod(N, field(Fn, "object"), R, Prop, Depth))
    return *A;
  // A name of unknown type (a helper's result) is typed by its uses too.
  if (isUntyped(R.V) || !isTensorish(R.V))
    noteMethodUse(Obj, Prop, Args);
  if (R.V == NoValue)
    if (std::optional<ExprVal> V =
            lowerUntypedVariantCall(N, Obj, Prop, D, Depth, AsReceiver))
      return *V;
  // An untyped parameter is a value of unknown type here: a release or a
  // read of a library's method applies to it; nothing invents a tensor
  // from it, and a container's method (`cache.set(k, t)`) is one.
  bool KnownReceiver = R.V != NoValue && !isUntypedParam(R.V);
  bool Lowered = false;
  if (R.V != NoValue) {
    // `this.backbone.predict(x)` with the field typed a model by that call
    // alone (the constructor stored a parameter): the application's own
    // method of that name may be what runs here, in this call's context.
    if (ValKnown[R.V].ByUse)
      noteUnresolvedMemberCall(Prop);
    bool Tensorish = KnownReceiver && isTensorish(R.V);
    if (std::optional<ExprVal> Out =
            lowerTrackedReceiverCall(N, Fn, R, Tensorish, D, Depth, AsReceiver))
      return *Out;
    Lowered = KnownReceiver;
  }
  if (!Lowered)
    if (std::optional<ExprVal> Out =
            lowerUntrackedReceiverCall(N, Obj, Prop, D, Depth, AsReceiver))
      return Out;
  if (R.V == NoValue)
    if (const apis::ApiEntry *E = modelMethodOfHolder(Obj, Prop)) {
      // Taken for the library's model by the method's name alone: the
      // holder may as well be one of the application's objects, whose
      // method of that name then runs here (`_this.mobileNet.predict(x)`
      // inside a tidy, with the class's `predict` written in another file).
      noteUnresolvedMemberCall(Prop);
      return lowerApiCall(N, *E, NoValue, (T.text(Obj) + "." + Prop).str(), D,
                          Depth, AsReceiver);
    }
  if (R.V == NoValue)
    releaseHeldModel(Obj, Prop, N);
  // No method of the application was found for it (a tensor's own methods
  // are the library's).
  if (!Lowered || !isTensorish(R.V))
    noteUnresolvedMemberCall(Prop);
  if (R.V == NoValue)
    return lowerPageClassMethodCall(N, Obj, Prop, D, Depth, AsReceiver);
  return std::nullopt;
}

std::optional<ExprVal>
FunctionLowering::lowerPageClassMethodCall(TSNode N, TSNode Obj,
                                           llvm::StringRef Prop, Dest *D,
                                           unsigned Depth, bool AsReceiver) {
  // `const cam = new Webcam(el); cam.capture()` in a classic script or a
  // page, where nothing else (the file's own classes, the libraries' APIs)
  // says what the method is: a method of a class another script of the
  // page may declare at its top level, which the summaries link if one
  // does. Otherwise the call stays one of code unseen, as it would be.
  if (Ctx.M.PageGlobalPrefix.empty())
    return std::nullopt;
  TSNode Ctor = classOfReceiver(Obj);
  if (isNull(Ctor) && is(Obj, "identifier")) {
    // `agent.loadModels(files)` with `agent` a name this file declares
    // nowhere: a global another script of the page may make an instance of
    // a class (ir::Module::GlobalInstances), whose method the summaries
    // link to this name if one does. Not a library's global (`tfvis.show`),
    // nor a method a library of the file defines (`rnn.apply(x)`,
    // `model.predict(x)` on a model another script loads), which the
    // unknown call reads as the library's.
    llvm::StringRef Global = T.text(Obj);
    if (isLocal(Global) || Ctx.B.lookup(Global) ||
        Ctx.Index.ModuleNames.contains(Global) ||
        topLevelClasses().contains(Global) ||
        Ctx.Apis.libraryForGlobal(Global) ||
        llvm::any_of(Ctx.UntypedReceivers, [&](const std::string &Res) {
          return Ctx.Apis.lookupMethod(Res, Prop) != nullptr;
        }))
      return std::nullopt;
    return lowerUserCall(N, NoFunction,
                         Ctx.M.PageGlobalPrefix + (Global + "." + Prop).str(),
                         (Global + "." + Prop).str(), D, Depth, AsReceiver);
  }
  if (isNull(Ctor) || !is(Ctor, "identifier"))
    return std::nullopt;
  llvm::StringRef Class = T.text(Ctor);
  // A top-level name of this file that is no function (a variable) is no
  // other script's class; its own constructor function is a page global
  // like any other script's.
  if (isLocal(Class) || Ctx.B.lookup(Class) ||
      topLevelClasses().contains(Class) ||
      (Ctx.Index.ModuleNames.contains(Class) && !Ctx.Index.byName(Class)))
    return std::nullopt;
  return lowerUserCall(N, NoFunction,
                       Ctx.M.PageGlobalPrefix + (Class + "." + Prop).str(),
                       methodSpelling(Obj, Class, Prop), D, Depth, AsReceiver);
}

void FunctionLowering::releaseHeldModel(TSNode Obj, llvm::StringRef Prop,
                                        TSNode Call) {
  // A place an owner keeps (`this.detector`, a store's `state.detector`, a
  // field of a module-level object), not a local of this function: nothing
  // here says what it holds, but a model's release method called on it
  // frees the model it held (before a new one is put there).
  if (!is(Obj, "member_expression") || !Ctx.Apis.releasesSomeModel(Prop))
    return;
  // Or one of the caller's (`holder.detector` with holder a parameter).
  auto IsParam = [&](TSNode Name) {
    if (!is(Name, "identifier"))
      return false;
    for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
      if (auto Found = It->Names.find(T.text(Name)); Found != It->Names.end())
        return Found->second != NoValue &&
               F.Values[Found->second].Store == Storage::Param;
    return false;
  };
  if (!outlivesCall(Obj) && !IsParam(accessPathRoot(Obj)))
    return;
  Known Model;
  Model.Ty = ir::ValueType::Model;
  Op &O = emit(OpKind::Release, Call);
  O.Src = addValue(T.text(Obj), Model, Storage::Field, Obj);
  O.Api = (T.text(Obj) + "." + Prop).str();
}

void FunctionLowering::noteUnresolvedMemberCall(llvm::StringRef Prop) {
  std::vector<std::string> &Names = F.Attrs.UnresolvedMemberCalls;
  auto It = llvm::lower_bound(Names, Prop);
  if (It == Names.end() || *It != Prop)
    Names.insert(It, Prop.str());
}

std::optional<ExprVal>
FunctionLowering::lowerApplicationMethodCall(TSNode N, TSNode Obj,
                                             llvm::StringRef Prop, Dest *D,
                                             unsigned Depth, bool AsReceiver) {
  // `import * as u from './utils'; u.release(t)`, `const u =
  // require('./utils'); u.release(t)`: the function the other file
  // exports under that name.
  if (is(Obj, "identifier") && !isLocal(T.text(Obj)))
    if (const Binding *B = Ctx.B.lookup(T.text(Obj));
        B && B->K == Binding::UserSymbol &&
        (llvm::StringRef(B->Symbol).ends_with("#*") ||
         llvm::StringRef(B->Symbol).ends_with("#default")))
      return lowerUserCall(
          N, NoFunction,
          (llvm::StringRef(B->Symbol).rsplit('#').first + "#" + Prop).str(),
          (T.text(Obj) + "." + Prop).str(), D, Depth, AsReceiver);
  // `svc.service.predict(x)` with `import * as svc`: a member of what
  // that module's `service` holds (an instance's method, linked through
  // ir::Module::ImportedName::Instance, or an object's function).
  if (std::string Holder = namespaceMemberSymbol(Obj); !Holder.empty())
    return lowerUserCall(N, NoFunction, Holder + "." + Prop.str(),
                         (T.text(Obj) + "." + Prop).str(), D, Depth,
                         AsReceiver);
  // `const jobs = {report}; jobs.report()` with report imported: the
  // function of the other file (Bindings names the member too).
  if (is(Obj, "identifier") &&
      (!isLocal(T.text(Obj)) || isTopLevelName(T.text(Obj))) &&
      !Ctx.B.lookup(T.text(Obj)))
    if (const Binding *B = Ctx.B.lookup((T.text(Obj) + "." + Prop).str());
        B && B->K == Binding::UserSymbol &&
        !llvm::StringRef(B->Symbol).ends_with("#*"))
      return lowerUserCall(N, NoFunction, B->Symbol,
                           (T.text(Obj) + "." + Prop).str(), D, Depth,
                           AsReceiver);
  // `const steps = {seed() {...}}; steps.seed()`: a member of an object
  // literal a top-level variable of this file holds, which other code may
  // have replaced. It runs here, as often and in the scope this function
  // runs in (a call op that only dispatches, Op::OtherCallees); what it
  // does with the arguments stays unknown, as for any callee unseen.
  if (is(Obj, "identifier") &&
      (!isLocal(T.text(Obj)) || isTopLevelName(T.text(Obj))) &&
      !Ctx.B.lookup(T.text(Obj)))
    if (std::optional<FunctionId> Member =
            Ctx.Index.byName((T.text(Obj) + "." + Prop).str());
        Member && *Member != Id) {
      Op &C = emit(OpKind::Call, N);
      C.Api = (T.text(Obj) + "." + Prop).str();
      C.OtherCallees.push_back(*Member);
    }
  // `const d = new Detector(); d.detect(x)`: a method of a class this file
  // declares, or one another file exports (its "<path>#Detector.detect").
  if (std::optional<ExprVal> R =
          lowerInstanceMethodCall(N, Obj, Prop, D, Depth, AsReceiver))
    return *R;
  // `import {ops} from './ops'; ops.tidy(fn)`: a member of an object the
  // other file exports (its function "<path>#ops.tidy", if it has one).
  if (is(Obj, "identifier") && !isLocal(T.text(Obj)))
    if (const Binding *B = Ctx.B.lookup(T.text(Obj));
        B && B->K == Binding::UserSymbol &&
        !llvm::StringRef(B->Symbol).ends_with("#*"))
      return lowerUserCall(N, NoFunction, (B->Symbol + "." + Prop).str(),
                           (T.text(Obj) + "." + Prop).str(), D, Depth,
                           AsReceiver);
  return std::nullopt;
}

std::optional<ExprVal> FunctionLowering::lowerTrackedReceiverCall(
    TSNode N, TSNode Fn, const ExprVal &R, bool Tensorish, Dest *D,
    unsigned Depth, bool AsReceiver) {
  TSNode Args = field(N, "arguments");
  llvm::StringRef Prop = T.text(field(Fn, "property"));
  // `predict(x).then((t) => t.dispose())`: a tensor has no `then`, so the
  // value (an application function's result, typed here or by its summary)
  // is a promise of one, which settles by handing the tensor to the
  // callback: the callback owns it now. A model keeps its own flow (where
  // the callback stores it decides whether it is cached).
  if (Prop == "then" && F.Values[R.V].Store != Storage::Param &&
      F.Values[R.V].Type != ValueType::Model) {
    escapeValue(R, EscapeKind::Sink, N);
    return std::nullopt;
  }
  llvm::StringRef Res = Tensorish ? llvm::StringRef(ValKnown[R.V].Res)
                                  : llvm::StringRef(Ctx.DefaultResource);
  const apis::ApiEntry *E = Ctx.Apis.lookupMethod(Res, Prop);
  // A value of unknown type (a helper's result) only gets the ops that
  // cannot invent a tensor: release and borrow.
  if (E && (Tensorish || E->Kind == apis::ApiKind::Release ||
            E->Kind == apis::ApiKind::Borrow)) {
    // a.b().c(): the temporary that c() creates is reported at `c`, so
    // each link of a chain has its own position.
    bool Chained = !D && F.Values[R.V].Store == Storage::Temporary;
    BlockId B = Cur;
    size_t Before = F.Blocks[Cur].Ops.size();
    ExprVal Out = lowerApiCall(N, *E, R.V, (spelling(R.V) + "." + Prop).str(),
                               D, Depth, AsReceiver);
    if (Chained && Cur == B) {
      SourceRange Whole = T.range(N), Prp = T.range(field(Fn, "property"));
      for (size_t I = Before; I < F.Blocks[B].Ops.size(); ++I) {
        Op &O = F.Blocks[B].Ops[I];
        if (O.Kind == OpKind::Create &&
            O.Range.BeginOffset == Whole.BeginOffset) {
          O.Range.Begin = Prp.Begin;
          O.Range.BeginOffset = Prp.BeginOffset;
        }
      }
    }
    return Out;
  }
  // outputs.forEach(t => t.dispose()), outputs.map(t => t.dispose()):
  // a call that returns several tensors, released one by one; or an
  // untyped parameter's elements (`function release(ts) { ts.forEach(...)
  // }`), which are then its caller's to count as released.
  if ((Tensorish || isUntypedParam(R.V)) &&
      (Prop == "forEach" || Prop == "map") && disposesItsArgument(Args)) {
    lowerArgs(Args, Depth, true);
    release(R, TSNode{}, N, (Prop + "(dispose)").str());
    return ExprVal();
  }
  if (Tensorish) {
    Op &U = emit(OpKind::Use, N);
    U.Src = R.V;
    U.Api = (spelling(R.V) + "." + Prop).str();
  }
  // `parts.map((p) => new Segment(p))`, `outputs.forEach(remember)`: each
  // element goes to the callback, which may free it, keep it or hand it on:
  // a call of the callback with them, as its summary says.
  if (Tensorish && (Prop == "forEach" || Prop == "map" || Prop == "flatMap"))
    if (llvm::SmallVector<TSNode, 4> ArgNodes = argumentNodes(N);
        !ArgNodes.empty()) {
      ir::CallbackArg CB = functionArgument(ArgNodes[0]);
      if (CB.Fn != NoFunction || !CB.Symbol.empty()) {
        if (CB.Fn != NoFunction)
          Ctx.addCallSite(CB.Fn, {true});
        Op &C = emit(OpKind::Call, N);
        C.Callee = CB.Fn;
        C.CalleeSymbol = CB.Symbol;
        C.Api = (spelling(R.V) + "." + Prop).str();
        C.Args.push_back(R.V);
      }
    }
  return std::nullopt;
}

std::optional<ExprVal>
FunctionLowering::lowerUntrackedReceiverCall(TSNode N, TSNode Obj,
                                             llvm::StringRef Prop, Dest *D,
                                             unsigned Depth, bool AsReceiver) {
  TSNode Args = field(N, "arguments");
  if (isContainerInsert(Prop)) {
    // A model put into a collection that outlives the call (a module-level
    // `MODEL_CACHE.set(key, model)`, `this.models.push(m)`) is cached.
    bool Outlives = outlivesCall(Obj);
    for (const ExprVal &A : lowerArgs(Args, Depth, false))
      escapeInto(A, EscapeKind::Container, N, Outlives);
    return ExprVal();
  }
  // pairs.forEach(({ a, b }) => { a.dispose(); b.dispose(); }) over an
  // array repacked from others' elements: releases those it names.
  if ((Prop == "forEach" || Prop == "map") && is(Obj, "identifier"))
    if (const Repack *RP = repackOf(T.text(Obj))) {
      TSNode Fn = soleCallbackLiteral(N);
      if (llvm::SmallVector<TSNode, 8> Params = parameterNodes(Fn);
          !Params.empty()) {
        Repack Held = *RP; // lowering the callback may add scopes
        TSNode Elem = parameterPattern(Params[0]);
        if (!keysReleasedEachTime(Elem, field(Fn, "body")).empty()) {
          lowerArgs(Args, Depth, true);
          releaseRepacked(Held, Elem, field(Fn, "body"), N);
          return ExprVal();
        }
      }
    }
  if (Prop == "forEach" && is(Obj, "identifier") &&
      (aggregate(T.text(Obj)) || arrayParam(T.text(Obj)) != NoValue) &&
      disposesItsArgument(Args)) {
    // toDispose.forEach(t => t.dispose()): releases every element (of an
    // array of several names, or of a parameter `ts: tf.Tensor[]`).
    ExprVal All;
    if (auto *Agg = aggregate(T.text(Obj)))
      All.Elems = *Agg;
    else
      All.V = arrayParam(T.text(Obj));
    lowerArgs(Args, Depth, true);
    release(All, TSNode{}, N, "forEach(dispose)");
    return ExprVal();
  }
  // `super.m(...)`: the base class's m, or the one the base inherits.
  if (is(Obj, "super")) {
    FunctionId Self = enclosingMethod();
    if (Self == NoFunction)
      return std::nullopt;
    std::string Base = projectClassSymbol(
        extendedClassName(Ctx.Index.Functions[Self].Class, T));
    if (Base.empty())
      return std::nullopt;
    return lowerUserCall(N, NoFunction, Base + "." + Prop.str(),
                         ("super." + Prop).str(), D, Depth, AsReceiver);
  }
  if (!is(Obj, "this") && !is(declaredValue(Obj), "this"))
    return std::nullopt;
  // this.helper(): a method of the same class, or a function-valued
  // field (`helper = (x) => {...}`). Also through an alias of `this`
  // (`var _this = this;`, which TypeScript and Babel emit for arrow
  // functions; `const self = this`).
  if (FunctionId M = classMember(Prop); M != NoFunction) {
    size_t Before = F.Blocks[Cur].Ops.size();
    BlockId At = Cur;
    ExprVal R = lowerUserCall(N, M, {}, (T.text(Obj) + "." + Prop).str(), D,
                              Depth, AsReceiver);
    // A subclass in another file may override it.
    if (Cur == At && F.Blocks[Cur].Ops.size() > Before &&
        F.Blocks[Cur].Ops.back().Kind == OpKind::Call)
      F.Blocks[Cur].Ops.back().ThisDispatch = true;
    return R;
  }
  if (FunctionId M = prototypeMethod(Prop); M != NoFunction)
    return lowerUserCall(N, M, {}, (T.text(Obj) + "." + Prop).str(), D, Depth,
                         AsReceiver);
  // A method the base class leaves to its subclasses (template method):
  // the call reaches one of their overrides.
  if (llvm::SmallVector<FunctionId, 2> Overrides = subclassOverrides(Prop);
      !Overrides.empty()) {
    ExprVal R =
        lowerUserCall(N, Overrides.front(), {},
                      (T.text(Obj) + "." + Prop).str(), D, Depth, AsReceiver);
    F.Blocks[Cur].Ops.back().OtherCallees.assign(Overrides.begin() + 1,
                                                 Overrides.end());
    return R;
  }
  // this.init() in a method of an object literal: the object's own
  // method, as a framework calls the hooks of the object it is given on
  // that object (a mini-program's `Page({onReady() { this.init(); }})`,
  // Vue's Options API, whose instance also holds its `methods`).
  if (is(Obj, "this"))
    if (FunctionId M = objectLiteralMember(Prop); M != NoFunction)
      return lowerUserCall(N, M, {}, (T.text(Obj) + "." + Prop).str(), D, Depth,
                           AsReceiver);
  return std::nullopt;
}

ExprVal FunctionLowering::lowerObjectAssign(TSNode N, unsigned Depth) {
  TSNode Args = field(N, "arguments");
  llvm::SmallVector<ExprVal, 4> Vals = lowerArgs(Args, Depth, false);
  TSNode Target = stripParens(ts_node_named_child(Args, 0));
  if (!is(Target, "object")) { // into an existing object: stored there
    for (const ExprVal &V : Vals)
      escapeValue(V, EscapeKind::Container, N);
    return {};
  }
  return holding(Vals);
}

bool FunctionLowering::keepsItsArguments(
    TSNode Fn, llvm::ArrayRef<llvm::StringRef> Parts) {
  // `props.onSubmit(t)`: a function named as a markup attribute that
  // passes an event handler (`markup_attribute`).
  bool EventCallback =
      !Parts.empty() && namesEventAttribute(Parts.back(), Ctx.Apis);
  return is(Fn, "super") || isPromiseResolve(Fn) || EventCallback ||
         (is(Fn, "identifier") && Ctx.Index.StateSetters.count(T.text(Fn)));
}

ExprVal
FunctionLowering::lowerUnknownCall(TSNode N, TSNode Fn,
                                   llvm::ArrayRef<llvm::StringRef> Parts,
                                   bool Sync, unsigned Depth) {
  TSNode Args = field(N, "arguments");
  bool HaveParts = !Parts.empty();
  // `model.fit(xs, ys, {callbacks})` on an object of unknown type: the
  // untyped receivers' libraries' method of that name runs its callbacks
  // only during the call.
  if (Parts.size() > 1 &&
      llvm::any_of(Ctx.UntypedReceivers, [&](const std::string &Res) {
        const apis::ApiEntry *E = Ctx.Apis.lookupMethod(Res, Parts.back());
        return E && E->CallbacksDuringCall;
      }))
    markClosuresDuringCall(argumentNodes(N));
  llvm::SmallVector<ExprVal, 4> Vals = lowerArgs(Args, Depth, Sync);
  // Tensors inside array and object arguments are read by the call, which
  // may keep them (tf.data.array([{xs, ys}])). Fresh ones written right in
  // the literal and given to the application's own code
  // (`memory.addSample([tf.tensor2d(s), a, r])`) have no other name to be
  // freed by: that call is meant to take them.
  const Binding *Root = HaveParts ? Ctx.B.lookup(Parts[0]) : nullptr;
  bool LibraryCall =
      HaveParts && ((Root && Root->K != Binding::UserSymbol) ||
                    (!Root && Ctx.Apis.libraryForGlobal(Parts[0])));
  // `model.compile({optimizer})`, `model.fit(xs, ys)` on an object of
  // unknown type: a method the untyped receivers' libraries define is
  // theirs (as it types the object, UseInference), and a library only
  // reads what it is given, or keeps it in its result or receiver.
  bool LibraryMethod =
      HaveParts && Parts.size() > 1 &&
      llvm::any_of(Ctx.UntypedReceivers, [&](const std::string &Res) {
        return Ctx.Apis.lookupMethod(Res, Parts.back()) != nullptr;
      });
  LibraryCall |= LibraryMethod;
  llvm::SmallVector<ValueId, 4> HandedElems =
      handArgumentElements(N, Fn, Vals, LibraryCall, Parts);
  // `return Promise.resolve(t).then(...)`: what an unknown call makes of
  // its tensors is handed to the caller; this function no longer owns them.
  // (Whether the call is returned is asked only when that can matter: the
  // answer climbs the tree from the function down.)
  if (llvm::any_of(Vals, [&](const ExprVal &V) { return canEscape(V); }) &&
      resultIsReturned(N)) {
    for (const ExprVal &V : Vals)
      escapeValue(V, EscapeKind::Sink, N);
    return {};
  }
  bool AnyTensor =
      llvm::any_of(Vals, [&](const ExprVal &V) { return isTensorish(V.V); });
  if (LibraryMethod) {
    for (const ExprVal &V : Vals)
      if (isTensorish(V.V)) {
        Op &O = emit(OpKind::Use, N);
        O.Src = V.V;
        O.Api = llvm::join(Parts, ".");
        O.MayRetain = true;
      }
    return {};
  }
  if (AnyTensor || !HandedElems.empty()) {
    Op &O = emit(OpKind::Call, N);
    for (const ExprVal &V : Vals)
      O.Args.push_back(isTensorish(V.V) ? V.V : NoValue);
    // After the positional arguments: past any callee's parameters.
    llvm::append_range(O.Args, HandedElems);
    O.Api = HaveParts ? llvm::join(Parts, ".") : std::string("<call>");
  }
  return {};
}

llvm::SmallVector<ValueId, 4> FunctionLowering::handArgumentElements(
    TSNode N, TSNode Fn, llvm::ArrayRef<ExprVal> Vals, bool LibraryCall,
    llvm::ArrayRef<llvm::StringRef> Parts) {
  TSNode Args = field(N, "arguments");
  bool HaveParts = !Parts.empty();
  // A tensor packed into a record or list for a function of the
  // application (`addSample({state, action})`, a closure obtained from a
  // factory) is handed over: nobody wraps a tensor in a new literal to lend
  // it. A method of an unknown object (`model.compile({optimizer})`) may be
  // the library's, which only reads.
  llvm::SmallVector<bool, 4> InLiteral;
  for (TSNode A : namedChildren(Args))
    if (!is(A, "comment"))
      InLiteral.push_back(
          is(Fn, "identifier") &&
          (is(stripParens(A), "object") || is(stripParens(A), "array")));
  // Tensors inside an array or object given to code nothing here can see
  // (`later(obj)`, obj = {g}) are handed to it, as the array is.
  llvm::SmallVector<ValueId, 4> HandedElems;
  for (auto [I, V] : llvm::enumerate(Vals))
    for (ValueId E : V.Elems) {
      if (!LibraryCall && E < F.Values.size() &&
          (F.Values[E].Store == Storage::Temporary ||
           (I < InLiteral.size() && InLiteral[I]))) {
        handOverToCallee(E, N);
        continue;
      }
      if (!LibraryCall) {
        HandedElems.push_back(E);
        continue;
      }
      Op &O = emit(OpKind::Use, N);
      O.Src = E;
      O.Api = HaveParts ? llvm::join(Parts, ".") : std::string("<call>");
      O.MayRetain = true;
    }
  return HandedElems;
}

FunctionId
FunctionLowering::enclosingLocalFunction(llvm::StringRef Name) const {
  auto It = Ctx.Index.Declared.find(Name);
  if (It == Ctx.Index.Declared.end())
    return NoFunction;
  // The nearest function (this one, then the ones it is nested in) that
  // declares a function of that name.
  // A top-level function's Parent is NoFunction: the module's code (id 0)
  // declares it (`const init = async () => {...}; init();`).
  auto DeclaredIn = [&](FunctionId Cand) {
    FunctionId P = Ctx.Index.Functions[Cand].Parent;
    return P == NoFunction ? FunctionId(0) : P;
  };
  for (FunctionId A = Id; A != NoFunction && A < Ctx.Index.Functions.size();
       A = Ctx.Index.Functions[A].Parent) {
    for (FunctionId Cand : It->second)
      if (DeclaredIn(Cand) == A && Cand != Id)
        return Cand;
    if (A == 0)
      break;
  }
  return NoFunction;
}

llvm::SmallVector<FunctionId, 2>
FunctionLowering::subclassOverrides(llvm::StringRef Prop) const {
  llvm::SmallVector<FunctionId, 2> Out;
  FunctionId Self = enclosingMethod();
  if (Self == NoFunction)
    return Out;
  llvm::StringRef Base = T.text(field(Ctx.Index.Functions[Self].Class, "name"));
  if (Base.empty())
    return Out;
  for (FunctionId I = 1; I < Ctx.Index.Functions.size(); ++I) {
    const FunctionInfo &Other = Ctx.Index.Functions[I];
    if (Other.Name == Prop && !isNull(Other.Class) &&
        is(Other.Node, "method_definition") &&
        // `class D extends Base` (also `extends Base<T>` in TypeScript).
        extendedClassName(Other.Class, T) == Base)
      Out.push_back(I);
  }
  return Out;
}

bool FunctionLowering::resultIsReturned(TSNode Call) const {
  // Through parentheses, casts, `await` and chained calls on the result
  // (`f(x).then(...)`, `f(x).catch(...)`). The ancestors are found once,
  // from the function being lowered down: ts_node_parent searches from the
  // root of the file for each step.
  llvm::SmallVector<TSNode, 16> Above = ancestorsBelow(topOf(), Call);
  auto Parent = [&](TSNode X, bool Take) {
    if (Above.empty())
      return ts_node_parent(X);
    TSNode P = Above.back();
    if (Take)
      Above.pop_back();
    return P;
  };
  TSNode Child = Call;
  for (TSNode P = Parent(Call, true); !isNull(P);
       Child = P, P = Parent(P, true)) {
    llvm::StringRef Ty = type(P);
    if (Ty == "parenthesized_expression" || Ty == "await_expression" ||
        Ty == "as_expression" || Ty == "non_null_expression")
      continue;
    if (Ty == "member_expression" && ts_node_eq(field(P, "object"), Child) &&
        is(Parent(P, false), "call_expression")) {
      P = Parent(P, true);
      continue;
    }
    return Ty == "return_statement" ||
           (isFunctionNode(P) && ts_node_eq(field(P, "body"), Child));
  }
  return false;
}

/// `C.prototype.m = function`: the owner spelling `C.prototype.` of such an
/// assignment target, else empty.
static llvm::StringRef prototypeOwner(TSNode Target, const SyntaxTree &T) {
  if (!is(Target, "member_expression"))
    return {};
  TSNode Obj = stripParens(field(Target, "object"));
  if (!is(Obj, "member_expression") ||
      T.text(field(Obj, "property")) != "prototype")
    return {};
  return T.text(Obj);
}

bool FunctionLowering::madeAsSeveral(ValueId V) const {
  // Every creation into V so far (a variable reassigned `p = tf.squeeze(p)`
  // holds one tensor after all).
  bool Several = false;
  for (const Block &B : F.Blocks)
    for (const Op &O : B.Ops)
      if ((O.Kind == OpKind::Create || O.Kind == OpKind::Assign) &&
          O.Dst == V) {
        if (O.Kind == OpKind::Assign || O.ReleaseAllHint.empty() ||
            O.ReleaseHint != O.ReleaseAllHint)
          return false;
        Several = true;
      }
  return Several;
}

ValueId FunctionLowering::severalOutputs(TSNode Obj) {
  if (!is(Obj, "identifier"))
    return NoValue;
  ValueId X = lookup(T.text(Obj));
  if (X == NoValue || !isTensorish(X) || isUntypedParam(X) ||
      !(MaybeArrays.count(X) || madeAsSeveral(X)))
    return NoValue;
  return X;
}

void FunctionLowering::handOverOutputs(ValueId X, TSNode At) {
  ExprVal Whole;
  Whole.V = X;
  escapeValue(Whole, EscapeKind::Sink, At);
}

// `const out = outs[0]`, `const [a, b] = outs`, `output.embedding =
// outs[1]`: the outputs a call made are owned one by one from there on,
// each by what takes it. The array is handed over to its elements (the ones
// no name takes are not followed, and nothing holds the array: freeing it
// later is no misuse); each element taken is a tensor of its own, freed
// with the array (`tf.dispose(outs)`) or by itself.
ValueId FunctionLowering::takeOutputElement(ValueId X, llvm::StringRef Array,
                                            llvm::StringRef Api, Dest &D,
                                            TSNode At) {
  handOverOutputs(X, At);
  const Known K = knownOf(X);
  ValueId V = materialize(D, K);
  Op &O = emit(OpKind::Create, At);
  O.Dst = V;
  O.Api = Api.str();
  if (const apis::Resource *R = Ctx.Apis.resource(K.Res))
    if (!R->Release.empty())
      O.ReleaseHint = R->Release.front();
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    if (It->Names.count(Array) || It->Aggregates.count(Array)) {
      It->Aggregates[Array].push_back(V);
      break;
    }
  return V;
}

std::optional<ExprVal> FunctionLowering::lowerOutputElement(TSNode N,
                                                            TSNode Obj, Dest *D,
                                                            unsigned Depth) {
  ValueId X = D && D->Multi.empty() ? severalOutputs(Obj) : NoValue;
  if (X == NoValue)
    return std::nullopt;
  TSNode Index = field(N, "index");
  lowerExpr(Index, nullptr, Depth + 1);
  if (!is(Index, "number")) { // outs[i]: handed over, not followed
    handOverOutputs(X, N);
    return ExprVal{};
  }
  ExprVal Out;
  Out.V = takeOutputElement(X, T.text(Obj), T.text(N), *D, N);
  Out.IntoDest = true;
  return Out;
}

bool FunctionLowering::outlivesCall(TSNode Collection) const {
  TSNode Root = accessPathRoot(Collection);
  if (!is(Root, "identifier"))
    return is(Root, "this");
  // A module's object, or one the enclosing function made (a component's
  // `useRef({})`) that this closure reads: it outlives each of its calls.
  llvm::StringRef Name = T.text(Root);
  return llvm::none_of(Scopes, [&](const Scope &S) {
    auto It = S.Names.find(Name);
    return It != S.Names.end() && !CaptureValues.contains(It->second);
  });
}

bool FunctionLowering::isTopLevelName(llvm::StringRef Name) const {
  // The module's code: its outermost scope holds the file's top-level
  // names, which every function of the file sees.
  if (Id != 0 || Scopes.empty())
    return false;
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    if (It->Names.count(Name))
      return &*It == &Scopes.front();
  return false;
}

std::optional<ExprVal>
FunctionLowering::lowerInstanceMethodCall(TSNode Call, TSNode Obj,
                                          llvm::StringRef Prop, Dest *D,
                                          unsigned Depth, bool AsReceiver) {
  // `new Detector().detect(x)`: the object is built right there.
  bool Built = is(Obj, "new_expression");
  TSNode Ctor = classOfReceiver(Obj);
  // `new models.Detector()` with `import * as models`: the class that
  // module exports under that name.
  if (std::string Sym = namespaceMemberSymbol(Ctor); !Sym.empty()) {
    if (Built)
      lowerExpr(Obj, nullptr, Depth + 1);
    return lowerUserCall(Call, NoFunction, Sym + "." + Prop.str(),
                         methodSpelling(Obj, T.text(Ctor), Prop), D, Depth,
                         AsReceiver);
  }
  if (isNull(Ctor) ||
      !(is(Ctor, "identifier") || is(Ctor, "type_identifier")) ||
      isLocal(T.text(Ctor)))
    return std::nullopt;
  llvm::StringRef Class = T.text(Ctor);
  std::string Spelling = methodSpelling(Obj, Class, Prop);
  // Only once the method is known: the caller lowers the object otherwise.
  auto Construct = [&] {
    if (Built)
      lowerExpr(Obj, nullptr, Depth + 1);
  };
  if (const Binding *B = Ctx.B.lookup(Class)) {
    if (B->K != Binding::UserSymbol ||
        llvm::StringRef(B->Symbol).ends_with("#*"))
      return std::nullopt;
    Construct();
    return lowerUserCall(Call, NoFunction, B->Symbol + "." + Prop.str(),
                         Spelling, D, Depth, AsReceiver);
  }
  auto [Method, Unseen] =
      MethodOfClass.try_emplace((Class + "." + Prop).str(), NoFunction);
  if (Unseen)
    for (size_t I = 1; I < Ctx.Index.Functions.size(); ++I) {
      const FunctionInfo &M = Ctx.Index.Functions[I];
      if (M.Name == Prop && !isNull(M.Class) &&
          T.text(field(M.Class, "name")) == Class) {
        Method->second = I;
        break;
      }
    }
  if (Method->second == NoFunction || Method->second == Id)
    return std::nullopt;
  Construct();
  return lowerUserCall(Call, Method->second, {}, Spelling, D, Depth,
                       AsReceiver);
}

/// The class a type names: `Block`, `Block[]` / `Array<Block>` when
/// Element, `Block<Attrs>`; the identifier node, or null.
static TSNode classOfType(TSNode Type, bool Element) {
  TSNode N = is(Type, "type_annotation") ? ts_node_named_child(Type, 0) : Type;
  if (Element) {
    if (is(N, "array_type")) {
      N = ts_node_named_child(N, 0);
    } else if (is(N, "generic_type")) { // Array<T>
      TSNode Args = ts_node_named_child(N, 1);
      N = !isNull(Args) && ts_node_named_child_count(Args) == 1
              ? ts_node_named_child(Args, 0)
              : TSNode{};
    } else {
      return {};
    }
  }
  if (is(N, "generic_type"))
    N = field(N, "name");
  return is(N, "type_identifier") ? N : TSNode{};
}

TSNode FunctionLowering::fieldType(llvm::StringRef Field) const {
  FunctionId Self = enclosingMethod();
  if (Self == NoFunction)
    return {};
  TSNode Class = Ctx.Index.Functions[Self].Class;
  if (isNull(Class))
    return {};
  TSNode Body = field(Class, "body");
  for (TSNode M : namedChildren(Body))
    if (is(M, "public_field_definition") && T.text(field(M, "name")) == Field)
      return field(M, "type");
  return {};
}

ValueId FunctionLowering::callResultTemp(const Known &K, llvm::StringRef Api,
                                         TSNode At) {
  ValueId V =
      addValue("$t" + std::to_string(NextTemp++), K, Storage::Temporary, At);
  ValApi[V] = (Api + "(...)").str();
  StmtTemps.push_back(V);
  return V;
}

std::string FunctionLowering::methodSpelling(TSNode Obj, llvm::StringRef Class,
                                             llvm::StringRef Prop) const {
  return ((is(Obj, "new_expression") ? "new " + Class + "()" : T.text(Obj)) +
          "." + Prop)
      .str();
}

std::string FunctionLowering::namespaceMemberSymbol(TSNode N) const {
  if (!is(N, "member_expression"))
    return {};
  TSNode Obj = stripParens(field(N, "object"));
  if (!is(Obj, "identifier") || isLocal(T.text(Obj)))
    return {};
  const Binding *B = Ctx.B.lookup(T.text(Obj));
  llvm::StringRef Module = B ? llvm::StringRef(B->Symbol) : "";
  if (!B || B->K != Binding::UserSymbol || !Module.consume_back("#*"))
    return {};
  return (Module + "#" + T.text(field(N, "property"))).str();
}

TSNode FunctionLowering::classOfReceiver(TSNode Obj) {
  if (is(Obj, "new_expression"))
    return stripParens(field(Obj, "constructor"));
  if (!is(Obj, "identifier"))
    return {};
  uint32_t Decl = declOf(T.text(Obj));
  if (Decl == 0)
    return {};
  // Once per variable: finding a declaration walks the tree from its
  // root, and a receiver's methods are called many times.
  auto [It, First] = ConstructedBy.try_emplace(Decl, TSNode{});
  if (First)
    It->second = receiverClass(Obj, Decl);
  return It->second;
}

TSNode FunctionLowering::receiverClass(TSNode Obj, uint32_t Decl) const {
  // `const d = new Detector()`.
  if (TSNode New = declaredValue(Obj); is(New, "new_expression"))
    return stripParens(field(New, "constructor"));
  TSNode Name =
      ts_node_named_descendant_for_byte_range(T.root(), Decl - 1, Decl - 1);
  if (isNull(Name))
    return {};
  TSNode Holder = ts_node_parent(Name);
  // `const b: Block = ...`, `(block: Block) => ...`.
  if (is(Holder, "variable_declarator") || is(Holder, "required_parameter") ||
      is(Holder, "optional_parameter"))
    if (TSNode C = classOfType(field(Holder, "type"), false); !isNull(C))
      return C;
  // `const block = this.blocks[i]`, `for (const block of this.blocks)`, with
  // the class's field declared `blocks: Block[]`.
  TSNode Of{};
  if (!is(Holder, "variable_declarator"))
    Of = forOfSource(Obj);
  else if (TSNode V = stripParens(field(Holder, "value"));
           is(V, "subscript_expression"))
    Of = stripParens(field(V, "object"));
  if (is(Of, "member_expression") &&
      is(stripParens(field(Of, "object")), "this"))
    return classOfType(fieldType(T.text(field(Of, "property"))), true);
  return {};
}

FunctionId FunctionLowering::classMember(llvm::StringRef Name) const {
  FunctionId Self = enclosingMethod();
  if (Self == NoFunction)
    return NoFunction;
  for (size_t I = 1; I < Ctx.Index.Functions.size(); ++I) {
    const FunctionInfo &Other = Ctx.Index.Functions[I];
    if (Other.Name == Name && !isNull(Other.Class) &&
        key(Other.Class) == key(Ctx.Index.Functions[Self].Class))
      return I;
  }
  return NoFunction;
}

TSNode FunctionLowering::thisObjectLiteral() {
  if (ThisObject)
    return *ThisObject;
  ThisObject = TSNode{};
  for (FunctionId I = Id;
       I != NoFunction && I != 0 && I < Ctx.Index.Functions.size();
       I = Ctx.Index.Functions[I].Parent) {
    const FunctionInfo &FI = Ctx.Index.Functions[I];
    if (is(FI.Node, "arrow_function"))
      continue;
    TSNode Object = holdingObject(FI), Outer{};
    if (!isNull(Object))
      ThisObject = isObjectOfMethods(Object, T, Ctx.Index.Conventions, Outer)
                       ? Outer
                       : Object;
    break;
  }
  return *ThisObject;
}

FunctionId FunctionLowering::objectLiteralMember(llvm::StringRef Name) {
  TSNode Self = thisObjectLiteral();
  if (isNull(Self))
    return NoFunction;
  auto [It, New] = Ctx.ObjectMembers.try_emplace(key(Self));
  llvm::StringMap<FunctionId> &Members = It->second;
  if (New) {
    // Its own methods and function-valued keys, then those of its objects
    // of methods: one walk of its keys per object.
    const apis::ComponentConventions *C = Ctx.Index.Conventions;
    auto Add = [&](TSNode Object, auto &Nested) -> void {
      for (TSNode E : namedChildren(Object)) {
        TSNode Key = field(E, is(E, "method_definition") ? "name" : "key");
        TSNode Value = is(E, "pair") ? stripParens(field(E, "value")) : E;
        if (is(E, "pair") && is(Value, "object") && C &&
            llvm::is_contained(C->TemplateMethods, T.text(Key))) {
          Nested(Value, Nested);
          continue;
        }
        if (!is(E, "method_definition") && !is(E, "pair"))
          continue;
        if (std::optional<FunctionId> Fn = Ctx.Index.idOf(Value))
          Members.try_emplace(T.text(Key), *Fn);
      }
    };
    Add(Self, Add);
  }
  auto Found = Members.find(Name);
  return Found == Members.end() || Found->second == Id ? NoFunction
                                                       : Found->second;
}

/// The first parameter's name node of a function literal (`t => ...`,
/// `function (t)`, TypeScript's `(t: Tensor) => ...`), or null.
static TSNode firstParameter(TSNode Fn) {
  TSNode P = field(Fn, "parameter");
  if (isNull(P))
    P = ts_node_named_child(field(Fn, "parameters"), 0);
  if (is(P, "required_parameter"))
    P = field(P, "pattern");
  return P;
}

bool FunctionLowering::isPromiseResolve(TSNode Callee) {
  if (!is(Callee, "identifier"))
    return false;
  // The executor itself, or a callback nested in it (`fs.readFile(p, (e,
  // d) => resolve(t))`). Looked for once per function lowered, not per call
  // (ts_node_parent searches from the root of the file).
  if (!PromiseResolve) {
    PromiseResolve = TSNode{};
    for (FunctionId I = Id; I != 0 && I < Ctx.Index.Functions.size();
         I = Ctx.Index.Functions[I].Parent) {
      TSNode Fn = Ctx.Index.Functions[I].Node;
      TSNode Args = ts_node_parent(Fn);
      TSNode New = ts_node_parent(Args);
      if (!is(Args, "arguments") || !is(New, "new_expression") ||
          T.text(field(New, "constructor")) != "Promise")
        continue;
      PromiseResolve = firstParameter(Fn);
      break;
    }
  }
  return !isNull(*PromiseResolve) && T.text(*PromiseResolve) == T.text(Callee);
}

FunctionId FunctionLowering::prototypeMethod(llvm::StringRef Prop) const {
  // ES5 classes (compiled TypeScript): `this.m()` inside a function assigned
  // to `C.prototype.n` (or a closure in one) calls `C.prototype.m`.
  llvm::StringRef Owner;
  for (FunctionId I = Id; I != NoFunction && I != 0 && Owner.empty();
       I = Ctx.Index.Functions[I].Parent)
    Owner = prototypeOwner(Ctx.Index.Functions[I].AssignedTo, T);
  if (Owner.empty())
    return NoFunction;
  for (size_t I = 1; I < Ctx.Index.Functions.size(); ++I) {
    TSNode To = Ctx.Index.Functions[I].AssignedTo;
    if (prototypeOwner(To, T) == Owner && T.text(field(To, "property")) == Prop)
      return I;
  }
  return NoFunction;
}

bool FunctionLowering::releaseThroughField(TSNode Target, TSNode At,
                                           bool OfParameter) {
  // `r.boxes.dispose()` where r holds a helper's tensor result: r is really
  // an object of tensors (`{boxes, scores}`), and its owner is disposing its
  // parts. Which parts is not tracked, so r leaves this function's
  // responsibility rather than being released (twice, for two fields).
  // So are `r[0]` and, inside `tf.dispose([r[0], r[1], top.values])`,
  // each such element.
  Target = stripParens(Target);
  // `const boxes = r.boxes; tf.dispose(boxes)`: a constant declared as
  // such a part stands for it.
  if (TSNode Part = constantPart(Target); !isNull(Part))
    return releaseThroughField(Part, At, /*OfParameter=*/true);
  if (is(Target, "array")) {
    bool Any = false;
    for (TSNode E : namedChildren(Target))
      if (is(stripParens(E), "member_expression") ||
          is(stripParens(E), "subscript_expression") ||
          is(stripParens(E), "identifier"))
        Any |= releaseThroughField(E, At);
    return Any;
  }
  bool Subscript = is(Target, "subscript_expression");
  if (!is(Target, "member_expression") && !Subscript)
    return false;
  TSNode Base = stripParens(field(Target, "object"));
  if (!is(Base, "identifier") ||
      (!Subscript && Ctx.Apis.lookupMethod(Ctx.DefaultResource,
                                           T.text(field(Target, "property")))))
    return false;
  ExprVal Owner;
  Owner.V = lookup(T.text(Base));
  // A value typed by nothing here (another file's helper's result, whose
  // summary decides in the engine; a parameter whose part a `const` names,
  // whose caller's does) may be such an object as well. (A parameter's
  // field released directly, `holder.detector.dispose()`, is a held
  // model's release.)
  if (!isTensorish(Owner.V))
    return false;
  bool Untyped = knownOf(Owner.V).Ty == ValueType::Other &&
                 (FromOtherFile.contains(Owner.V) ||
                  (OfParameter && F.Values[Owner.V].Store == Storage::Param));
  bool Typed = knownOf(Owner.V).Ty == ValueType::Tensor || Untyped;
  if (!Typed || RecordField.count(Owner.V)) // its field is the resource
    return false;
  escapeValue(Owner, EscapeKind::Sink, At);
  return true;
}

void FunctionLowering::releaseCapturedBy(TSNode Fn) {
  TSNode Body = field(Fn, "body");
  if (!is(Body, "statement_block"))
    return;
  // The names the closure binds itself (parameters, its top-level
  // declarations) are not this function's.
  llvm::SmallDenseSet<llvm::StringRef, 8> Own;
  for (TSNode P : parameterNodes(Fn))
    if (TSNode Id = parameterPattern(P); is(Id, "identifier"))
      Own.insert(T.text(Id));
  for (TSNode S : namedChildren(Body))
    if (is(S, "lexical_declaration") || is(S, "variable_declaration"))
      for (TSNode D : namedChildren(S))
        if (is(D, "variable_declarator"))
          Own.insert(T.text(field(D, "name")));
  // A release of a variable of this function: this function's.
  auto Release = [&](TSNode Name, TSNode At, llvm::StringRef Api) {
    if (!is(Name, "identifier") || Own.contains(T.text(Name)))
      return;
    ValueId V = lookup(T.text(Name));
    if (!isTensorish(V))
      return;
    Released.insert(V);
    Op &O = emit(OpKind::Release, At);
    O.Src = V;
    O.Api = Api.str();
  };
  // Statements of the body itself: a release under a condition or in a
  // nested function may not run.
  for (TSNode S : namedChildren(Body))
    if (is(S, "expression_statement"))
      forEachReleasedName(ts_node_named_child(S, 0), Release);
}

void FunctionLowering::forEachReleasedName(
    TSNode E,
    llvm::function_ref<void(TSNode, TSNode, llvm::StringRef)> Each) const {
  E = stripParens(E);
  if (!is(E, "call_expression"))
    return;
  TSNode Callee = stripParens(field(E, "function"));
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  if (!calleeParts(Callee, T, Parts)) {
    // xs[i].dispose(): a release method of a receiver no dotted name spells.
    if (is(Callee, "member_expression"))
      if (const apis::ApiEntry *M = Ctx.Apis.lookupMethod(
              Ctx.DefaultResource, T.text(field(Callee, "property")));
          M && M->Kind == apis::ApiKind::Release)
        Each(stripParens(field(Callee, "object")), E, T.text(Callee));
    return;
  }
  llvm::StringRef Api = T.text(Callee);
  // tf.dispose(t), tf.dispose([a, b]): a library's release of its argument.
  if (const apis::ApiEntry *L =
          resolveLibraryCall(Parts, isLocal(Parts[0]), Ctx.B, Ctx.Apis);
      L && L->Kind == apis::ApiKind::Release) {
    TSNode First = stripParens(ts_node_named_child(field(E, "arguments"), 0));
    if (!is(First, "array"))
      return Each(First, E, Api);
    for (TSNode C : namedChildren(First))
      Each(stripParens(C), C, Api);
    return;
  }
  // t.dispose(), o.t.dispose(): a release method of its receiver.
  const apis::ApiEntry *M =
      Ctx.Apis.lookupMethod(Ctx.DefaultResource, Parts.back());
  if (Parts.size() >= 2 && M && M->Kind == apis::ApiKind::Release &&
      is(Callee, "member_expression"))
    Each(stripParens(field(Callee, "object")), E, Api);
}

bool FunctionLowering::disposesItsArgument(TSNode Args) {
  // A callback literal whose body disposes its first parameter:
  // `t => t.dispose()`, `function (t) { return t.dispose(); }`,
  // `t => tf.dispose(t)`.
  llvm::SmallVector<TSNode, 2> List;
  for (TSNode A : namedChildren(Args))
    if (!is(A, "comment"))
      List.push_back(stripParens(A));
  if (List.size() != 1 || !isFunctionNode(List[0]))
    return false;
  TSNode Fn = List[0], Param = firstParameter(Fn);
  if (!is(Param, "identifier"))
    return false;
  llvm::StringRef P = T.text(Param);
  TSNode Body = field(Fn, "body");
  llvm::SmallVector<TSNode, 2> Exprs;
  if (is(Body, "statement_block")) {
    for (TSNode S : namedChildren(Body))
      if (is(S, "expression_statement") || is(S, "return_statement"))
        Exprs.push_back(ts_node_named_child(S, 0));
  } else {
    Exprs.push_back(Body);
  }
  bool Disposes = false;
  for (TSNode E : Exprs)
    forEachReleasedName(E, [&](TSNode Name, TSNode At, llvm::StringRef) {
      // The parameter itself (at the call), not an element of an array.
      Disposes |= T.text(Name) == P && is(At, "call_expression");
    });
  return Disposes;
}

std::optional<FunctionId> FunctionLowering::namedCallback(TSNode N) const {
  // A function of the file by name: a top-level one, or one this function
  // defines (`const lossFn = () => {...}; optimizer.minimize(lossFn)`), or a
  // method of this class (`tf.tidy(this.step)`).
  if (is(N, "member_expression") &&
      is(stripParens(field(N, "object")), "this")) {
    FunctionId M = classMember(T.text(field(N, "property")));
    return M == NoFunction ? std::nullopt : std::optional<FunctionId>(M);
  }
  // `{ step }` names the function as `step` does.
  if (!is(N, "identifier") && !is(N, "shorthand_property_identifier"))
    return std::nullopt;
  llvm::StringRef Name = T.text(N);
  // A local name: the function this one declares under it (several
  // methods may each declare their own `sampleFunc`), if it is one.
  if (isLocal(Name)) {
    auto It = Ctx.Index.Declared.find(Name);
    if (It != Ctx.Index.Declared.end())
      for (FunctionId Cand : It->second)
        if (Ctx.Index.Functions[Cand].Parent == Id)
          return Cand;
    return std::nullopt;
  }
  return Ctx.Index.byName(Name);
}

/// The position of the parameter named Name in function node Fn's list.
static std::optional<uint32_t> parameterIndex(TSNode Fn, llvm::StringRef Name,
                                              const SyntaxTree &T) {
  llvm::SmallVector<TSNode, 8> List = parameterNodes(Fn);
  for (uint32_t I = 0; I < List.size(); ++I)
    if (TSNode P = parameterPattern(List[I]);
        is(P, "identifier") && T.text(P) == Name)
      return I;
  return std::nullopt;
}

ir::ParamRef FunctionLowering::parameterNamed(TSNode N) const {
  if (!is(N, "identifier") && !is(N, "shorthand_property_identifier"))
    return {};
  llvm::StringRef Name = T.text(N);
  // Parameters live in the function's outermost scope: a name an inner
  // block declares again is that block's.
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    if (It->Names.count(Name)) {
      if (std::next(It) != Scopes.rend())
        return {};
      if (std::optional<uint32_t> I = parameterIndex(FI.Node, Name, T))
        return {Id, *I};
      return {};
    }
  if (!Ctx.Captures[Id].count(Name))
    return {};
  // Captured: the nearest enclosing function with a parameter of that name.
  for (FunctionId P = FI.Parent;
       P != NoFunction && P != 0 && P < Ctx.Index.Functions.size();
       P = Ctx.Index.Functions[P].Parent)
    if (std::optional<uint32_t> I =
            parameterIndex(Ctx.Index.Functions[P].Node, Name, T))
      return {P, *I};
  return {};
}

ir::CallbackArg FunctionLowering::functionArgument(TSNode Arg) const {
  TSNode S = stripParens(Arg);
  ir::CallbackArg CB;
  if (isFunctionNode(S)) {
    if (std::optional<FunctionId> Fn = Ctx.Index.idOf(S))
      CB.Fn = *Fn;
  } else if (std::optional<FunctionId> Named = namedCallback(S)) {
    CB.Fn = *Named;
  } else {
    CB.Param = parameterNamed(S);
    // A function imported from another file of the project.
    if (!CB.Param.isValid() &&
        (is(S, "identifier") || is(S, "shorthand_property_identifier")) &&
        !isLocal(T.text(S)))
      if (const Binding *B = Ctx.B.lookup(T.text(S));
          B && B->K == Binding::UserSymbol)
        CB.Symbol = B->Symbol;
  }
  return CB;
}

void FunctionLowering::noteCallbackArgs(TSNode Call) {
  llvm::SmallVector<TSNode, 4> Args = argumentNodes(Call);
  std::vector<ir::CallbackArg> Out;
  // `runAll([warmUp, fit])`: the functions an array literal holds, each as
  // deep as it is.
  auto Note = [&](auto &Self, TSNode Arg, uint32_t I, uint8_t Element) -> void {
    if (TSNode A = stripParens(Arg); is(A, "array")) {
      if (Element < 2)
        for (TSNode Part : namedChildren(A))
          Self(Self, Part, I, Element + 1);
      return;
    }
    ir::CallbackArg CB = functionArgument(Arg);
    CB.Arg = I;
    CB.Element = Element;
    if (CB.namesFunction())
      Out.push_back(CB);
  };
  for (uint32_t I = 0; I < Args.size(); ++I)
    Note(Note, Args[I], I, 0);
  if (!Out.empty())
    F.Blocks[Cur].Ops.back().Callbacks = std::move(Out);
}

void FunctionLowering::handOverToCallee(ValueId Fresh, TSNode Call) {
  ExprVal R;
  R.V = Fresh;
  escapeValue(R, EscapeKind::Sink, Call);
}

ExprVal FunctionLowering::lowerUserCall(TSNode Call, FunctionId Callee,
                                        llvm::StringRef Symbol,
                                        llvm::StringRef Api, Dest *D,
                                        unsigned Depth, bool AsReceiver) {
  llvm::SmallVector<ExprVal, 4> Vals =
      lowerArgs(field(Call, "arguments"), Depth, false);
  // A function of another module gets its arguments' tensors through its
  // parameters only: fresh ones written inside an array or object literal
  // (`this.memory.addSample([tf.tensor2d(s), a, r])`) have no other name to
  // be freed by, so the call is meant to take them (as for an unknown
  // callee of the application).
  if (Callee == NoFunction)
    for (const ExprVal &V : Vals)
      for (ValueId E : V.Elems)
        if (E < F.Values.size() && F.Values[E].Store == Storage::Temporary)
          handOverToCallee(E, Call);
  if (Callee != NoFunction) {
    std::vector<bool> Site;
    for (const ExprVal &V : Vals)
      Site.push_back(isTensorish(V.V) &&
                     F.Values[V.V].Type == ValueType::Tensor);
    Ctx.addCallSite(Callee, std::move(Site));
  }
  // The result is a value only when the callee is known (from the first
  // pass) to return one, or is in another file (its summary decides).
  Known K = Callee != NoFunction ? Ctx.returnOf(Callee) : Known{};
  // A helper of another file (its summary decides whether it creates): the
  // variable's uses say what it holds (`const model = await loadModel(p);
  // model.predict(x)`), so calls on it are the library's.
  if (Callee == NoFunction && K.Ty == ValueType::Other && D &&
      D->Multi.empty() && is(D->Target, "identifier")) {
    if (D->Declared.Ty != ValueType::Other)
      K = D->Declared; // let s: tf.Tensor2D = env.getState()
    else if (const Known *H = inferred(D->Target))
      K = *H;
  }
  ValueId Dst = NoValue;
  // `const [xs, ys] = prepare(n)`, `const {x, y} = await load()`: when the
  // helper returns fresh tensors (its summary says so, in the engine), each
  // name holds one of them (Op::PartOfResult).
  llvm::SmallVector<std::pair<Dest *, Known>, 4> Parts =
      destructuredParts(D, Callee, K);
  if (!Parts.empty()) {
    Dst = callResultTemp(Parts.front().second, Api, Call);
  }
  // The value a return statement returns: what this file's helper returns
  // is handed on (an unknown callee's result has no type to hand on).
  bool Returned = !D && !AsReceiver && !isNull(ReturnedCall) &&
                  ts_node_eq(Call, ReturnedCall) && Callee != NoFunction &&
                  K.Ty != ValueType::Other;
  if ((D || AsReceiver || Returned) &&
      (Callee == NoFunction || K.Ty != ValueType::Other) &&
      !(D && !D->Multi.empty())) {
    if (D) {
      Dst = materialize(*D, K);
    } else {
      Dst = callResultTemp(K, Api, Call);
    }
  }
  if (Dst != NoValue && Callee == NoFunction && K.Ty == ValueType::Other)
    FromOtherFile.insert(Dst);
  Op &O = emit(OpKind::Call, Call);
  O.Dst = Dst;
  O.Callee = Callee;
  O.CalleeSymbol = Symbol.str();
  O.Api = Api.str();
  // `if (!sessions) sessions = await loadSessions()`: a helper that loads,
  // called only while nothing is cached; `if (!this.mean) this.fit(x)`: a
  // helper that fills a place, called only while it is empty.
  O.Guarded = guardedDest(D) || underGuardItFills(Callee);
  O.ResultOnlyCalled = resultOnlyCalled(D);
  for (const ExprVal &V : Vals)
    O.Args.push_back(isTensorish(V.V) ? V.V : NoValue);
  noteCallbackArgs(Call);
  for (auto &[Part, PartKnown] : Parts) {
    ValueId V = materialize(*Part, PartKnown);
    Op &P = emit(OpKind::Create, Part->Target);
    P.Dst = V;
    P.Src = Dst;
    P.PartOfResult = true;
    P.Api = Api.str();
  }
  ExprVal R;
  R.V = Parts.empty() ? Dst : NoValue;
  R.IntoDest = D && Dst != NoValue;
  return R;
}

llvm::SmallVector<std::pair<Dest *, Known>, 4>
FunctionLowering::destructuredParts(Dest *D, FunctionId Callee,
                                    const Known &Returned) const {
  llvm::SmallVector<std::pair<Dest *, Known>, 4> Parts;
  if (!D || D->Multi.empty())
    return Parts;
  // A helper of this file that returns no tensor: nothing to hold.
  if (Callee != NoFunction && Returned.Ty != ValueType::Tensor)
    return Parts;
  // Each name its uses make a tensor holds one of them; a name they make
  // a model, a plain value or nothing is typed as before, by its uses
  // alone (`const {model} = await train()` stays the model it is used as;
  // a tensor nothing here uses as one is not followed).
  for (Dest *M : D->Multi) {
    if (isNull(M->Target) ||
        Ctx.usedAsPlainValue(ts_node_start_byte(M->Target) + 1))
      continue;
    if (const Known *H = inferred(M->Target); H && H->Ty == ValueType::Tensor)
      Parts.push_back({M, *H});
  }
  return Parts;
}

// Not inlined into lowerCall, which is on every level of nested calls.
LLVM_ATTRIBUTE_NOINLINE ExprVal FunctionLowering::lowerApiCall(
    TSNode Call, const apis::ApiEntry &E, ValueId Receiver, llvm::StringRef Api,
    Dest *D, unsigned Depth, bool AsReceiver) {
  TSNode Args = field(Call, "arguments");
  llvm::SmallVector<TSNode, 4> ArgNodes = argumentNodes(Call);
  const apis::ResourceVariant *Variant = chosenVariant(E, ArgNodes);
  frontend::ApiCallPlan P = frontend::planApiCall(E, ArgNodes.size(), Variant);

  if (P.Result == OpKind::ScopedCall)
    return lowerScopedCall(Call, E, Receiver, Api, D, Depth, AsReceiver);
  if (P.Scope == OpKind::ScopeEnter) {
    lowerArgs(Args, Depth, false);
    Op &O = emit(OpKind::ScopeEnter, Call);
    O.Api = Api.str();
    O.ScopeId = NextScopeId++;
    OpenScopes.push_back(O.ScopeId);
    return {};
  }
  if (P.Scope == OpKind::ScopeExit) {
    lowerArgs(Args, Depth, false);
    Op &O = emit(OpKind::ScopeExit, Call);
    O.Api = Api.str();
    if (OpenScopes.empty()) {
      O.ScopeId = NextScopeId++;
    } else {
      O.ScopeId = OpenScopes.back();
      OpenScopes.pop_back();
    }
    return {};
  }

  if (E.ScopedCallbacks)
    markScopedCallbacks(Call, ArgNodes);
  if (E.CallbacksDuringCall)
    markClosuresDuringCall(ArgNodes);
  llvm::SmallVector<ExprVal, 4> Vals = lowerArgs(Args, Depth, false);
  ExprVal Result = applyOperandRoles(Call, P, Receiver, Vals, ArgNodes, Api);
  lowerReads(Call, P, Receiver, Vals, Api);
  if (!E.TakesOptions.empty() || !E.BuildsFrom.empty())
    takeOptions(E, ArgNodes, Call);
  if (E.BuildsFromArg >= 0)
    buildOver(E, Receiver, ArgNodes, Call);

  if (!P.Result)
    return Result;
  // `layer.apply(input)` with `input` a graph input (`tf.input()`, a
  // model's `.output`), no tensor: the result is a graph value too.
  if (P.ResultNeedsResourceArg && llvm::none_of(Vals, [&](const ExprVal &V) {
        return (isTensorish(V.V) && !isUntypedParam(V.V)) ||
               llvm::any_of(V.Elems, [&](ValueId X) {
                 return isTensorish(X) && !isUntypedParam(X);
               });
      }))
    return Result;
  // A promise that is only chained on (`.then(...)`) is not a tensor here.
  // A model load still happens (and costs) here: its result goes to the
  // callback that the promise is chained to.
  if (P.ResultIsPromise && !D && AsReceiver) {
    if (*P.Result != OpKind::LoadModel)
      return {};
    ExprVal L;
    L.V = produce(nullptr, resultKnown(E, ArgNodes), OpKind::LoadModel, Api, &E,
                  Call, true, chainAssignedToGuarded(Call));
    escapeValue(L, EscapeKind::Closure, Call);
    return {};
  }
  Result.V = produce(D, resultKnown(E, ArgNodes), *P.Result, Api, &E, Call,
                     P.ResultIsPromise, false,
                     Variant ? llvm::StringRef(Variant->Field) : "");
  Result.IntoDest = D != nullptr;
  return Result;
}

ExprVal FunctionLowering::lowerScopedCall(TSNode Call, const apis::ApiEntry &E,
                                          ValueId Receiver, llvm::StringRef Api,
                                          Dest *D, unsigned Depth,
                                          bool AsReceiver) {
  TSNode Args = field(Call, "arguments");
  // tf.tidy(fn) / tf.tidy('name', fn): the callback is the function
  // argument (a literal or a function of this file).
  std::optional<FunctionId> Cb;
  for (TSNode A : namedChildren(Args)) {
    TSNode S = stripParens(A);
    if (isFunctionNode(S)) {
      // Also a scope method of a typed receiver (`optimizer.minimize(f)`),
      // which the frequency pass, reading names only, cannot resolve.
      Cb = Ctx.Index.idOf(S);
      if (Cb && *Cb < Ctx.M.Functions.size())
        Ctx.markScopeCallback(*Cb);
      lowerClosure(S, true);
      releaseCapturedBy(S);
    } else if (std::optional<FunctionId> Named = namedCallback(S)) {
      Cb = Named;
      Ctx.markScopeCallback(*Cb);
      // One this function declares sees its variables.
      if (*Cb < Ctx.Index.Functions.size() &&
          Ctx.Index.Functions[*Cb].Parent == Id)
        releaseCapturedBy(Ctx.Index.Functions[*Cb].Node);
    } else {
      // `function myTidy(fn) { return tf.tidy(fn); }`: whatever the
      // callers pass as fn runs in the scope.
      if (ir::ParamRef P = parameterNamed(S); P.isValid())
        F.Attrs.ParamCalls.push_back({P, T.range(Call).Begin, true, Cur});
      lowerExpr(A, nullptr, Depth + 1);
    }
  }
  Op &O = emit(OpKind::ScopedCall, Call);
  O.Api = Api.str();
  if (Cb)
    O.Callee = *Cb;
  // A callback known (from the previous pass) to return no tensor, such as
  // `() => model.predict(x).argMax().dataSync()[0]`, makes no tensor.
  bool NoTensorResult =
      Cb && Ctx.finalPass() && Ctx.returnOf(*Cb).Ty == ValueType::Other;
  // One known to return a tensor makes one even when the result is not
  // bound: `return tf.tidy(() => x.div(255))` hands it to the caller, and
  // a discarded result is a leak. A scope method (`optimizer.minimize(f)`)
  // returns the callback's result only when asked to (returnCost), so a
  // discarded one says nothing.
  bool TensorResult =
      Cb && Ctx.returnOf(*Cb).Ty == ValueType::Tensor && Receiver == NoValue;
  if ((D || AsReceiver || TensorResult) && !NoTensorResult) {
    ExprVal R;
    R.V =
        produce(D, resultKnown(E), OpKind::Create, Api, &E, Call, false, false);
    R.IntoDest = D != nullptr;
    return R;
  }
  return {};
}

void FunctionLowering::markScopedCallbacks(TSNode Call,
                                           llvm::ArrayRef<TSNode> ArgNodes) {
  for (TSNode A : ArgNodes)
    markScopedValue(Call, A, 0);
}

TSNode FunctionLowering::forOfSource(TSNode Name) const {
  uint32_t D = declOf(T.text(Name));
  if (D == 0)
    return {};
  TSNode Id = ts_node_named_descendant_for_byte_range(T.root(), D - 1, D - 1);
  TSNode Loop = ts_node_parent(Id);
  if (!is(Loop, "for_in_statement") || !ts_node_eq(field(Loop, "left"), Id) ||
      T.text(field(Loop, "operator")) != "of")
    return {};
  return stripParens(field(Loop, "right"));
}

void FunctionLowering::markScopedValue(TSNode Call, TSNode V, unsigned Depth) {
  V = stripParens(V);
  ir::CallbackArg CB = functionArgument(V);
  if (CB.Fn != NoFunction) {
    Ctx.markScopeCallback(CB.Fn);
    return;
  }
  if (CB.Param.isValid()) {
    F.Attrs.ParamCalls.push_back({CB.Param, T.range(Call).Begin, true, Cur});
    return;
  }
  // Another module's function, or its object whose functions the library
  // runs (`registerKernel(scaleConfig)` with scaleConfig imported): linked
  // by symbol when the whole run's summaries are made.
  if (!CB.Symbol.empty()) {
    if (!llvm::is_contained(F.Attrs.ScopedSymbols, CB.Symbol))
      F.Attrs.ScopedSymbols.push_back(CB.Symbol);
    return;
  }
  // A config object or a list of them, literal or named by a const or a
  // for-of variable: what the library runs is the functions they hold.
  if (Depth >= 3)
    return;
  TSNode Held = V;
  if (is(V, "identifier")) {
    Held = declaredValue(V);
    if (isNull(Held)) {
      // `for (const config of configs) registerKernel(config)`.
      if (TSNode Walked = forOfSource(V); !isNull(Walked))
        markScopedValue(Call, Walked, Depth + 1);
      return;
    }
  }
  if (is(Held, "object")) {
    for (TSNode P : namedChildren(Held)) {
      if (is(P, "method_definition")) {
        if (std::optional<FunctionId> Fn = Ctx.Index.idOf(P))
          Ctx.markScopeCallback(*Fn);
      } else if (is(P, "pair")) {
        markScopedValue(Call, field(P, "value"), Depth + 1);
      } else if (is(P, "shorthand_property_identifier")) {
        // `{kernelFunc}`: a function of the file by that name.
        if (std::optional<FunctionId> Fn = Ctx.Index.byName(T.text(P)))
          Ctx.markScopeCallback(*Fn);
      } else if (is(P, "spread_element")) {
        markScopedValue(Call, ts_node_named_child(P, 0), Depth + 1);
      }
    }
  } else if (is(Held, "array")) {
    for (TSNode E : namedChildren(Held))
      markScopedValue(Call, E, Depth + 1);
  }
}

ExprVal FunctionLowering::applyOperandRoles(TSNode Call,
                                            const frontend::ApiCallPlan &P,
                                            ValueId Receiver,
                                            llvm::ArrayRef<ExprVal> Vals,
                                            llvm::ArrayRef<TSNode> ArgNodes,
                                            llvm::StringRef Api) {
  using frontend::OperandRole;
  ExprVal Result;
  if (P.Receiver == OperandRole::Release) {
    // x.dispose() on a value of unknown type (a helper's result): released
    // here if it turns out to be a tensor.
    ExprVal R;
    R.V = Receiver;
    release(R, TSNode{}, Call, Api, /*Untyped=*/true);
  } else if (P.Receiver == OperandRole::Sink) {
    ExprVal R;
    R.V = Receiver;
    escapeValue(R, EscapeKind::Sink, Call);
  }
  for (size_t I = 0; I < Vals.size(); ++I) {
    switch (P.arg(I)) {
    case OperandRole::Release: {
      // tf.dispose(Object.values(r)): the record's tensors.
      llvm::StringRef How;
      if (TSNode Record = recordWalked(ArgNodes[I], How);
          Vals[I].V == NoValue && Vals[I].Elems.empty() &&
          is(Record, "identifier") && How == "values") {
        ExprVal X;
        X.V = lookup(T.text(Record));
        withAggregate(Record, X);
        release(X, TSNode{}, Call, Api);
        break;
      }
      if (Vals[I].V == NoValue && !releaseThroughField(ArgNodes[I], Call))
        noteTensorUse(ArgNodes[I]);
      else if (Vals[I].V != NoValue)
        releaseThroughField(ArgNodes[I], Call); // a constant's part
      release(Vals[I], ArgNodes[I], Call, Api);
      break;
    }
    case OperandRole::Sink:
      escapeValue(Vals[I], EscapeKind::Sink, Call);
      break;
    case OperandRole::Keep:
      if (isTensorish(Vals[I].V)) {
        Op &O = emit(OpKind::Keep, Call);
        O.Src = Vals[I].V;
        O.Api = Api.str();
        Result.V = Vals[I].V; // const k = tf.keep(t): k aliases t
      }
      break;
    default:
      break;
    }
  }
  return Result;
}

void FunctionLowering::lowerReads(TSNode Call, const frontend::ApiCallPlan &P,
                                  ValueId Receiver,
                                  llvm::ArrayRef<ExprVal> Vals,
                                  llvm::StringRef Api) {
  using frontend::OperandRole;
  auto Use = [&](ValueId V, bool Arg) {
    Op &O = emit(OpKind::Use, Call);
    O.Src = V;
    O.Api = Api.str();
    O.MayRetain = Arg && P.ReadsMayRetain;
    // `x.data()`: the read completes after the call returns.
    O.Async = P.ResultIsPromise;
  };
  if (frontend::reads(P.Receiver) && Receiver != NoValue)
    Use(Receiver, false);
  for (size_t I = 0; I < Vals.size(); ++I) {
    if (!frontend::reads(P.arg(I)))
      continue;
    if (isTensorish(Vals[I].V))
      Use(Vals[I].V, true);
    for (ValueId X : Vals[I].Elems)
      Use(X, true);
  }
}

std::optional<ExprVal>
FunctionLowering::lowerUntypedVariantCall(TSNode Call, TSNode Obj,
                                          llvm::StringRef Prop, Dest *D,
                                          unsigned Depth, bool AsReceiver) {
  // `model.generate({..., return_dict_in_generate: true})` with `model` of
  // unknown type (a singleton's promise): the option is the library's own,
  // evidence enough that this is its method.
  for (const std::string &Res : Ctx.UntypedReceivers) {
    const apis::ApiEntry *E = Ctx.Apis.lookupMethod(Res, Prop);
    if (!E || E->Kind != apis::ApiKind::None || E->Variants.empty())
      continue; // the common case: no such method; nothing more to look at
    if (chosenVariant(*E, argumentNodes(Call)))
      return lowerApiCall(Call, *E, NoValue, (T.text(Obj) + "." + Prop).str(),
                          D, Depth, AsReceiver);
  }
  return std::nullopt;
}

ExprVal FunctionLowering::lowerAssign(TSNode N, unsigned Depth) {
  TSNode L = stripParens(field(N, "left"));
  TSNode R = field(N, "right");
  TSNode RS = stripParens(R);
  bool Augmented = is(N, "augmented_assignment_expression");
  llvm::StringRef Op = Augmented ? T.text(field(N, "operator")) : "=";
  if (Augmented && Op != "?\?=" && Op != "||=" && Op != "&&=") {
    lowerExpr(R, nullptr, Depth + 1);
    return {};
  }
  notePlaceAssignment(L, R);
  Dest D;
  D.Target = L;
  D.Guarded = Op == "?\?=" || Op == "||=";
  if (is(RS, "binary_expression")) {
    llvm::StringRef BO = T.text(field(RS, "operator"));
    if ((BO == "||" || BO == "??") && norm(field(RS, "left")) == norm(L))
      D.Guarded = true; // m = m || load()
  }
  if (is(L, "identifier")) {
    lowerAssignToName(N, L, R, D, Depth);
    return {};
  }
  if (is(L, "member_expression")) {
    lowerAssignToMember(N, L, R, D, Depth);
    return {};
  }
  if (is(L, "subscript_expression")) {
    lowerExpr(field(L, "object"), nullptr, Depth + 1);
    lowerExpr(field(L, "index"), nullptr, Depth + 1);
    ExprVal Res = lowerExpr(R, nullptr, Depth + 1);
    withAggregate(R, Res);
    // arr[i] = t. A model put into a collection that outlives the call
    // (`models[name] = load(name)`, as with `models.set(name, ...)`) is
    // cached, one per key.
    escapeInto(Res, EscapeKind::Container, N, outlivesCall(field(L, "object")));
    return {};
  }
  ExprVal Res = lowerExpr(R, nullptr, Depth + 1);
  if (is(L, "array_pattern") || is(L, "object_pattern")) {
    // [this.mean, this.std] = tf.tidy(...): the parts go to the pattern's
    // targets, which are not tracked one by one, so the result escapes: to
    // fields when the pattern names any, else into the destructured locals.
    bool ToField = false;
    for (TSNode Part : namedChildren(L))
      ToField |= is(stripParens(Part), "member_expression");
    escapeValue(Res, ToField ? EscapeKind::Field : EscapeKind::Container, N);
  }
  return {};
}

void FunctionLowering::lowerAssignToName(TSNode N, TSNode L, TSNode R, Dest &D,
                                         unsigned Depth) {
  TSNode RS = stripParens(R);
  llvm::StringRef Name = T.text(L);
  bool ModuleVar = !isLocal(Name) && Ctx.Index.ModuleNames.count(Name) &&
                   (Id != 0 || Scopes.size() == 1);
  bool Captured = !ModuleVar && capturedFromEnclosing(Name); // (before lookup)
  ValueId Old = lookup(Name);
  if (Old != NoValue && F.Values[Old].Store == Storage::Module)
    ModuleVar = true;
  if (isNullish(RS, T)) {
    if (Old != NoValue)
      emit(OpKind::Kill, N).Dst = Old;
    return;
  }
  D.Name = Name.str();
  D.Store = ModuleVar ? Storage::Module : Storage::Local;
  if (Id == 0 && Ctx.Index.ModuleNames.count(Name))
    D.Store = Storage::Module;
  D.Existing = Old;
  ExprVal Res = lowerExpr(R, &D, Depth + 1);
  withAggregate(R, Res);
  if (D.Made == NoValue && guardedDest(&D))
    markLoadsGuarded(Res.V);
  bool FromFunction = D.Store == Storage::Module && Id != 0;
  if (Captured && keepInCapturedVariable(Res, D, N))
    return;
  if (D.Made == NoValue && isTensorish(Res.V)) {
    if (FromFunction) {
      bool Model = knownOf(Res.V).Ty == ValueType::Model;
      escapeValue(Res, Model ? EscapeKind::Cache : EscapeKind::Module, N);
      if (!Model)
        namePlaceOfEscape(Res.V, Name, L, guardedDest(&D));
      // A parameter of unknown type says nothing of what the variable
      // holds elsewhere.
      if (!isUntypedParam(Res.V))
        Ctx.setModuleVar(Name, knownOf(Res.V));
      return;
    }
    ValueId V = materialize(D, knownOf(Res.V));
    ir::Op &A = emit(OpKind::Assign, N);
    A.Dst = V;
    A.Src = Res.V;
  } else if (D.Made != NoValue && FromFunction) {
    ExprVal Made;
    Made.V = D.Made;
    escapeValue(Made,
                knownOf(D.Made).Ty == ValueType::Model ? EscapeKind::Cache
                                                       : EscapeKind::Module,
                N);
  } else if (D.Made == NoValue && Old != NoValue &&
             F.Values[Old].Store == Storage::Local) {
    // `x.dispose(); x = scaled.tensor;`: a value of unknown type (a
    // record's field) replaces what the variable named; its next use is
    // no use of the tensor it held.
    emit(OpKind::Kill, N).Dst = Old;
  }
  if (D.Made != NoValue && D.Store == Storage::Module)
    Ctx.setModuleVar(Name, knownOf(D.Made));
  if (D.Made != NoValue &&
      (D.Store == Storage::Local || (Id == 0 && !FromFunction)))
    noteAssignedTensor(L, knownOf(D.Made));
  if (!Res.Elems.empty()) {
    if (FromFunction) {
      ExprVal Elems;
      Elems.Elems = Res.Elems;
      escapeValue(Elems, EscapeKind::Container, N);
    } else {
      holdElements(Name, Res.Elems, /*Assigned=*/true);
    }
  }
}

bool FunctionLowering::keepInCapturedVariable(const ExprVal &Res, const Dest &D,
                                              TSNode At) {
  ExprVal Kept = Res;
  if (D.Made != NoValue)
    Kept.V = D.Made;
  // (Of a type unknown here, a helper's result: what its summary says
  // it returns is kept.)
  bool Model = Kept.V != NoValue && knownOf(Kept.V).Ty == ValueType::Model;
  if (!Model && (Kept.V != NoValue || !Kept.Elems.empty())) {
    escapeValue(Kept, EscapeKind::Module, At);
    return true;
  }
  return false;
}

void FunctionLowering::lowerAssignToMember(TSNode N, TSNode L, TSNode R,
                                           Dest &D, unsigned Depth) {
  TSNode RS = stripParens(R);
  std::string Key = norm(L);
  TSNode Obj = stripParens(field(L, "object"));
  bool IsThis = is(Obj, "this");
  ValueId Old = NoValue;
  for (auto It = Scopes.rbegin(); It != Scopes.rend() && Old == NoValue; ++It)
    if (auto F2 = It->Names.find(Key); F2 != It->Names.end())
      Old = F2->second;
  if (isNullish(RS, T)) {
    if (Old != NoValue)
      emit(OpKind::Kill, N).Dst = Old;
    return;
  }
  if (!IsThis)
    lowerExpr(Obj, nullptr, Depth + 1);
  std::string ModuleKey = moduleFieldKey(L);
  D.Name = Key;
  D.Store = ModuleKey.empty() ? Storage::Field : Storage::Module;
  D.Existing = Old;
  ExprVal Res = lowerExpr(R, &D, Depth + 1);
  withAggregate(R, Res);
  if (D.Made == NoValue && guardedDest(&D))
    markLoadsGuarded(Res.V);
  ExprVal Stored;
  bool Receiver = isReceiverField(L);
  if (D.Made != NoValue) {
    F.Values[D.Made].ReceiverField = Receiver;
    Scopes.front().Names[Key] = D.Made;
    Stored.V = D.Made;
  } else if (isTensorish(Res.V) && !isUntypedParam(Res.V)) {
    Stored.V = Res.V;
  }
  // `this.c.dispose(); this.c = next;`: on this path the field holds next's
  // object from here on (or one not tracked here), not the one it held.
  if (D.Made == NoValue && Old != NoValue) {
    if (Stored.V != NoValue) {
      Op &A = emit(OpKind::Assign, N);
      A.Dst = Old;
      A.Src = Stored.V;
    } else {
      emit(OpKind::Kill, N).Dst = Old;
    }
  }
  // Whether a model kept here is kept for good: one per element of a
  // collection is loaded once per element; one in a module object's field
  // is the program's one model, as is one in a field of a service the
  // application creates once.
  auto KeepsForGood = [&] {
    if (IsThis) {
      FunctionId Self = enclosingMethod();
      return Self != NoFunction &&
             isSingletonClass(Ctx.Index.Functions[Self].Class, T, Ctx.Apis);
    }
    return storesPerLoopElement(T, L) || !ModuleKey.empty();
  };
  if (D.Made == NoValue && !isTensorish(Stored.V) && Res.V != NoValue) {
    // `face.tensor = equalized`, equalized of a type unknown here (a
    // helper's result may still prove to be a model).
    ExprVal Untyped;
    Untyped.V = Res.V;
    escapeInto(Untyped, EscapeKind::Field, N, KeepsForGood());
    if (!ModuleKey.empty() || Receiver)
      namePlaceOfEscape(Res.V, Key, L, guardedDest(&D), Receiver);
  }
  if (isTensorish(Stored.V)) {
    Known K = knownOf(Stored.V);
    escapeInto(Stored, EscapeKind::Field, N, KeepsForGood());
    if (D.Made == NoValue && (!ModuleKey.empty() || Receiver) &&
        K.Ty != ValueType::Model)
      namePlaceOfEscape(Stored.V, Key, L, guardedDest(&D), Receiver);
    if (IsThis && !classKey().empty())
      Ctx.setField(classKey() + "." + T.text(field(L, "property")).str(), K);
    else if (!ModuleKey.empty())
      Ctx.setField(ModuleKey, K);
  }
  if (!Res.Elems.empty()) {
    ExprVal Elems;
    Elems.Elems = Res.Elems;
    escapeValue(Elems, EscapeKind::Container, N);
  }
}

} // namespace tensorlint::frontend::js
