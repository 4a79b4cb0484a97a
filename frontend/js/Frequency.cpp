//===- Frequency.cpp - How often each function body runs ------------------===//

#include "frontend/js/Frequency.h"

#include "frontend/js/ClassBases.h"

#include "frontend/js/NameUses.h"
#include "frontend/js/Repeaters.h"
#include "frontend/js/StartActions.h"
#include "frontend/js/UnmountHooks.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend::js {

bool calleeParts(TSNode N, const SyntaxTree &T,
                 llvm::SmallVectorImpl<llvm::StringRef> &Parts) {
  llvm::SmallVector<llvm::StringRef, 4> Rev;
  for (unsigned Step = 0; Step < 64; ++Step) {
    N = stripParens(N);
    llvm::StringRef Ty = type(N);
    if (Ty == "identifier" || Ty == "this") {
      Rev.push_back(T.text(N));
      Parts.assign(Rev.rbegin(), Rev.rend());
      return true;
    }
    if (Ty == "member_expression") {
      TSNode P = field(N, "property");
      if (!is(P, "property_identifier") &&
          !is(P, "private_property_identifier"))
        return false;
      Rev.push_back(T.text(P));
      N = field(N, "object");
      continue;
    }
    if (Ty == "call_expression" &&
        ts_node_named_child_count(field(N, "arguments")) == 0) {
      N = field(N, "function"); // tf.engine().startScope
      continue;
    }
    return false;
  }
  return false;
}

const apis::ApiEntry *resolveLibraryCall(llvm::ArrayRef<llvm::StringRef> Parts,
                                         bool RootIsLocal, const Bindings &B,
                                         const apis::ApiDatabase &Apis) {
  if (Parts.empty())
    return nullptr;
  // The library re-exported as a property under the name this file gives
  // it (`human.tf.dispose(t)`, `this.tf.tidy(...)`: packages built on the
  // library expose it so); the property, not the root, is the namespace.
  for (size_t I = 1; I + 1 < Parts.size(); ++I) {
    const Binding *Bd = B.lookup(Parts[I]);
    const apis::Library *L = Bd && Bd->K == Binding::Namespace
                                 ? Bd->Lib
                                 : Apis.libraryForGlobal(Parts[I]);
    if (L)
      return Apis.lookupFunction(*L, llvm::join(Parts.drop_front(I + 1), "."));
  }
  if (RootIsLocal)
    return nullptr;
  std::string Rest = llvm::join(Parts.drop_front(), ".");
  if (const Binding *Bd = B.lookup(Parts[0])) {
    if (Bd->K == Binding::Namespace)
      return Rest.empty() ? nullptr : Apis.lookupFunction(*Bd->Lib, Rest);
    if (Bd->K == Binding::Member)
      return Apis.lookupFunction(
          *Bd->Lib, Rest.empty() ? Bd->Path : Bd->Path + "." + Rest);
    return nullptr;
  }
  if (const apis::Library *L = Apis.libraryForGlobal(Parts[0]))
    return Rest.empty() ? nullptr : Apis.lookupFunction(*L, Rest);
  return nullptr;
}

namespace {

/// The callee of a call that registers a callback, as repeaters match it
/// (Repeaters.h): its dotted parts, or `<expr>` and the method when the
/// receiver is no name (`[1, 2].forEach`, `getItems().map`,
/// `document.querySelector('#go').addEventListener`); methods chained on a
/// new object take its class's name (`new Hono().post('/', cb)`).
bool registrationParts(TSNode Callee, const SyntaxTree &T,
                       llvm::SmallVectorImpl<llvm::StringRef> &P) {
  if (calleeParts(Callee, T, P))
    return true;
  if (!is(Callee, "member_expression"))
    return false;
  P.assign({llvm::StringRef("<expr>"), T.text(field(Callee, "property"))});
  // new Hono().post('/', cb).get('/x', cb2): methods chained on a new
  // object are its class's (an app's routes).
  TSNode Obj = stripParens(field(Callee, "object"));
  while (is(Obj, "call_expression") &&
         is(stripParens(field(Obj, "function")), "member_expression"))
    Obj = stripParens(field(stripParens(field(Obj, "function")), "object"));
  if (is(Obj, "new_expression") && is(field(Obj, "constructor"), "identifier"))
    P[0] = T.text(field(Obj, "constructor"));
  return true;
}

/// How often the framework that runs function FI runs it, from where FI is
/// written: the call it is an argument of, the JSX attribute it is the
/// value of, its declaration (Repeaters.h).
Verdict classify(const FunctionInfo &FI, const SyntaxTree &T,
                 llvm::StringRef Path, bool InTest,
                 const apis::ApiDatabase &Apis) {
  if (!isNull(FI.CallArgOf)) {
    llvm::SmallVector<llvm::StringRef, 4> P;
    TSNode Callee = stripParens(field(FI.CallArgOf, "function"));
    bool Known = registrationParts(Callee, T, P);
    if (Known)
      if (Verdict V = callbackVerdict(P, FI.ArgIndex, FI, T, InTest, Apis);
          V.F != ir::Frequency::Unknown || V.Deferred)
        return V;
  }
  if (!isNull(FI.JsxAttribute))
    return markupAttributeVerdict(FI.JsxAttribute, T, Apis);
  return declarationVerdict(FI, T, Path, Apis);
}

} // namespace

/// The function of Index whose body holds node N: the module's top level
/// (0) when none does.
static ir::FunctionId enclosingFunction(const FunctionIndex &Index, TSNode N) {
  for (TSNode P = ts_node_parent(N); !isNull(P); P = ts_node_parent(P))
    if (isFunctionNode(P))
      if (std::optional<ir::FunctionId> Id = Index.idOf(P))
        return *Id;
  return 0;
}

