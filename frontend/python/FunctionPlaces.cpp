//===- FunctionPlaces.cpp - Functions kept in places, and their calls -----===//
//
// Python applications keep functions in long-lived places and call them
// later through those places: a registry (`HANDLERS[name] = fn`, then
// `HANDLERS[name](x)` in a route), a table written as a literal (`STAGES =
// {"denoise": denoise}`), a pipeline of stages (`self.stages.append((fn,
// params))`, then `for fn, params in self.stages: x = fn(x)`), a callback
// kept in a field or a module variable (`self.on_frame = cb`). As the JS
// frontend does (frontend/js/FunctionPlaces.cpp), this file records the
// stores (FunctionAttrs::StoredFunctions), the copies from place to place
// (FunctionAttrs::PlaceCopies) and the calls through a place
// (Op::CalledPlace), naming a place by one key wherever the code spells it;
// analysis/StoredFunctions.h then runs each stored function where the
// calls through its place run.
//
// A key is rooted at a name every function of the run that names it
// shares: a variable the module's own code assigns ("<path>#name"),
// another file's variable imported by name or reached through its module
// (its symbol, "<file>#name"), or the receiver of a class's methods
// ("<path>#Class"). Attributes follow (".name", a string subscript too),
// and "[]" for any element (a computed subscript, what `append` and `add`
// put in, a value of `.items()` and `.values()`). A walk over the elements
// that calls each (`for fn in self.hooks: fn(x)`) calls them where it is
// made, once per walk. A local or a parameter roots no key: the function
// sees its uses itself.
//
//===----------------------------------------------------------------------===//

#include "frontend/python/FunctionLowering.h"

namespace tensorlint::frontend::python {

namespace {

/// Container methods that put an argument into their receiver, and which.
std::optional<unsigned> storedArgument(llvm::StringRef Method) {
  if (Method == "append" || Method == "add" || Method == "appendleft")
    return 0;
  if (Method == "insert" || Method == "setdefault")
    return 1;
  return std::nullopt;
}

/// A container's own methods, never functions stored in it.
bool isContainerMethod(llvm::StringRef Method) {
  return storedArgument(Method) || Method == "extend" || Method == "get" ||
         Method == "items" || Method == "values" || Method == "keys" ||
         Method == "pop" || Method == "remove" || Method == "clear" ||
         Method == "update" || Method == "copy";
}

/// The text of a plain string literal (`"up"`), or empty.
llvm::StringRef plainString(TSNode N, const SyntaxTree &T) {
  N = stripParens(N);
  if (!is(N, "string") || ts_node_named_child_count(N) > 3)
    return {};
  for (TSNode C : namedChildren(N))
    if (is(C, "interpolation"))
      return {};
  llvm::StringRef Text = T.text(N);
  Text = Text.ltrim("rRbBuU");
  if (Text.size() < 2 || (Text.front() != '"' && Text.front() != '\'') ||
      Text.starts_with("\"\"\"") || Text.starts_with("'''"))
    return {};
  return Text.drop_front().drop_back();
}

/// Whether code under Root calls the name Name (`fn(x)`).
bool callsName(TSNode Root, llvm::StringRef Name, const SyntaxTree &T) {
  llvm::SmallVector<TSNode, 32> Work{Root};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (is(N, "call")) {
      TSNode Fn = stripParens(field(N, "function"));
      if (is(Fn, "identifier") && T.text(Fn) == Name)
        return true;
    }
    for (TSNode C : namedChildren(N))
      Work.push_back(C);
  }
  return false;
}

} // namespace

