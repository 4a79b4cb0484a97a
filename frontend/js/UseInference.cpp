//===- UseInference.cpp - Types of untyped names, from their uses ---------===//
//
// Plain JavaScript never annotates `function loop(model, xs)`. In a file
// that calls the tensor library, a parameter or variable whose methods only
// exist on a tensor or a model (`x.argMax()`, `model.predict(x)`), or that is
// passed to a release call (`tf.dispose(t)`), holds one. Method names that
// JavaScript's own objects also have (`slice`, `concat`, `add`, `map`) prove
// nothing; indexing, `.length`, iteration or an Array/String-only method
// prove the opposite and veto the inference. The first lowering pass
// collects these facts; the second types the declarations.
//
//===----------------------------------------------------------------------===//

#include "frontend/js/FunctionLowering.h"

#include "llvm/ADT/StringSet.h"

namespace tensorlint::frontend::js {

using namespace ir;

namespace {

/// Methods of JavaScript's built-in objects (Array, String, Map, Set,
/// Promise, Object, Number, Date, Function) and a few near-universal library
/// names (`evaluate`, `format`, `dispose`): a call of one says nothing about
/// a tensor.
bool isBuiltinMethod(llvm::StringRef M) {
  static const llvm::StringSet<> Names = {
      // Array
      "at", "concat", "copyWithin", "entries", "every", "fill", "filter",
      "find", "findIndex", "findLast", "findLastIndex", "flat", "flatMap",
      "forEach", "includes", "indexOf", "join", "keys", "lastIndexOf", "map",
      "pop", "push", "reduce", "reduceRight", "reverse", "shift", "slice",
      "some", "sort", "splice", "toLocaleString", "toReversed", "toSorted",
      "toSpliced", "toString", "unshift", "values", "with",
      // String
      "charAt", "charCodeAt", "codePointAt", "endsWith", "localeCompare",
      "match", "matchAll", "normalize", "padEnd", "padStart", "repeat",
      "replace", "replaceAll", "search", "split", "startsWith", "substr",
      "substring", "toLowerCase", "toUpperCase", "toLocaleLowerCase",
      "toLocaleUpperCase", "trim", "trimEnd", "trimStart", "trimLeft",
      "trimRight",
      // Map, Set, WeakMap
      "add", "clear", "delete", "get", "has", "set",
      // Promise
      "then", "catch", "finally",
      // Object, Function
      "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "valueOf",
      "toJSON", "call", "apply", "bind",
      // Number
      "toExponential", "toFixed", "toPrecision",
      // Date
      "getTime", "getDate", "getDay", "getFullYear", "getHours", "getMinutes",
      "getMonth", "getSeconds", "toISOString",
      // Common to many libraries (three.js, editors, puppeteer, streams).
      "dispose", "evaluate", "format", "load", "save", "next", "start", "stop",
      "read", "write", "close", "open", "emit", "on", "off", "send",
      // Tensor methods whose names are everyday verbs of other objects
      // (env.step(), logger.log(), query.where(), bigNum.max()).
      "step", "log", "where", "all", "any", "clone", "equal", "max", "min",
      "pool", "stack", "unique"};
  return Names.contains(M);
}

/// What a method call on an untyped receiver says it is, if anything:
/// Receivers are the resources the file's libraries try, in order
/// (`untyped_receivers` of the API models; TF.js: tensors first, then
/// models, then optimizers). The first that has the method decides: an ml5
/// model's `predict` (a promise of plain predictions) says nothing of TF.js
/// models in a page that loads ml5.
std::optional<Known> receiverFor(const apis::ApiDatabase &Apis,
                                 llvm::ArrayRef<std::string> Receivers,
                                 llvm::StringRef Method) {
  for (const std::string &R : Receivers) {
    const apis::ApiEntry *E = Apis.lookupMethod(R, Method);
    if (!E)
      continue;
    using apis::ApiKind;
    if (E->Kind != ApiKind::Create && E->Kind != ApiKind::Borrow &&
        E->Kind != ApiKind::Scope)
      return std::nullopt;
    const apis::Resource *Res = Apis.resource(R);
    if (!Res)
      continue;
    return Known{Res->IsModel ? ValueType::Model : ValueType::Tensor,
                 Res->Name};
  }
  return std::nullopt;
}

} // namespace

void FunctionLowering::declare(llvm::StringRef Name, TSNode At) {
  // Byte 0 is the start of the file: shift by one so 0 means "unknown".
  uint32_t D = ts_node_start_byte(At) + 1;
  Scopes.back().Decls[Name] = D;
  if (Id == 0 && Scopes.size() == 1)
    Ctx.setModuleDecl(Name, D);
}

uint32_t FunctionLowering::declOf(llvm::StringRef Name) const {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    if (!It->Names.count(Name))
      continue;
    auto D = It->Decls.find(Name);
    return D == It->Decls.end() ? 0 : D->second;
  }
  auto C = Ctx.CaptureDecls[Id].find(Name);
  if (C != Ctx.CaptureDecls[Id].end())
    return C->second;
  if (Ctx.Captures[Id].count(Name))
    return 0;
  if (Ctx.Index.ModuleNames.count(Name))
    if (std::optional<uint32_t> M = Ctx.moduleDecl(Name))
      return *M;
  return 0;
}