/// The function declared as Name that code at N sees: of those declared
/// under that name (several components may each have their own `load`),
/// the one declared in the innermost function around N, else a top-level
/// one.
static std::optional<ir::FunctionId>
visibleByName(const FunctionIndex &Index, TSNode N, llvm::StringRef Name) {
  auto It = Index.Declared.find(Name);
  if (It == Index.Declared.end() || It->second.empty())
    return std::nullopt;
  if (It->second.size() == 1)
    return It->second.front();
  for (ir::FunctionId Scope = enclosingFunction(Index, N);;
       Scope = Index.Functions[Scope].Parent) {
    if (Scope == ir::NoFunction)
      Scope = 0;
    for (ir::FunctionId Id : It->second) {
      ir::FunctionId Parent = Index.Functions[Id].Parent;
      if ((Parent == ir::NoFunction ? 0 : Parent) == Scope)
        return Id;
    }
    if (Scope == 0)
      return std::nullopt;
  }
}

/// The method Name of the class whose body holds N (`onClick={this.go}` in
/// a class component's render), if any.
static std::optional<ir::FunctionId>
methodOfEnclosingClass(const FunctionIndex &Index, TSNode N,
                       llvm::StringRef Name) {
  TSNode Class{};
  for (TSNode P = ts_node_parent(N); !isNull(P); P = ts_node_parent(P))
    if (is(P, "class_declaration") || is(P, "class")) {
      Class = P;
      break;
    }
  if (isNull(Class))
    return std::nullopt;
  for (size_t I = 1; I < Index.Functions.size(); ++I)
    if (const FunctionInfo &FI = Index.Functions[I];
        !isNull(FI.Class) && key(FI.Class) == key(Class) && FI.Name == Name)
      return I;
  return std::nullopt;
}

/// The prop of a component that Name (an identifier, or `props.x`) reads
/// in the code of Enclosing: the component is the innermost function around
/// that code whose first parameter destructures it (`({onPick}) =>`,
/// `({pick: onPick}) =>`, `({onPick = noop}) =>`) or is the object it is
/// read from (`props => ... props.onPick`). Returns the component and the
/// prop's name.
static std::optional<std::pair<ir::FunctionId, std::string>>
propOfEnclosingComponent(const FunctionIndex &Index, const SyntaxTree &T,
                         ir::FunctionId Enclosing, TSNode Name) {
  llvm::StringRef Object, Prop = T.text(Name);
  if (is(Name, "member_expression")) {
    Object = T.text(stripParens(field(Name, "object")));
    Prop = T.text(field(Name, "property"));
  }
  for (ir::FunctionId Id = Enclosing; Id != 0 && Id != ir::NoFunction;
       Id = Index.Functions[Id].Parent) {
    TSNode Fn = Index.Functions[Id].Node;
    TSNode First = field(Fn, "parameter");
    if (isNull(First))
      if (TSNode Params = field(Fn, "parameters");
          ts_node_named_child_count(Params) > 0)
        First = ts_node_named_child(Params, 0);
    if (is(First, "required_parameter") || is(First, "optional_parameter"))
      First = field(First, "pattern");
    if (!Object.empty()) {
      if (is(First, "identifier") && T.text(First) == Object)
        return std::make_pair(Id, Prop.str());
      continue;
    }
    if (!is(First, "object_pattern"))
      continue;
    for (TSNode P : namedChildren(First)) {
      TSNode Key = P, Local = P;
      if (is(P, "object_assignment_pattern"))
        Key = Local = field(P, "left");
      else if (is(P, "pair_pattern"))
        Key = field(P, "key"), Local = field(P, "value");
      if (is(Local, "assignment_pattern"))
        Local = field(Local, "left");
      if ((is(Local, "shorthand_property_identifier_pattern") ||
           is(Local, "identifier")) &&
          T.text(Local) == Prop)
        return std::make_pair(Id, T.text(Key).str());
    }
  }
  return std::nullopt;
}

/// `<Predict predictFunc={predict} />`: a function of this file handed to
/// a component (one of this file, or one imported) as a prop; `<Inner
/// run={props.grow} />`: a prop of the component around it passed on.
static void recordPropCallback(const FunctionIndex &Index, const SyntaxTree &T,
                               const Bindings &B, const NamedArgument &Arg,
                               std::vector<ir::PropCallback> &PropCallbacks) {
  TSNode Tag = field(ts_node_parent(Arg.Call), "name");
  llvm::StringRef TagName = T.text(Tag);
  if (!is(Tag, "identifier") || TagName.empty() || !llvm::isUpper(TagName[0]))
    return;
  ir::PropCallback P;
  // `predict={this.predict}`: a method of the class component around it.
  bool Member = is(Arg.Name, "property_identifier");
  std::optional<ir::FunctionId> Callback =
      Member ? methodOfEnclosingClass(Index, Arg.Call, T.text(Arg.Name))
      : is(Arg.Name, "identifier")
          ? visibleByName(Index, Arg.Call, T.text(Arg.Name))
          : std::nullopt;
  if (Callback && *Callback != 0) {
    P.Callback = *Callback;
  } else if (Member) {
    return;
  } else if (auto Prop =
                 propOfEnclosingComponent(Index, T, Arg.Enclosing, Arg.Name)) {
    P.Forwarder = Prop->first;
    P.ForwardedProp = std::move(Prop->second);
  } else {
    return;
  }
  P.Prop = T.text(ts_node_named_child(Arg.Call, 0)).str();
  if (std::optional<ir::FunctionId> Local =
          visibleByName(Index, Arg.Call, TagName);
      Local && *Local != 0)
    P.Component = *Local;
  else if (const Binding *Import = B.lookup(TagName);
           Import && Import->K == Binding::UserSymbol)
    P.ComponentSymbol = Import->Symbol;
  else
    return;
  PropCallbacks.push_back(std::move(P));
}