std::string FunctionLowering::placeKey(TSNode E, unsigned Depth) const {
  E = stripParens(E);
  if (Depth > 6)
    return {};
  if (is(E, "identifier")) {
    llvm::StringRef Name = T.text(E);
    if (Name == "self" && !FI.Class.empty() && ParamIndex.count(Name))
      return (Ctx.Path + "#" + FI.Class).str();
    if (ParamIndex.count(Name) ||
        (Id != 0 && Locals.count(Name) && !Globals.count(Name)))
      return {};
    if (const ImportedFunction *IF = Ctx.N.importedFunction(Name))
      return IF->Module + "#" + IF->Name;
    if (Ctx.N.isModuleVariable(Name) || Globals.count(Name))
      return (Ctx.Path + "#" + Name).str();
    return {};
  }
  if (is(E, "attribute")) {
    TSNode Obj = stripParens(field(E, "object"));
    llvm::StringRef Attr = T.text(field(E, "attribute"));
    // `registry.HANDLERS` with `import registry`: that file's variable.
    if (is(Obj, "identifier"))
      if (llvm::StringRef File = Ctx.N.importedModuleFile(T.text(Obj));
          !File.empty())
        return (File + "#" + Attr).str();
    std::string Base = placeKey(Obj, Depth + 1);
    return Base.empty() ? Base : Base + "." + Attr.str();
  }
  if (is(E, "subscript")) {
    std::string Base = placeKey(field(E, "value"), Depth + 1);
    if (Base.empty())
      return Base;
    llvm::StringRef Key = plainString(field(E, "subscript"), T);
    return Key.empty() ? Base + "[]" : Base + "." + Key.str();
  }
  // `HANDLERS.get(name)`: an element.
  if (is(E, "call")) {
    TSNode Fn = stripParens(field(E, "function"));
    if (is(Fn, "attribute") && T.text(field(Fn, "attribute")) == "get") {
      std::string Base = placeKey(field(Fn, "object"), Depth + 1);
      return Base.empty() ? Base : Base + "[]";
    }
  }
  return {};
}

ir::CallbackArg FunctionLowering::functionArgument(TSNode E) {
  ir::CallbackArg CB;
  E = stripParens(E);
  CB.Fn = callbackFunction(E);
  if (CB.Fn == ir::NoFunction && is(E, "identifier"))
    if (auto It = ParamIndex.find(T.text(E)); It != ParamIndex.end())
      CB.Param = {Id, It->second};
  if (CB.Fn == ir::NoFunction && !CB.Param.isValid())
    CB.Symbol = importedFunctionSymbol(E);
  return CB;
}

void FunctionLowering::noteStoredValue(TSNode Value, const std::string &Place,
                                       unsigned Depth) {
  Value = stripParens(Value);
  if (Depth > 3)
    return;
  // `{"denoise": denoise}`, `[a, b]`, `(fn, params)`: each part is kept
  // where the container is, under its key or as any element.
  if (is(Value, "dictionary")) {
    for (TSNode Pair : namedChildren(Value)) {
      if (!is(Pair, "pair"))
        continue;
      llvm::StringRef Key = plainString(field(Pair, "key"), T);
      noteStoredValue(field(Pair, "value"),
                      Key.empty() ? Place + "[]" : Place + "." + Key.str(),
                      Depth + 1);
    }
    return;
  }
  if (is(Value, "list") || is(Value, "tuple") || is(Value, "set")) {
    for (TSNode Part : namedChildren(Value))
      noteStoredValue(Part, Place + "[]", Depth + 1);
    return;
  }
  ir::CallbackArg Fn = functionArgument(Value);
  if (Fn.namesFunction()) {
    F.Attrs.StoredFunctions.push_back({std::move(Fn), Place});
    return;
  }
  // `handlers = REGISTRY`: what one place holds, the other does.
  if (Depth == 0 && (is(Value, "identifier") || is(Value, "attribute") ||
                     is(Value, "subscript")))
    if (std::string From = placeKey(Value); !From.empty() && From != Place)
      F.Attrs.PlaceCopies.push_back({std::move(From), Place});
}

void FunctionLowering::notePlaceAssignment(TSNode Left, TSNode Right) {
  Left = stripParens(Left);
  if (!is(Left, "identifier") && !is(Left, "attribute") &&
      !is(Left, "subscript"))
    return;
  if (std::string To = placeKey(Left); !To.empty())
    noteStoredValue(Right, To, 0);
}

