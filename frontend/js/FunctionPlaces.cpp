//===- FunctionPlaces.cpp - Functions kept in places, and their calls -----===//
//
// Applications keep functions in long-lived places and call them later
// through those places: a registry of actions (`SUBSECAO.values[key].run =
// fn`, then `window.RUN = SUBSECAO.values[key].run` and `RUN()` in a click
// handler), an event bus (`on(cb) { this.listeners.push(cb) }`, `emit() {
// this.listeners.forEach((cb) => cb()) }`), a table filled at start-up
// (`handlers[name] = step`). The stores (FunctionAttrs::StoredFunctions),
// the copies from place to place (FunctionAttrs::PlaceCopies) and the calls
// (Op::CalledPlace) name a place by one key, spelled alike wherever the
// code names it: the summaries then run each stored function where the
// calls through its place run (analysis/StoredFunctions.h).
//
// A key is rooted at a name every function that names it shares: a
// variable of the module ("<path>#name"), another module's export (its
// symbol), a global of the page ("<scripts>#name": a classic script's
// top-level names, names no code declares, and `window.` and `self.`
// properties), or the receiver of a class's methods ("<path>#
// Class@offset"). Properties follow (".name", a string subscript too), and
// "[]" for any element (a computed subscript, what `push`, `add`, `set`
// put in and `get` takes out). A walk over the elements that calls each
// (`for...of`, `forEach`) calls them where it is made, once per walk.
// A local of a function roots no key: the function sees its uses itself.
//
//===----------------------------------------------------------------------===//

#include "frontend/js/FunctionLowering.h"

namespace tensorlint::frontend::js {

namespace {

/// Names of the page's global object, as NameUses.cpp and Frequency.cpp
/// read it: `window.run` is the global `run`.
bool namesGlobalObject(llvm::StringRef Name) {
  return Name == "window" || Name == "self";
}

/// Methods that put an argument into a collection (`list.push(f)`,
/// `set.add(f)`, `map.set(k, f)`) and the argument they put.
std::optional<unsigned> storedArgument(llvm::StringRef Method) {
  if (Method == "push" || Method == "unshift" || Method == "add")
    return 0;
  if (Method == "set")
    return 1;
  return std::nullopt;
}

/// Array methods whose callback gets each element as its first parameter.
bool walksElements(llvm::StringRef Method) {
  return Method == "forEach" || Method == "map" || Method == "some" ||
         Method == "every" || Method == "filter" || Method == "find";
}

/// Whether code under Root calls the function Name names (`cb(x)`).
bool callsName(TSNode Root, llvm::StringRef Name, const SyntaxTree &T) {
  llvm::SmallVector<TSNode, 32> Work{Root};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (is(N, "call_expression")) {
      TSNode Fn = stripParens(field(N, "function"));
      if (is(Fn, "identifier") && T.text(Fn) == Name)
        return true;
    }
    for (uint32_t I = 0, E = ts_node_named_child_count(N); I != E; ++I)
      Work.push_back(ts_node_named_child(N, I));
  }
  return false;
}

} // namespace

bool FunctionLowering::namesModuleVariable(llvm::StringRef Name) const {
  return Id == 0 ? isTopLevelName(Name)
                 : !isLocal(Name) && Ctx.Index.ModuleNames.count(Name) != 0;
}

std::string FunctionLowering::globalPlaceKey(llvm::StringRef Name) const {
  return (ir::ClassicScriptGlobals + Name).str();
}