/// A function named by a JSX event attribute (`onClick={go}`,
/// `onClick={this.go}`): it runs per event. One of this file gets the
/// frequency (unless it has one of its own); an imported one is recorded
/// for the summaries; a prop of the component around it, for the function
/// its parents pass as that prop. A function handed to a component as a
/// prop is recorded (PropCallbacks) whatever the prop's name.
static void classifyJsxHandler(const FunctionIndex &Index,
                               std::vector<ir::Function> &Fns,
                               const SyntaxTree &T, const Bindings &B,
                               const NamedArgument &Arg,
                               const apis::ApiDatabase &Apis,
                               std::vector<ir::CallbackRegistration> &Imported,
                               std::vector<ir::PropCallback> &PropCallbacks) {
  recordPropCallback(Index, T, B, Arg, PropCallbacks);
  Verdict V = markupAttributeVerdict(Arg.Call, T, Apis);
  if (V.F == ir::Frequency::Unknown)
    return;
  llvm::StringRef Name = T.text(Arg.Name);
  std::optional<ir::FunctionId> Named =
      is(Arg.Name, "property_identifier")
          ? methodOfEnclosingClass(Index, Arg.Call, Name)
      : is(Arg.Name, "identifier") ? visibleByName(Index, Arg.Call, Name)
                                   : std::nullopt;
  if (!Named || *Named == 0) {
    if (const Binding *Import = B.lookup(Name);
        Import && Import->K == Binding::UserSymbol &&
        !is(Arg.Name, "property_identifier")) {
      Imported.push_back({Import->Symbol, V.F, V.Reason});
      return;
    }
    if (!is(Arg.Name, "property_identifier"))
      if (auto Prop =
              propOfEnclosingComponent(Index, T, Arg.Enclosing, Arg.Name))
        Fns[Prop->first].Attrs.PropRegistrations.push_back(
            {std::move(Prop->second), V.F, std::move(V.Reason)});
    return;
  }
  if (Fns[*Named].Attrs.Freq != ir::Frequency::Unknown)
    return;
  Fns[*Named].Attrs.Freq = V.F;
  Fns[*Named].Attrs.FreqReason = std::move(V.Reason);
}

/// Named functions registered by name as event callbacks:
/// `el.addEventListener('click', onClick)`, `setInterval(tick, 100)`, or a
/// function that re-registers itself (`requestAnimationFrame(loop)` inside
/// `loop`), and route handlers (`router.post('/x', auth, predict)`). A
/// one-shot registration (`setTimeout(f)`, `requestAnimationFrame(f)`) from
/// elsewhere runs the function once, so it does not count. A function of this
/// file gets the frequency; an imported one is recorded in Imported for the
/// summaries, which give it to the function of the other module.
static void
classifyRegisteredByName(const FunctionIndex &Index,
                         std::vector<ir::Function> &Fns, const SyntaxTree &T,
                         const Bindings &B, bool InTest,
                         const apis::ApiDatabase &Apis,
                         std::vector<ir::CallbackRegistration> &Imported,
                         std::vector<ir::PropCallback> &PropCallbacks) {
  // Per call, its callee's parts, read only for calls that pass a name of a
  // function (most calls do not).
  const void *Call = nullptr;
  llvm::SmallVector<llvm::StringRef, 4> P;
  bool HaveParts = false, Computed = false;
  std::vector<std::pair<ir::FunctionId, std::string>> RunOnce;
  for (const NamedArgument &Arg : Index.NamedArguments) {
    TSNode N = Arg.Call;
    if (is(N, "jsx_attribute")) {
      classifyJsxHandler(Index, Fns, T, B, Arg, Apis, Imported, PropCallbacks);
      continue;
    }
    if (key(N) != Call) {
      Call = key(N);
      HaveParts = Computed = false;
    }
    if (Computed && !HaveParts)
      continue; // a computed callee registers nothing we know
    std::optional<ir::FunctionId> Named =
        visibleByName(Index, N, T.text(Arg.Name));
    if (!Named)
      Named = Index.namedExpressionAround(Arg.Enclosing, T.text(Arg.Name), T);
    const Binding *Import = nullptr;
    if (!Named || *Named == 0) {
      // A function of another module (`router.post('/x', handler)` with
      // the handler imported): its summary takes the frequency.
      Import = B.lookup(T.text(Arg.Name));
      if (!Import || Import->K != Binding::UserSymbol)
        continue;
    } else if (Fns[*Named].Attrs.Freq != ir::Frequency::Unknown) {
      continue;
    }
    if (!Computed) {
      P.clear();
      HaveParts = registrationParts(stripParens(field(N, "function")), T, P);
      Computed = true;
      if (!HaveParts)
        continue;
    }
    unsigned I = Arg.Index;
    // The function as registered here, for callbackVerdict: a local function's
    // declaration is no argument of this call.
    FunctionInfo Site = Import ? FunctionInfo() : Index.Functions[*Named];
    Site.CallArgOf = N;
    Site.ArgIndex = I;
    const FunctionInfo &FI = Site;
    Verdict V = callbackVerdict(P, I, FI, T, InTest, Apis);
    bool Inside = !Import &&
                  ts_node_start_byte(N) >= ts_node_start_byte(FI.Node) &&
                  ts_node_end_byte(N) <= ts_node_end_byte(FI.Node);
    if (V.Deferred) {
      // `requestAnimationFrame(loop)` inside loop: again and again. From
      // elsewhere, as often as the function that registers it.
      if (Inside) {
        Fns[*Named].Attrs.Freq = ir::Frequency::PerEvent;
        Fns[*Named].Attrs.FreqReason = V.Reason;
      } else if (!Import) {
        Fns[*Named].Attrs.DeferredBy.push_back(enclosingFunction(Index, N));
      }
      continue;
    }
    // Route handlers run per request; event callbacks per event when the
    // registration repeats them (a one-shot setTimeout does not), and
    // iteration callbacks per element, where the model says a named
    // function is one (`dataset.forEachAsync(step)`); a page's start-up
    // listener once (`addEventListener('DOMContentLoaded', run)`).
    bool Repeats =
        V.F == ir::Frequency::PerEvent || V.F == ir::Frequency::PerIteration;
    if (V.F != ir::Frequency::PerRequest && V.F != ir::Frequency::Once &&
        !(Repeats && (V.ByName || Inside)))
      continue;
    if (V.F == ir::Frequency::Once) {
      // Applied after every repeating registration: one of those wins.
      // Another module's function may run from elsewhere too.
      if (!Import)
        RunOnce.push_back({*Named, std::move(V.Reason)});
      continue;
    }
    if (Import) {
      Imported.push_back({Import->Symbol, V.F, V.Reason});
      continue;
    }
    Fns[*Named].Attrs.Freq = V.F;
    Fns[*Named].Attrs.FreqReason = V.Reason;
  }
  for (auto &[Fn, Reason] : RunOnce)
    if (Fns[Fn].Attrs.Freq == ir::Frequency::Unknown) {
      Fns[Fn].Attrs.Freq = ir::Frequency::Once;
      Fns[Fn].Attrs.FreqReason = std::move(Reason);
    }
}