void FunctionLowering::noteFunctionsPutInto(TSNode Call, TSNode Receiver,
                                            llvm::StringRef Method) {
  std::optional<unsigned> Arg = storedArgument(Method);
  if (!Arg && Method != "extend")
    return;
  llvm::SmallVector<TSNode, 4> Args;
  for (TSNode A : namedChildren(field(Call, "arguments")))
    if (!is(A, "comment"))
      Args.push_back(A);
  unsigned Index = Arg ? *Arg : 0;
  if (Index >= Args.size() || is(Args[Index], "keyword_argument"))
    return;
  std::string Base = placeKey(Receiver);
  if (Base.empty())
    return;
  // `hooks.extend([a, b])` puts the list's elements in, not the list.
  noteStoredValue(Args[Index], Arg ? Base + "[]" : Base, 1);
}

void FunctionLowering::noteCalledPlace(TSNode Call, TSNode Fn, bool Library) {
  // A library's function or a library object's method (`app.route(...)`)
  // is none the application stored.
  Fn = stripParens(Fn);
  if (Library || (is(Fn, "attribute") &&
                  isContainerMethod(T.text(field(Fn, "attribute")))))
    return;
  // `on_frame(x)` with on_frame a module variable code assigns functions
  // to; a name the module defines as a function or class is that.
  if (is(Fn, "identifier") &&
      (Ctx.TopFunctions.count(T.text(Fn)) || Ctx.N.classNamed(T.text(Fn))))
    return;
  std::string Place = placeKey(Fn);
  if (Place.empty())
    return;
  // The call's own op computes its result from its arguments; this one
  // only dispatches to what the place holds.
  emit(ir::OpKind::Call, Call).CalledPlace = std::move(Place);
}

void FunctionLowering::noteWalkedFunctions(TSNode For) {
  // `for fn in self.hooks: fn(x)`, `for fn, params in self.stages: ...`,
  // `for name, hook in HOOKS.items(): hook()`: each function stored there
  // runs once per walk, as often as the code that walks them, not once per
  // element: the call is the walk's, made where the walk is.
  TSNode Left = stripParens(field(For, "left"));
  TSNode Right = stripParens(field(For, "right"));
  TSNode Body = field(For, "body");
  std::string Base;
  if (is(Right, "call")) {
    TSNode Fn = stripParens(field(Right, "function"));
    llvm::StringRef Method =
        is(Fn, "attribute") ? T.text(field(Fn, "attribute")) : "";
    if (Method != "items" && Method != "values")
      return;
    Base = placeKey(field(Fn, "object"));
    // `(name, hook)` of `.items()`: the second is the element.
    if (Method == "items") {
      if (!is(Left, "pattern_list") && !is(Left, "tuple_pattern"))
        return;
      auto Parts = namedChildren(Left);
      if (Parts.size() != 2)
        return;
      Left = Parts[1];
    }
  } else if (is(Right, "identifier") && ParamIndex.count(T.text(Right))) {
    // `def process_tiles(image, filters): for f in filters: f(tile)`: what
    // each caller passes in the list (`[stage_tile]`) runs here.
    if (calledElement(Left, Body) != 0)
      F.Attrs.ParamCalls.push_back({{Id, ParamIndex.lookup(T.text(Right))},
                                    T.range(For).Begin,
                                    false,
                                    Cur});
    return;
  } else {
    Base = placeKey(Right);
  }
  if (Base.empty())
    return;
  if (unsigned Depth = calledElement(Left, Body))
    emit(ir::OpKind::Call, For).CalledPlace =
        Depth == 1 ? Base + "[]" : Base + "[][]";
}

unsigned FunctionLowering::calledElement(TSNode Target, TSNode Body) const {
  // `fn` is an element; `fn, params` are parts of each element.
  if (is(Target, "identifier"))
    return callsName(Body, T.text(Target), T) ? 1 : 0;
  if (is(Target, "pattern_list") || is(Target, "tuple_pattern"))
    for (TSNode Part : namedChildren(Target))
      if (is(Part, "identifier") && callsName(Body, T.text(Part), T))
        return 2;
  return 0;
}

} // namespace tensorlint::frontend::python