bool FunctionLowering::fieldDeclaresOtherType(llvm::StringRef Prop) const {
  // `handDetector: HandDetector;` in the class body.
  FunctionId Method = enclosingMethod();
  if (Method == NoFunction)
    return false;
  for (TSNode M :
       namedChildren(field(Ctx.Index.Functions[Method].Class, "body")))
    if ((is(M, "public_field_definition") || is(M, "field_definition")) &&
        T.text(field(M, "name")) == Prop)
      return declaresOtherType(field(M, "type"), T, Ctx.Apis, Ctx.B);
  return false;
}

const llvm::StringSet<> &FunctionLowering::topLevelClasses() const {
  if (!Ctx.TopLevelClasses)
    Ctx.TopLevelClasses = topLevelClassNames(T);
  return *Ctx.TopLevelClasses;
}

std::string FunctionLowering::fieldClassSymbol(llvm::StringRef Prop) const {
  FunctionId Method = enclosingMethod();
  if (Method == NoFunction)
    return {};
  TSNode Class = Ctx.Index.Functions[Method].Class;
  // Asked for every `this.x.m()` of every method: the class's members are
  // read once, not once per call (a class of the library corpus has
  // hundreds).
  auto [It, New] = Ctx.FieldClassSymbols.try_emplace(key(Class));
  llvm::StringMap<std::string> &Symbols = It->second;
  if (New)
    collectFieldClasses(Class, Symbols);
  auto Found = Symbols.find(Prop);
  return Found == Symbols.end() ? std::string() : Found->second;
}

std::string FunctionLowering::projectClassSymbol(llvm::StringRef Name) const {
  const Binding *B = Ctx.B.lookup(Name);
  if (B && B->K == Binding::UserSymbol &&
      !llvm::StringRef(B->Symbol).ends_with("#*"))
    return B->Symbol;
  if (!B && topLevelClasses().contains(Name))
    return (Ctx.SymbolPath + "#" + Name).str();
  return {};
}