/// A method that a library runs inside its freeing scope: FI overrides one
/// of the methods the library's model lists for a class the method's class
/// extends (`class Attention extends tf.layers.Layer { call(x) {...} }`,
/// run by predict and fit inside tidy: `scoped_overrides`).
static bool runsInLibraryScope(const FunctionInfo &FI, const SyntaxTree &T,
                               const Bindings &B,
                               const apis::ApiDatabase &Apis) {
  if (isNull(FI.Class) || !is(FI.Node, "method_definition"))
    return false;
  llvm::StringRef H = extendedClassName(FI.Class, T);
  if (H.empty())
    return false;
  auto [Root, Rest] = H.split('.');
  const apis::Library *Lib = nullptr;
  std::string Base;
  if (const Binding *Bd = B.lookup(Root); Bd && Bd->Lib) {
    Lib = Bd->Lib;
    Base = Bd->Path;
  } else if (!Bd) {
    Lib = Apis.libraryForGlobal(Root);
  }
  if (!Lib)
    return false;
  if (!Rest.empty()) {
    if (!Base.empty())
      Base += '.';
    Base.append(Rest.data(), Rest.size());
  }
  for (const auto &[Class, Methods] : Lib->ScopedOverrides)
    if (Class == Base && llvm::is_contained(Methods, FI.Name))
      return true;
  return false;
}

bool isClassicScript(const FunctionIndex &Index, const SyntaxTree &T,
                     const Bindings &B, llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  if ((Ext != ".js" && Ext != ".jsx") || B.importsModules())
    return false;
  for (const FunctionInfo &FI : Index.Functions)
    if (!FI.ExportName.empty())
      return false;
  for (TSNode Top : namedChildren(T.root()))
    if (is(Top, "export_statement") || is(Top, "import_statement"))
      return false;
  return true;
}

/// A function declared by name (`function f() {}`, `const f = () => {}`),
/// not a method, callback or assigned property: code reaches it only by
/// that name.
static bool declaredByName(const FunctionInfo &FI) {
  if (FI.Name.empty())
    return false;
  TSNode Parent = ts_node_parent(FI.Node);
  return is(FI.Node, "function_declaration") ||
         is(FI.Node, "generator_function_declaration") ||
         (is(Parent, "variable_declarator") &&
          ts_node_eq(field(Parent, "value"), FI.Node));
}

/// Such a function declared at the top level.
static bool declaresGlobal(const FunctionInfo &FI) {
  return FI.Parent == ir::NoFunction && declaredByName(FI);
}

/// Whether FI is a top-level function expression called where it is
/// written (`var Net = (function () {...}());`, as TypeScript and Babel
/// compile a class to ES5): what it declares is the module's, as if at its
/// top level.
static bool isTopLevelIife(const FunctionIndex &Index, const FunctionInfo &FI) {
  if (FI.Parent != ir::NoFunction && FI.Parent != 0 &&
      Index.Functions[FI.Parent].Parent != ir::NoFunction)
    return false;
  TSNode Up = ts_node_parent(FI.Node);
  while (is(Up, "parenthesized_expression"))
    Up = ts_node_parent(Up);
  return is(Up, "call_expression") &&
         ts_node_start_byte(stripParens(field(Up, "function"))) ==
             ts_node_start_byte(FI.Node);
}

/// Whether FI is declared at the top level (Parent none), or in a top-level
/// IIFE when Nested is set.
static bool atTopLevel(const FunctionIndex &Index, const FunctionInfo &FI,
                       bool Nested) {
  if (FI.Parent == ir::NoFunction)
    return true;
  return Nested && FI.Parent != 0 &&
         isTopLevelIife(Index, Index.Functions[FI.Parent]);
}

/// The constructor function whose objects have FI as a method: `this.fit =
/// function (x) {...}` in a top-level `function PCA() {...}`, or a top-level
/// `PCA.prototype.fit = function (x) {...}`; "" for any other function.
/// Such a constructor is a class in all but syntax: a classic script's
/// pages build it with `new PCA()`. In a module (Classic unset), also one
/// declared in a top-level IIFE, as compilers write an ES5 class.
static llvm::StringRef constructorOf(const FunctionIndex &Index,
                                     const FunctionInfo &FI,
                                     const SyntaxTree &T, bool Classic) {
  if (FI.Name.empty() || !is(FI.AssignedTo, "member_expression") ||
      T.text(field(FI.AssignedTo, "property")) != FI.Name)
    return {};
  TSNode Obj = stripParens(field(FI.AssignedTo, "object"));
  if (is(Obj, "this")) {
    if (FI.Parent == ir::NoFunction)
      return {};
    const FunctionInfo &Ctor = Index.Functions[FI.Parent];
    bool Declared = Classic ? declaresGlobal(Ctor)
                            : declaredByName(Ctor) &&
                                  atTopLevel(Index, Ctor, /*Nested=*/true);
    return Declared && is(Ctor.Node, "function_declaration")
               ? llvm::StringRef(Ctor.Name)
               : llvm::StringRef();
  }
  if (atTopLevel(Index, FI, /*Nested=*/!Classic) &&
      is(Obj, "member_expression") &&
      T.text(field(Obj, "property")) == "prototype")
    if (TSNode Ctor = stripParens(field(Obj, "object")); is(Ctor, "identifier"))
      return T.text(Ctor);
  return {};
}

/// Whether Obj spells the page's global object (`window`, `self`, as
/// NameUses.cpp reads it).
static bool isGlobalObject(TSNode Obj, const SyntaxTree &T) {
  llvm::StringRef Name = T.text(stripParens(Obj));
  return Name == "window" || Name == "self";
}