std::string FunctionLowering::placeKey(TSNode E, unsigned Depth) const {
  E = stripParens(E);
  if (Depth > 6)
    return {};
  if (is(E, "this")) {
    std::string Class = classKey();
    return Class.empty() ? std::string() : Ctx.SymbolPath + "#" + Class;
  }
  if (is(E, "identifier")) {
    llvm::StringRef Name = T.text(E);
    bool TopLevel = namesModuleVariable(Name);
    if (!TopLevel && isLocal(Name))
      return {};
    if (const Binding *B = Ctx.B.lookup(Name))
      return B->K == Binding::UserSymbol ? B->Symbol : std::string();
    bool Script = !Ctx.M.PageGlobalPrefix.empty();
    if (TopLevel)
      return Script ? globalPlaceKey(Name) : Ctx.SymbolPath + "#" + Name.str();
    // A name nothing declares: a global of the page, unless a library's.
    if (namesGlobalObject(Name) || Ctx.Apis.libraryForGlobal(Name))
      return {};
    return globalPlaceKey(Name);
  }
  if (is(E, "member_expression")) {
    TSNode Obj = stripParens(field(E, "object"));
    llvm::StringRef Prop = T.text(field(E, "property"));
    if (is(Obj, "identifier") && namesGlobalObject(T.text(Obj)) &&
        !isLocal(T.text(Obj)) && !Ctx.B.lookup(T.text(Obj)))
      return globalPlaceKey(Prop);
    std::string Base = placeKey(Obj, Depth + 1);
    if (Base.empty())
      return Base;
    // `ns.table` with `import * as ns`: that module's variable.
    if (llvm::StringRef(Base).ends_with("#*"))
      Base.pop_back();
    else
      Base += ".";
    return Base + Prop.str();
  }
  if (is(E, "subscript_expression")) {
    std::string Base = placeKey(field(E, "object"), Depth + 1);
    if (Base.empty())
      return Base;
    TSNode Index = stripParens(field(E, "index"));
    if (is(Index, "string"))
      return Base + "." + stringLiteralText(Index, T).str();
    return Base + "[]";
  }
  // `registry.get(name)()`: an element of a map.
  if (is(E, "call_expression")) {
    TSNode Fn = stripParens(field(E, "function"));
    if (is(Fn, "member_expression") && T.text(field(Fn, "property")) == "get") {
      std::string Base = placeKey(field(Fn, "object"), Depth + 1);
      return Base.empty() ? Base : Base + "[]";
    }
  }
  return {};
}

std::string FunctionLowering::calledPlace(TSNode Callee) const {
  Callee = stripParens(Callee);
  // A collection's own methods (`this.listeners.forEach(...)`,
  // `handlers.set(k, f)`) are no functions stored there.
  if (is(Callee, "member_expression")) {
    llvm::StringRef Method = T.text(field(Callee, "property"));
    if (isArrayCallbackMethod(Method) || storedArgument(Method) ||
        Method == "get" || Method == "has" || Method == "delete")
      return {};
  }
  if (!is(Callee, "identifier"))
    return placeKey(Callee);
  // `onResult()` with onResult a variable of the module (or the page)
  // that code assigns functions to. A name nothing declares is the
  // browser's or a library's global far more often than a function the
  // application put on the global object, which it calls through
  // `window.` as a rule.
  llvm::StringRef Name = T.text(Callee);
  if (!namesModuleVariable(Name) || Ctx.Index.byName(Name))
    return {};
  return placeKey(Callee);
}

void FunctionLowering::noteWalkedFunctions(TSNode Walk, TSNode Collection,
                                           TSNode Element, TSNode Body) {
  // `for (const cb of this.listeners) cb(x)`, `this.listeners.forEach((cb)
  // => cb(x))`: each function stored there runs once per walk, that is as
  // often as the code that walks them, not once per element: the call is
  // the walk's, where it is made, outside the loop it makes.
  Element = stripParens(Element);
  if (!is(Element, "identifier") || isNull(Body) ||
      !callsName(Body, T.text(Element), T))
    return;
  // `function runAll(steps) { for (const s of steps) s(); }`: what each
  // caller passes in the array (`runAll([warmUp])`) runs here.
  if (ir::ParamRef P = parameterNamed(stripParens(Collection)); P.isValid()) {
    F.Attrs.ParamCalls.push_back({P, T.range(Walk).Begin, false, Cur});
    return;
  }
  std::string Base = placeKey(Collection);
  if (Base.empty())
    return;
  emit(ir::OpKind::Call, Walk).CalledPlace = Base + "[]";
}

void FunctionLowering::noteFunctionsWalkedBy(TSNode Call) {
  // `this.listeners.forEach((cb) => cb(x))`.
  TSNode Fn = stripParens(field(Call, "function"));
  if (!is(Fn, "member_expression") ||
      !walksElements(T.text(field(Fn, "property"))))
    return;
  TSNode Each = soleCallbackLiteral(Call);
  if (isNull(Each))
    return;
  llvm::SmallVector<TSNode, 8> Params = parameterNodes(Each);
  if (!Params.empty())
    noteWalkedFunctions(Call, field(Fn, "object"), Params[0],
                        field(Each, "body"));
}