void FunctionLowering::collectFieldClasses(
    TSNode Class, llvm::StringMap<std::string> &Symbols) const {
  // `this.scorer = new Scorer(...)` in any method: the field holds the
  // project's Scorer when every assignment of it in the class makes one
  // (or empties it); any other value, or another class, says nothing.
  llvm::StringMap<std::string> Assigned;
  llvm::StringSet<> Mixed;
  llvm::SmallVector<TSNode, 64> Work{field(Class, "body")};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (is(N, "assignment_expression")) {
      TSNode L = stripParens(field(N, "left"));
      if (is(L, "member_expression") &&
          is(stripParens(field(L, "object")), "this")) {
        llvm::StringRef Prop = T.text(field(L, "property"));
        TSNode R = stripParens(field(N, "right"));
        std::string Sym;
        if (is(R, "new_expression")) {
          TSNode Ctor = stripParens(field(R, "constructor"));
          if (is(Ctor, "identifier"))
            Sym = projectClassSymbol(T.text(Ctor));
        }
        if (isNullish(R, T))
          continue;
        auto [Entry, First] = Assigned.try_emplace(Prop, Sym);
        if (Sym.empty() || (!First && Entry->second != Sym))
          Mixed.insert(Prop);
      }
    }
    // A nested class, or a function of its own `this`, assigns another
    // object's fields; arrow functions and the class's methods, its own.
    for (TSNode C : namedChildren(N))
      if (!is(C, "class") && !is(C, "class_declaration") &&
          (!isFunctionNode(C) || is(C, "arrow_function") ||
           is(C, "method_definition")))
        Work.push_back(C);
  }
  for (TSNode M : namedChildren(field(Class, "body"))) {
    if (!is(M, "public_field_definition") && !is(M, "field_definition"))
      continue;
    // The first definition of a name decides, as a lookup in source
    // order would.
    auto [Entry, First] = Symbols.try_emplace(T.text(field(M, "name")));
    if (!First)
      continue;
    TSNode Type = field(M, "type");
    TSNode Inner =
        is(Type, "type_annotation") ? ts_node_named_child(Type, 0) : Type;
    if (!is(Inner, "type_identifier")) {
      // `private dense = new Dense()`: the initializer's class, unless an
      // assignment elsewhere in the class puts another value there.
      TSNode V = stripParens(field(M, "value"));
      if (isNull(Type) && is(V, "new_expression"))
        if (TSNode Ctor = stripParens(field(V, "constructor"));
            is(Ctor, "identifier")) {
          std::string Sym = projectClassSymbol(T.text(Ctor));
          llvm::StringRef Name = T.text(field(M, "name"));
          auto A = Assigned.find(Name);
          if (!Sym.empty() && !Mixed.contains(Name) &&
              (A == Assigned.end() || A->second == Sym))
            Entry->second = Sym;
        }
      continue;
    }
    llvm::StringRef TypeName = T.text(Inner);
    const Binding *B = Ctx.B.lookup(TypeName);
    if (B && B->K == Binding::UserSymbol)
      Entry->second = B->Symbol;
    // `frameRnn: Lstm;` with Lstm a class of this file: its methods'
    // symbols are this module's ("<path>#Lstm.setWeights").
    else if (!B && topLevelClasses().contains(TypeName))
      Entry->second = (Ctx.SymbolPath + "#" + TypeName).str();
  }
  // A declared type decides; an assignment fills in what none declares.
  for (const auto &[Prop, Sym] : Assigned)
    if (!Mixed.contains(Prop))
      Symbols.try_emplace(Prop, Sym);
}

void FunctionLowering::noteAssignedTensor(TSNode Name, const Known &K) {
  // `let prev = null; for (...) { prev?.dispose(); prev = tf.square(x); }`:
  // declared empty, the variable holds a tensor from its first assignment
  // on. Typed at its declaration, it has a value the release before that
  // assignment (the previous iteration's tensor) can name.
  if (K.Ty != ValueType::Tensor)
    return;
  TSNode Decl = declaratorOf(Name);
  if (isNull(Decl))
    return;
  TSNode Init = stripParens(field(Decl, "value"));
  if (isNull(Init) || isNullish(Init, T))
    Ctx.hintAssigned(declOf(T.text(Name)), K);
}

const Known *FunctionLowering::inferred(TSNode NameNode) const {
  uint32_t D = ts_node_start_byte(NameNode) + 1;
  if (const Known *K = Ctx.useHint(D))
    return K;
  return Ctx.assignedHint(D);
}

bool FunctionLowering::constructsProjectClass(TSNode E) const {
  E = stripParens(E);
  if (!is(E, "new_expression"))
    return false;
  TSNode Ctor = stripParens(field(E, "constructor"));
  if (!is(Ctor, "identifier"))
    return false;
  llvm::StringRef Cls = T.text(Ctor);
  if (const Binding *B = Ctx.B.lookup(Cls))
    return B->K == Binding::UserSymbol;
  return Ctx.Index.ModuleNames.contains(Cls);
}