/// `window.train = function () {...}` (or `self.`, as NameUses.cpp reads
/// the global object): a global of the pages that load the script, as a
/// top-level declaration `function train() {...}` of a classic script
/// would be. Anywhere in the script, and in a module too: a module's
/// functions reach a page's `onclick="train()"` only so (`window.onload =
/// async () => { ...; window.predict = () => {...}; }`).
static bool assignsGlobal(const FunctionInfo &FI, const SyntaxTree &T) {
  if (FI.Name.empty() || !is(FI.AssignedTo, "member_expression"))
    return false;
  return isGlobalObject(field(FI.AssignedTo, "object"), T) &&
         T.text(field(FI.AssignedTo, "property")) == FI.Name;
}

/// The names the file's top-level statements put its functions on the
/// global object under (`window.predict = predict;`): the function's name
/// to the global's.
static llvm::StringMap<std::string> globalAliases(const SyntaxTree &T) {
  llvm::StringMap<std::string> Out;
  for (TSNode S : T.topLevel()) {
    if (!is(S, "expression_statement"))
      continue;
    TSNode E = ts_node_named_child(S, 0);
    TSNode Left = field(E, "left"), Right = stripParens(field(E, "right"));
    if (!is(E, "assignment_expression") || !is(Left, "member_expression") ||
        !is(Right, "identifier"))
      continue;
    if (isGlobalObject(field(Left, "object"), T))
      Out.try_emplace(T.text(Right), T.text(field(Left, "property")).str());
  }
  return Out;
}

/// Whether no code outside the file can name the file's top-level
/// declarations: a module, ES or CommonJS, that imports, requires or
/// exports. Not a classic script (its globals are its pages'), nor a
/// TypeScript file without imports or exports (a global script to the
/// compiler), nor a Vue component or an HTML page, whose markup (masked
/// from the text the names are counted in) names functions too.
static bool ownsTopLevelNames(const FunctionIndex &Index, const Bindings &B,
                              llvm::StringRef Path, bool Classic) {
  if (Classic || !wholeTextIsScript(Path))
    return false;
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  if (Ext == ".mjs" || Ext == ".cjs" || Ext == ".mts" || Ext == ".cts" ||
      B.importsModules())
    return true;
  return llvm::any_of(Index.Functions, [](const FunctionInfo &FI) {
    return !FI.ExportName.empty();
  });
}

/// Marks FunctionAttrs::Unreferenced on the functions declared by name that
/// the file's text spells only once, where they are declared: in one pass
/// over the text, counting the words that are such names outside comments.
/// A string that mentions one counts too, which only keeps it referenced.
/// Only where nothing outside the text can name them: a function nested in
/// another, a top-level one of a module (OwnsTopLevel), a classic script's
/// global (the summaries then ask whether a page loads the script and
/// calls it); a global of another kind of file, only when a comment still
/// uses it as code (FunctionAttrs::CallsCommentedOut).
static void markUnreferenced(const FunctionIndex &Index,
                             std::vector<ir::Function> &Fns,
                             const SyntaxTree &T, bool OwnsTopLevel) {
  auto Candidate = [&](size_t I) {
    const FunctionInfo &FI = Index.Functions[I];
    return !FI.Name.empty() && FI.ExportName.empty() &&
           (Fns[I].Attrs.IsScriptGlobal || declaredByName(FI));
  };
  llvm::StringMap<NameUses> Names;
  for (size_t I = 1; I < Index.Functions.size(); ++I)
    if (Candidate(I))
      Names[Index.Functions[I].Name] = {};
  if (Names.empty())
    return;
  countNameUses(T, T.source(), 0, Names);
  for (size_t I = 1; I < Index.Functions.size(); ++I) {
    auto It = Names.find(Index.Functions[I].Name);
    if (It == Names.end() || It->second.InCode != 1 || !Candidate(I))
      continue;
    ir::FunctionAttrs &A = Fns[I].Attrs;
    bool OwnName = Index.Functions[I].Parent != ir::NoFunction || OwnsTopLevel;
    A.CallsCommentedOut = It->second.CommentedOut != 0;
    A.Unreferenced = A.IsScriptGlobal || A.CallsCommentedOut || OwnName;
  }
}

/// The components an element expression shows (`<Page />`, `<Layout><Page
/// /></Layout>`, `Page` given by name): each capitalized element name.
static void shownComponents(TSNode N, const SyntaxTree &T,
                            llvm::SmallVectorImpl<llvm::StringRef> &Out) {
  if (is(N, "identifier")) {
    if (llvm::StringRef Name = T.text(N);
        !Name.empty() && llvm::isUpper(Name[0]))
      Out.push_back(Name);
    return;
  }
  std::vector<TSNode> Stack{N};
  while (!Stack.empty()) {
    TSNode E = Stack.back();
    Stack.pop_back();
    if (isFunctionNode(E))
      continue; // a render prop shows what it returns, when it is called
    if (is(E, "jsx_opening_element") || is(E, "jsx_self_closing_element")) {
      TSNode Name = field(E, "name");
      llvm::StringRef S = is(Name, "identifier") ? T.text(Name) : "";
      if (!S.empty() && llvm::isUpper(S[0]))
        Out.push_back(S);
    }
    for (TSNode C : namedChildren(E))
      Stack.push_back(C);
  }
}

/// The components a file's top level declares lazily, by name: `const Page
/// = lazy(() => import('./pages/Page'))` (lazy_loaders) stands for the
/// default export of that module ("<path>#default").
static llvm::StringMap<std::string>
lazyComponents(const SyntaxTree &T, llvm::StringRef Path,
               const apis::ComponentConventions &C) {
  llvm::StringMap<std::string> Out;
  if (C.LazyLoaders.empty())
    return Out;
  for (TSNode S : namedChildren(T.root())) {
    if (!is(S, "lexical_declaration") && !is(S, "variable_declaration"))
      continue;
    for (TSNode D : namedChildren(S)) {
      TSNode Name = field(D, "name"), Value = field(D, "value");
      if (!is(D, "variable_declarator") || !is(Name, "identifier") ||
          !is(Value, "call_expression"))
        continue;
      llvm::StringRef Callee = T.text(field(Value, "function"));
      TSNode Args = field(Value, "arguments");
      TSNode Fn = isNull(Args) ? TSNode{} : ts_node_named_child(Args, 0);
      if (isNull(Fn) || !isFunctionNode(Fn) ||
          !apis::ComponentConventions::any(C.LazyLoaders, Callee))
        continue;
      // The function imports the module (`() => import('./pages/Page')`).
      TSNode Body = stripParens(field(Fn, "body"));
      if (!is(Body, "call_expression") ||
          T.text(field(Body, "function")) != "import")
        continue;
      TSNode ImportArgs = field(Body, "arguments");
      llvm::StringRef Spec =
          isNull(ImportArgs)
              ? llvm::StringRef()
              : stringLiteralText(ts_node_named_child(ImportArgs, 0), T);
      if (Spec.starts_with("."))
        Out[T.text(Name)] = resolveModuleSpecifier(Path, Spec) + "#default";
    }
  }
  return Out;
}