void FunctionLowering::noteStoredValue(TSNode Value, const std::string &Place,
                                       unsigned Depth) {
  Value = stripParens(Value);
  if (Depth > 3)
    return;
  // `{ grow, shrink: () => ... }`, `[step1, step2]`: each part is kept
  // where the literal is, under its key or as any element.
  if (is(Value, "object")) {
    for (TSNode Member : namedChildren(Value)) {
      if (is(Member, "shorthand_property_identifier")) {
        noteStoredValue(Member, Place + "." + T.text(Member).str(), Depth + 1);
        continue;
      }
      if (!is(Member, "pair"))
        continue;
      TSNode Key = field(Member, "key");
      std::string Name = is(Key, "property_identifier") ? T.text(Key).str()
                         : is(Key, "string") ? stringLiteralText(Key, T).str()
                                             : std::string();
      noteStoredValue(field(Member, "value"),
                      Name.empty() ? Place + "[]" : Place + "." + Name,
                      Depth + 1);
    }
    return;
  }
  if (is(Value, "array")) {
    for (TSNode Element : namedChildren(Value))
      noteStoredValue(Element, Place + "[]", Depth + 1);
    return;
  }
  ir::CallbackArg Fn = functionArgument(Value);
  if (Fn.namesFunction()) {
    F.Attrs.StoredFunctions.push_back({std::move(Fn), Place});
    return;
  }
  // `window.RUN = ACTIONS.values[key].run`: what one place holds, the
  // other does.
  if (Depth == 0 &&
      (is(Value, "member_expression") || is(Value, "subscript_expression") ||
       is(Value, "identifier")))
    if (std::string From = placeKey(Value); !From.empty() && From != Place)
      F.Attrs.PlaceCopies.push_back({std::move(From), Place});
}

void FunctionLowering::notePlaceAssignment(TSNode Left, TSNode Right) {
  if (!is(Left, "member_expression") && !is(Left, "subscript_expression") &&
      !is(Left, "identifier"))
    return;
  if (std::string To = placeKey(Left); !To.empty())
    noteStoredValue(Right, To, 0);
}

void FunctionLowering::noteDeclaredPlaces(TSNode Decl) {
  // `const FILTERS = { blur, edge }`, `const steps = [warmUp]`: a module's
  // table of functions. A function's own declarations are locals.
  if (Id != 0 || Scopes.size() != 1)
    return;
  for (TSNode VD : namedChildren(Decl))
    if (is(VD, "variable_declarator") && is(field(VD, "name"), "identifier") &&
        !isNull(field(VD, "value")))
      notePlaceAssignment(field(VD, "name"), field(VD, "value"));
}

void FunctionLowering::noteFunctionsPutInto(TSNode Call) {
  TSNode Fn = stripParens(field(Call, "function"));
  if (!is(Fn, "member_expression"))
    return;
  std::optional<unsigned> Arg = storedArgument(T.text(field(Fn, "property")));
  if (!Arg)
    return;
  llvm::SmallVector<TSNode, 4> Args = argumentNodes(Call);
  if (*Arg >= Args.size())
    return;
  ir::CallbackArg Stored = functionArgument(Args[*Arg]);
  if (!Stored.namesFunction())
    return;
  std::string Base = placeKey(field(Fn, "object"));
  if (Base.empty())
    return;
  Stored.Arg = 0;
  F.Attrs.StoredFunctions.push_back({std::move(Stored), Base + "[]"});
}

void FunctionLowering::markCalledPlace(TSNode Call, llvm::StringRef Place,
                                       ir::BlockId Block, size_t From) {
  // The call's own op: the last op of its range that its lowering emitted
  // (the arguments' ops come before it), in the block it ended in. One of
  // another kind is a library's API, no place's function.
  if (Cur != Block)
    From = 0;
  ir::SourceRange R = T.range(Call);
  std::vector<ir::Op> &Ops = F.Blocks[Cur].Ops;
  for (size_t I = Ops.size(); I-- > From;)
    if (Ops[I].Range == R) {
      if (Ops[I].Kind == ir::OpKind::Call && Ops[I].Callee == ir::NoFunction)
        Ops[I].CalledPlace = Place.str();
      return;
    }
  // A call of code unseen that hands over nothing tracked has no op of its
  // own: one that only dispatches to what the place holds. It names no API
  // or member: a method that a receiver no call resolved may reach is one
  // of FunctionAttrs::UnresolvedMemberCalls, as before.
  emit(ir::OpKind::Call, Call).CalledPlace = Place.str();
}

} // namespace tensorlint::frontend::js