void FunctionLowering::noteMethodUse(TSNode Obj, llvm::StringRef Method,
                                     TSNode Args) {
  if (is(Obj, "member_expression") &&
      is(stripParens(field(Obj, "object")), "this")) {
    // this.model.predict(x): the field holds a model, whatever the
    // constructor was given. Fields are only inferred to be models: nothing
    // vetoes a field the way indexing vetoes a name. Only in a file that
    // imports or names a library, and by that library's methods: a bundled
    // runtime's `this._executionPlan.execute()` is no TF.js GraphModel.
    std::string CK = classKey();
    if (CK.empty() || !Ctx.NamesLibrary || isBuiltinMethod(Method) ||
        fieldDeclaresOtherType(T.text(field(Obj, "property"))))
      return;
    if (std::optional<Known> K =
            receiverFor(Ctx.Apis, Ctx.FieldReceivers, Method);
        K && K->Ty == ValueType::Model) {
      K->ByUse = true;
      Ctx.hintField(CK + "." + T.text(field(Obj, "property")).str(), *K);
    }
    return;
  }
  if (!is(Obj, "identifier"))
    return;
  llvm::StringRef Name = T.text(Obj);
  uint32_t D = declOf(Name);
  if (D == 0)
    return;
  if (isBuiltinMethod(Method)) {
    // arr.push(t), s.trim(): a plain JS value, unless tensors have the
    // method too (slice, concat), which proves nothing either way.
    if (!receiverFor(Ctx.Apis, Ctx.UntypedReceivers, Method))
      Ctx.markNotTensor(D);
    return;
  }
  std::optional<Known> K = receiverFor(Ctx.Apis, Ctx.UntypedReceivers, Method);
  if (!K)
    return;
  // `pt.sub(new Point(x, y))`: no library's method takes an object of the
  // project's own class; pt is such an object (a geometry class's), not a
  // tensor with a method of the same name.
  for (TSNode A : namedChildren(Args))
    if (constructsProjectClass(A)) {
      Ctx.markNotTensor(D);
      return;
    }
  // A model method outranks a tensor method (models are never tensors).
  Ctx.hintUse(D, *K, /*ModelOutranksTensor=*/true);
}

const apis::ApiEntry *
FunctionLowering::modelMethodOfHolder(TSNode Holder,
                                      llvm::StringRef Method) const {
  // A field of `this` has its own inference (noteMethodUse), which a
  // declared type may veto; a name, its declaration's.
  bool Member = is(Holder, "member_expression") &&
                !is(stripParens(field(Holder, "object")), "this");
  if ((!Member && !is(Holder, "subscript_expression")) ||
      Ctx.B.libraries().empty() || isBuiltinMethod(Method))
    return nullptr;
  std::optional<Known> K = receiverFor(Ctx.Apis, Ctx.FieldReceivers, Method);
  if (!K || K->Ty != ValueType::Model)
    return nullptr;
  // `const modelRef = useRef<TransformerModel | null>(null)`, `holder:
  // Holder`: the declaration of the holder's root says what it holds, and
  // a type of the application's (or any type that is no library
  // resource) vetoes the guess: `modelRef.current.predict` is the
  // application's own method.
  if (TSNode Decl = declaratorOf(accessPathRoot(Holder)); !isNull(Decl)) {
    if (declaresOtherType(field(Decl, "type"), T, Ctx.Apis, Ctx.B))
      return nullptr;
    TSNode Init = stripParens(field(Decl, "value"));
    if (is(Init, "call_expression"))
      for (TSNode Arg : namedChildren(field(Init, "type_arguments")))
        if (declaresOtherType(Arg, T, Ctx.Apis, Ctx.B))
          return nullptr;
  }
  const apis::ApiEntry *E = Ctx.Apis.lookupMethod(K->Res, Method);
  return E && E->Kind == apis::ApiKind::Create ? E : nullptr;
}

void FunctionLowering::noteTensorUse(TSNode N) {
  N = stripParens(N);
  if (!is(N, "identifier"))
    return;
  if (uint32_t D = declOf(T.text(N)))
    Ctx.hintUse(D, Known{ValueType::Tensor, Ctx.DefaultResource},
                /*ModelOutranksTensor=*/false);
}

void FunctionLowering::noteNotTensor(TSNode N) {
  N = stripParens(N);
  if (!is(N, "identifier"))
    return;
  if (uint32_t D = declOf(T.text(N)))
    Ctx.markNotTensor(D);
}

} // namespace tensorlint::frontend::js