/// The routes of form R the file declares (registerRouteMounts).
static void registerRoutesOf(const apis::ComponentConventions::RouteForm &R,
                             const FunctionIndex &Index,
                             const std::vector<ir::Function> &Fns,
                             const SyntaxTree &T, const Bindings &B,
                             const llvm::StringMap<std::string> &Lazy,
                             std::vector<ir::CallbackRegistration> &Out) {
  auto IsShowKey = [&](llvm::StringRef K) {
    return llvm::is_contained(R.ShowKeys, K);
  };
  auto Register = [&](TSNode Shown, llvm::StringRef RoutePath) {
    llvm::SmallVector<llvm::StringRef, 4> Names;
    shownComponents(Shown, T, Names);
    std::string Reason = RoutePath.empty()
                             ? std::string("route")
                             : ("route '" + RoutePath + "'").str();
    for (llvm::StringRef Name : Names) {
      std::string Symbol;
      if (const Binding *Import = B.lookup(Name);
          Import && Import->K == Binding::UserSymbol)
        Symbol = Import->Symbol;
      else if (auto L = Lazy.find(Name); L != Lazy.end())
        Symbol = L->second;
      else if (std::optional<ir::FunctionId> Own = Index.byName(Name))
        Symbol = Fns[*Own].ExportSymbol;
      if (!Symbol.empty())
        Out.push_back({std::move(Symbol), ir::Frequency::PerRender,
                       "element of " + Reason, /*Mount=*/true});
    }
  };
  // A route's keys and values, from a JSX element's attributes or an
  // object's properties: the path key (and on a JSX route the index key,
  // an index route) make it a route; the show keys name what it shows (a
  // JSX value in braces).
  auto Route = [&](llvm::ArrayRef<std::pair<llvm::StringRef, TSNode>> Keys,
                   bool Jsx) {
    llvm::StringRef RoutePath;
    bool IsRoute = false;
    std::vector<TSNode> Shown;
    for (auto [K, Value] : Keys) {
      if (K == R.PathKey || (Jsx && !R.IndexKey.empty() && K == R.IndexKey))
        IsRoute = true;
      if (K == R.PathKey)
        RoutePath = stringLiteralText(Value, T);
      else if (IsShowKey(K) && !Jsx)
        Shown.push_back(Value);
      else if (IsShowKey(K) && is(Value, "jsx_expression") &&
               ts_node_named_child_count(Value))
        Shown.push_back(ts_node_named_child(Value, 0));
    }
    if (IsRoute)
      for (TSNode S : Shown)
        Register(S, RoutePath);
  };
  std::vector<TSNode> Stack{T.root()};
  std::vector<std::pair<llvm::StringRef, TSNode>> Keys;
  while (!Stack.empty()) {
    TSNode N = Stack.back();
    Stack.pop_back();
    Keys.clear();
    bool JsxElement =
        is(N, "jsx_opening_element") || is(N, "jsx_self_closing_element");
    if (JsxElement && R.Elements.match(T.text(field(N, "name")))) {
      for (TSNode A : namedChildren(N)) {
        if (!is(A, "jsx_attribute"))
          continue;
        Keys.push_back(
            {T.text(ts_node_named_child(A, 0)), ts_node_named_child(A, 1)});
      }
      Route(Keys, /*Jsx=*/true);
    } else if (is(N, "object")) {
      for (TSNode P : namedChildren(N))
        if (is(P, "pair"))
          Keys.push_back(
              {T.text(field(P, "key")).trim("'\""), field(P, "value")});
      Route(Keys, /*Jsx=*/false);
    }
    for (TSNode C : namedChildren(N))
      Stack.push_back(C);
  }
}

/// Whether the file's text may declare a route of form R: it spells the
/// route elements' name or the path key, and a show key. (A cheap test, so
/// that only such files are walked.)
static bool mayDeclareRoutes(llvm::StringRef Text,
                             const apis::ComponentConventions::RouteForm &R) {
  llvm::StringRef Elements = R.Elements.pattern();
  std::string Literal;
  if (Elements.find_first_of("[{\\") == llvm::StringRef::npos)
    for (char C : Elements)
      if (C != '*' && C != '?')
        Literal += C;
  bool Named = (!Elements.empty() && Text.contains(Literal)) ||
               Text.contains((R.PathKey + ":"));
  return Named && llvm::any_of(R.ShowKeys, [&](const std::string &K) {
           return Text.contains(K);
         });
}

/// Components this file mounts anew on every visit of a route (`routes:`
/// of the models): what a route shows (react-router's `<Route path="/x"
/// element={<Page />} />`, `component={Page}`, `{ path: '/x', element:
/// <Page /> }`; Vue router's `{ path: '/x', component: Page }`). Recorded
/// for the summaries (CallbackRegistration::Mount): what runs once per
/// such a component's mount repeats. Only components the summaries can
/// find: imported ones, and those this file exports.
static void registerRouteMounts(const FunctionIndex &Index,
                                const std::vector<ir::Function> &Fns,
                                const SyntaxTree &T, const Bindings &B,
                                llvm::StringRef Path,
                                const apis::ComponentConventions &C,
                                std::vector<ir::CallbackRegistration> &Out) {
  // The file's lazily loaded components, read once for every form.
  std::optional<llvm::StringMap<std::string>> Lazy;
  for (const apis::ComponentConventions::RouteForm &R : C.Routes) {
    if (!mayDeclareRoutes(T.source(), R))
      continue;
    if (!Lazy)
      Lazy = lazyComponents(T, Path, C);
    registerRoutesOf(R, Index, Fns, T, B, *Lazy, Out);
  }
}

/// A method of a component's object of methods (`template_methods`: Vue's
/// Options API, `export default { methods: { detect() {...} } }`), by its
/// name: what the template's event bindings call.
static std::optional<ir::FunctionId>
componentMethod(const FunctionIndex &Index, const SyntaxTree &T,
                llvm::StringRef Name, const apis::ComponentConventions &C) {
  if (C.TemplateMethods.empty())
    return std::nullopt;
  for (ir::FunctionId Id = 1; Id < Index.Functions.size(); ++Id) {
    const FunctionInfo &FI = Index.Functions[Id];
    if (!FI.InObjectLiteral || FI.Name != Name)
      continue;
    // The method itself, or the function a `detect: function () {}` or
    // `detect: () => {}` pair holds.
    TSNode Object = holdingObject(FI), Outer{};
    if (!isNull(Object) && isObjectOfMethods(Object, T, &C, Outer))
      return Id;
  }
  return std::nullopt;
}

/// The file's top level: once, when the module loads; a component's
/// `<script setup>` is the component's setup, run once per instance (unless
/// the component releases what it loads as it unmounts: UnmountHooks.h).
static void
classifyModuleFunction(ir::Function &F, const SyntaxTree &T,
                       llvm::StringRef Path, const apis::ApiDatabase &Apis,
                       llvm::function_ref<bool()> ReleasesOnUnmount) {
  F.Attrs.IsModuleInit = true;
  F.Attrs.Freq = ir::Frequency::Once;
  Verdict V = scriptBlockVerdict(T.scriptBlockAttributes(), Path, Apis);
  if (V.F == ir::Frequency::Unknown)
    return;
  F.Attrs.Freq = V.Mount && ReleasesOnUnmount() ? ir::Frequency::Once : V.F;
  F.Attrs.FreqReason = std::move(V.Reason);
  F.Attrs.MountHook = V.Mount;
}

/// The symbols other code reaches FI by (ir::Function::ExportSymbol,
/// ExportAlias): its export, its class's method, a page's global (Aliases:
/// globalAliases), a constructor function's method.
static void nameExportSymbols(const FunctionIndex &Index,
                              const FunctionInfo &FI, ir::Function &F,
                              const SyntaxTree &T, llvm::StringRef Path,
                              bool Classic,
                              const llvm::StringMap<std::string> &Aliases) {
  if (!FI.ExportName.empty()) {
    // Spelled by hand: Twine::str's general path costs several times
    // more, once per exported function of every file.
    std::string &Sym = F.ExportSymbol;
    Sym.reserve(Path.size() + 1 + FI.ExportName.size());
    Sym.assign(Path.data(), Path.size());
    Sym += '#';
    Sym += FI.ExportName;
  } else if (!isNull(FI.Class) && is(FI.Node, "method_definition") &&
             !FI.Name.empty()) {
    // A method of a named class: other modules call it through a field or
    // variable declared with the class's type ("<path>#Class.method"),
    // or by the name the module exports the class under
    // ("<path>#default.method" for `export default class`).
    llvm::StringRef Cls = T.text(field(FI.Class, "name"));
    llvm::StringRef As = FI.ClassExportName;
    if (!Cls.empty())
      F.ExportSymbol = (Path + "#" + Cls + "." + FI.Name).str();
    if (!As.empty() && As != Cls)
      (Cls.empty() ? F.ExportSymbol : F.ExportAlias) =
          (Path + "#" + As + "." + FI.Name).str();
    // A classic script's top-level class is a global of its pages: their
    // other scripts build it and call its methods.
    F.Attrs.OfScriptGlobalClass = Classic && !Cls.empty() &&
                                  is(FI.Class, "class_declaration") &&
                                  is(ts_node_parent(FI.Class), "program");
  } else if ((Classic && declaresGlobal(FI)) || assignsGlobal(FI, T)) {
    // A classic script's top-level function, or a function any script
    // puts on the global object, is a global of every page that loads
    // the script: the page's handlers call it by name.
    F.ExportSymbol = (Path + "#" + FI.Name).str();
    F.Attrs.IsScriptGlobal = true;
  } else if (Classic && !FI.MemberName.empty()) {
    // A method of an object a classic script's top-level variable holds
    // (`const SUBSECAO = {setExecutar: (fn) => ...}`): the object is a
    // global of the pages, and their other scripts call the method through
    // it (`SUBSECAO.setExecutar(run)`).
    F.ExportSymbol = (Path + "#" + FI.MemberName).str();
    F.Attrs.IsScriptGlobal = true;
  } else if (auto It = Aliases.find(FI.Name); It != Aliases.end() &&
                                              declaredByName(FI) &&
                                              FI.Parent == ir::NoFunction) {
    // Put there by its name (`window.predict = predict;`).
    F.ExportSymbol = (Path + "#" + It->second).str();
    F.Attrs.IsScriptGlobal = true;
  } else if (llvm::StringRef Ctor;
             !(Ctor = constructorOf(Index, FI, T, Classic)).empty()) {
    // A method of a constructor function: as a class's, a global of the
    // pages of a classic script.
    F.ExportSymbol = (Path + "#" + Ctor + "." + FI.Name).str();
    F.Attrs.OfScriptGlobalClass = Classic;
  }
  // A function an exported object names (`export const config =
  // {kernelFunc: scaleCPU}`) is reached from other modules by that name.
  if (F.ExportAlias.empty() && !FI.ExportedMemberName.empty())
    F.ExportAlias = (Path + "#" + FI.ExportedMemberName).str();
}

bool classifyFunctions(const FunctionIndex &Index,
                       std::vector<ir::Function> &Fns, const SyntaxTree &T,
                       const Bindings &B, const apis::ApiDatabase &Apis,
                       llvm::StringRef Path, bool InTest,
                       std::vector<ir::CallbackRegistration> &Registrations,
                       std::vector<ir::PropCallback> &PropCallbacks,
                       std::vector<OwnClass> &Own,
                       llvm::ArrayRef<OwnClass> Previous) {
  Own.assign(Index.Functions.size(), {});
  const apis::ComponentConventions &Components = Apis.jsComponents();
  bool Classic = isClassicScript(Index, T, B, Path);
  llvm::StringMap<std::string> Aliases = globalAliases(T);
  // Asked only of mount hooks (UnmountHooks.h).
  UnmountReleaseQuery ReleasesOnUnmount(Index, T, Apis);
  for (size_t I = 0; I < Index.Functions.size(); ++I) {
    const FunctionInfo &FI = Index.Functions[I];
    ir::Function &F = Fns[I];
    if (I == 0) {
      classifyModuleFunction(F, T, Path, Apis, ReleasesOnUnmount);
      continue;
    }
    F.Attrs.IsAsync = FI.IsAsync;
    // A class's constructor fills the fields of a new object: it replaces
    // nothing, however often the class is instantiated.
    F.Attrs.InitialisesReceiver = !isNull(FI.Class) &&
                                  is(FI.Node, "method_definition") &&
                                  FI.Name == "constructor";
    nameExportSymbols(Index, FI, F, T, Path, Classic, Aliases);
    OwnClass &O = Own[I];
    ir::FunctionId Was =
        I < Index.ReusedFrom.size() ? Index.ReusedFrom[I] : ir::NoFunction;
    if (Was < Previous.size()) {
      O = Previous[Was];
    } else {
      Verdict V = classify(FI, T, Path, InTest, Apis);
      O.Freq = V.F;
      O.Reason = std::move(V.Reason);
      O.Deferred = V.Deferred;
      O.PerMount = V.PerMount;
      O.Mount = V.Mount;
      O.IsScopeCallback = runsInLibraryScope(FI, T, B, Apis);
      // The callback argument of a Scope API (tf.tidy(fn), tf.tidy('n', fn)).
      if (!isNull(FI.CallArgOf)) {
        llvm::SmallVector<llvm::StringRef, 4> P;
        if (calleeParts(field(FI.CallArgOf, "function"), T, P))
          if (const apis::ApiEntry *E = resolveLibraryCall(P, false, B, Apis)) {
            O.IsScopeCallback =
                E->Kind == apis::ApiKind::Scope || E->ScopedCallbacks;
            O.ScopeSpansAwaits =
                E->Kind == apis::ApiKind::Scope && E->SpansAwaits;
          }
      }
    }
    F.Attrs.Freq = O.Freq;
    F.Attrs.FreqReason = O.Reason;
    if (O.Mount && ReleasesOnUnmount())
      F.Attrs.Freq = ir::Frequency::Once;
    // A global the library's bundle calls by name (p5's `draw`), or a
    // property of the instance its constructor hands a function (`p.draw
    // = ...`): decided anew each time, since it depends on the rest of the
    // file (the script's other globals, the `new p5(sketch)`).
    if (F.Attrs.Freq == ir::Frequency::Unknown) {
      Verdict V;
      if (F.Attrs.IsScriptGlobal)
        V = scriptGlobalVerdict(FI.Name, Index.ModuleNames, Apis);
      else if (!isNull(FI.AssignedTo))
        V = instancePropertyVerdict(FI, Index, T, Apis);
      if (V.F != ir::Frequency::Unknown) {
        F.Attrs.Freq = V.F;
        F.Attrs.FreqReason = std::move(V.Reason);
      }
    }
    // The file's own component's hook (`<script setup>`'s top level, the
    // default export's `mounted`), not one a composable registers for
    // whichever component calls it.
    F.Attrs.MountHook =
        O.Mount && (FI.Parent == ir::NoFunction || FI.Parent == 0);
    if (O.Deferred)
      F.Attrs.DeferredBy.push_back(FI.Parent == ir::NoFunction ? 0 : FI.Parent);
    if (O.PerMount && FI.Parent != ir::NoFunction && FI.Parent != 0)
      F.Attrs.OncePerMountOf = FI.Parent;
    // A hook (hook_functions: React's `use` and a capital) mounts with the
    // component that calls it.
    F.Attrs.MountsWithCaller =
        apis::ComponentConventions::any(Components.HookFunctions, FI.Name);
    if (O.IsScopeCallback)
      F.Attrs.IsScopeCallback = true;
    // Parents come before their closures in the index.
    F.Attrs.ScopeSpansAwaits =
        O.ScopeSpansAwaits ||
        (FI.Parent < I && Fns[FI.Parent].Attrs.ScopeSpansAwaits);
  }
  PropCallbacks.clear();
  classifyRegisteredByName(Index, Fns, T, B, InTest, Apis, Registrations,
                           PropCallbacks);
  registerRouteMounts(Index, Fns, T, B, Path, Components, Registrations);
  markUnreferenced(Index, Fns, T, ownsTopLevelNames(Index, B, Path, Classic));
  // A Vue template's `@play="detect"`: detect runs on every play event.
  // An HTML page's `onclick="predict()"`: per click; `<body
  // onload="init()">`: once.
  for (const SyntaxTree::MarkupHandler &H : T.templateHandlers()) {
    bool Once = !H.Element.empty() && Apis.firesOnce(H.Element, H.Event);
    ir::Frequency Freq = Once ? ir::Frequency::Once : ir::Frequency::PerEvent;
    std::optional<ir::FunctionId> Handler = Index.byName(H.Function);
    if (!Handler)
      Handler = componentMethod(Index, T, H.Function, Components);
    if (!Handler) {
      // Not the page's own: a global of one of the scripts it loads, by
      // the page's name for it (ir::Module::PageScripts, PageModules).
      if (!T.pageScripts().empty() || // (as FileLowering names them)
          !T.pageModules().empty())
        Registrations.push_back(
            {(Path + "#" + H.Function).str(), Freq, H.Reason});
      continue;
    }
    if (*Handler == 0 || Fns[*Handler].Attrs.Freq != ir::Frequency::Unknown)
      continue;
    Fns[*Handler].Attrs.Freq = Freq;
    Fns[*Handler].Attrs.FreqReason = H.Reason;
  }
  markStartActions(Index, Fns, T);
  return Classic;
}

} // namespace tensorlint::frontend::js
