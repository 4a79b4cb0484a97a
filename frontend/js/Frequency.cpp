//===- Frequency.cpp - How often each function body runs ------------------===//

#include "frontend/js/Frequency.h"

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

static bool decoratorNamed(TSNode Dec, const SyntaxTree &T,
                           llvm::StringRef Name, TSNode *Args = nullptr) {
  TSNode E = ts_node_named_child(Dec, 0);
  if (is(E, "call_expression")) {
    llvm::SmallVector<llvm::StringRef, 4> P;
    if (!calleeParts(field(E, "function"), T, P) || P.back() != Name)
      return false;
    if (Args)
      *Args = field(E, "arguments");
    return true;
  }
  return T.text(E) == Name;
}

/// The string value of `Key` in the object literal argument of a decorator
/// (`@Injectable({providedIn: 'root'})`, `@Component({selector: 'app-root'})`).
static llvm::StringRef decoratorOption(TSNode Args, const SyntaxTree &T,
                                       llvm::StringRef Key) {
  for (TSNode A : namedChildren(Args))
    if (is(A, "object"))
      for (TSNode P : namedChildren(A))
        if (is(P, "pair") && T.text(field(P, "key")) == Key)
          return T.text(field(P, "value")).trim("'\"`");
  return {};
}

ClassInfo classInfo(TSNode Class, const SyntaxTree &T) {
  ClassInfo CI;
  if (isNull(Class))
    return CI;
  CI.Name = T.text(field(Class, "name"));
  // Decorators sit on the class, or on `export` when written before it.
  llvm::SmallVector<TSNode, 4> Decs;
  for (TSNode C : namedChildren(Class))
    if (is(C, "decorator"))
      Decs.push_back(C);
  TSNode Parent = ts_node_parent(Class);
  if (is(Parent, "export_statement"))
    for (TSNode C : namedChildren(Parent))
      if (is(C, "decorator"))
        Decs.push_back(C);
  for (TSNode D : Decs) {
    TSNode Args{};
    if (decoratorNamed(D, T, "Component", &Args)) {
      CI.Kind = ClassKind::AngularComponent;
      // The component the application bootstraps: `ng new` names it
      // AppComponent with the selector app-root.
      CI.Root =
          CI.Name == "AppComponent" ||
          (!isNull(Args) && decoratorOption(Args, T, "selector") == "app-root");
    } else if (decoratorNamed(D, T, "Injectable", &Args) && !isNull(Args) &&
               decoratorOption(Args, T, "providedIn") == "root")
      CI.Kind = ClassKind::RootService;
  }
  if (CI.Kind != ClassKind::Plain)
    return CI;
  for (TSNode C : namedChildren(Class)) {
    if (!is(C, "class_heritage"))
      continue;
    llvm::StringRef H = T.text(C);
    H.consume_front("extends");
    H = H.trim();
    H = H.take_until([](char Ch) {
      return Ch == '<' || Ch == ' ' || Ch == '{' || Ch == '\n';
    });
    llvm::StringRef Last =
        H.rsplit('.').second.empty() ? H : H.rsplit('.').second;
    if (Last == "Component" || Last == "PureComponent")
      CI.Kind = ClassKind::ReactComponent;
  }
  return CI;
}

namespace {

struct Verdict {
  ir::Frequency F = ir::Frequency::Unknown;
  std::string Reason;
  /// Registered with a one-shot scheduler: it runs once per registration,
  /// as often as the function that registers it (FunctionAttrs::DeferredBy).
  bool Deferred = false;
  /// Once per mount of the enclosing component (OwnClass::PerMount).
  bool PerMount = false;
};

/// Whether an effect callback returns a cleanup function: what it sets up
/// (a model it loads) may be released when the component unmounts, so its
/// mounts are no evidence of a reload. Any returned function or name
/// counts; a returned promise (`() => load()`) does not.
bool returnsCleanup(TSNode Fn) {
  TSNode Body = field(Fn, "body");
  if (isNull(Body))
    return false;
  auto IsCleanup = [](TSNode V) {
    return !isNull(V) && (isFunctionNode(V) || is(V, "identifier") ||
                          is(V, "member_expression"));
  };
  if (!is(Body, "statement_block"))
    return IsCleanup(Body);
  // Return statements of the callback itself, not of its closures.
  std::vector<TSNode> Stack{Body};
  while (!Stack.empty()) {
    TSNode N = Stack.back();
    Stack.pop_back();
    for (uint32_t I = 0, E = ts_node_named_child_count(N); I < E; ++I) {
      TSNode C = ts_node_named_child(N, I);
      if (isFunctionNode(C) || is(C, "class_declaration"))
        continue;
      if (is(C, "return_statement") && IsCleanup(ts_node_named_child(C, 0)))
        return true;
      Stack.push_back(C);
    }
  }
  return false;
}

/// Whether call N sits in a loop statement of the function whose body
/// holds it: what N registers is registered once per iteration.
bool inLoopStatement(TSNode N) {
  for (TSNode P = ts_node_parent(N); !isNull(P); P = ts_node_parent(P)) {
    if (isFunctionNode(P))
      return false;
    if (is(P, "for_statement") || is(P, "for_in_statement") ||
        is(P, "while_statement") || is(P, "do_statement"))
      return true;
  }
  return false;
}

/// Whether node N runs only when something failed:
/// in a `catch` clause, or in a promise's rejection callback (`.catch(cb)`,
/// `.then(ok, cb)`). A function that registers itself again there retries a
/// failed attempt; it does not repeat what succeeded. Up to the first
/// enclosing function that is no rejection callback.
bool onFailurePath(TSNode N, const SyntaxTree &T) {
  for (TSNode P = ts_node_parent(N); !isNull(P); P = ts_node_parent(P)) {
    if (is(P, "catch_clause"))
      return true;
    if (!isFunctionNode(P))
      continue;
    TSNode Args = ts_node_parent(P);
    TSNode Callee = is(Args, "arguments")
                        ? stripParens(field(ts_node_parent(Args), "function"))
                        : TSNode{};
    llvm::StringRef Method = is(Callee, "member_expression")
                                 ? T.text(field(Callee, "property"))
                                 : llvm::StringRef();
    if (Method == "catch" ||
        (Method == "then" && ts_node_named_child_count(Args) >= 2 &&
         ts_node_eq(ts_node_named_child(Args, 1), P)))
      return true;
    return false;
  }
  return false;
}

/// Schedulers that call back once per registration: timers that fire once,
/// the next frame or idle period, a promise's settlement, the page being
/// ready. What they run runs as often as the code that registers it.
bool oneShotScheduler(llvm::ArrayRef<llvm::StringRef> P, unsigned ArgIndex) {
  llvm::StringRef Last = P.back();
  if (llvm::is_contained({"setTimeout", "requestAnimationFrame",
                          "requestIdleCallback", "queueMicrotask",
                          "setImmediate"},
                         Last))
    return ArgIndex == 0;
  if (P.size() < 2)
    return false;
  if (Last == "then")
    return ArgIndex <= 1;
  return ArgIndex == 0 &&
         llvm::is_contained({"catch", "finally", "nextTick",
                             "requestVideoFrameCallback", "ready"},
                            Last);
}

/// The text of a string literal node, without its quotes; empty otherwise.
llvm::StringRef stringValue(TSNode N, const SyntaxTree &T) {
  if (!is(N, "string") && !is(N, "template_string"))
    return {};
  return T.text(N).drop_front().drop_back();
}

/// An options object that says the listener runs once: `{ once: true }`.
bool onceOption(TSNode N, const SyntaxTree &T) {
  if (!is(N, "object"))
    return false;
  for (TSNode Pair : namedChildren(N))
    if (is(Pair, "pair") && T.text(field(Pair, "key")).trim("'\"") == "once" &&
        T.text(field(Pair, "value")) == "true")
      return true;
  return false;
}

/// Events of the page itself that fire once: its document is parsed, its
/// resources are loaded. (An image's or a script's `load` fires per load:
/// only those of `window` and `document` count.)
bool pageOnceEvent(llvm::ArrayRef<llvm::StringRef> P, llvm::StringRef Event) {
  if (Event == "DOMContentLoaded")
    return true;
  return (Event == "load" || Event == "pageshow" || Event == "readystatechange")
             ? P.size() == 2 &&
                   llvm::is_contained(
                       {"window", "document", "self", "globalThis"}, P[0])
             : false;
}

/// A JSX attribute that passes an event handler: `on` and a capital
/// (`onClick`, `onModelChange`). On an element of the page (`<button>`) it
/// runs per DOM event; on a component by React's convention per event of the
/// component, except the props that by their name report its start
/// (`onLoad`, `onReady`, `onCreated`...), which may run once: no verdict.
Verdict jsxEventVerdict(TSNode Attr, const SyntaxTree &T) {
  TSNode NameNode = ts_node_named_child(Attr, 0);
  if (!is(NameNode, "property_identifier"))
    return {};
  llvm::StringRef Name = T.text(NameNode);
  if (Name.size() < 3 || !Name.starts_with("on") || !llvm::isUpper(Name[2]))
    return {};
  TSNode Element = ts_node_parent(Attr);
  llvm::StringRef Tag = T.text(field(Element, "name"));
  bool Page = !Tag.empty() && llvm::isLower(Tag[0]) && !Tag.contains('.');
  if (!Page && llvm::is_contained({"onLoad", "onLoaded", "onReady", "onInit",
                                   "onInitialized", "onMount", "onMounted",
                                   "onCreated", "onStart", "onError"},
                                  Name))
    return {};
  return Verdict{ir::Frequency::PerEvent,
                 ("'" + Name + "' handler of <" + Tag + ">").str()};
}

/// A test runner's registration of a test or a suite, or of a hook that runs
/// once around them (Jest, Vitest, Mocha, Jasmine, node:test): `it('adds',
/// fn)`, `describe.only(...)`, `beforeAll(fn)`. beforeEach/afterEach run
/// once per test: not here.
bool testRunnerOnce(llvm::ArrayRef<llvm::StringRef> P) {
  static constexpr llvm::StringLiteral Registrars[] = {
      "it",       "test",      "fit",       "xit",   "specify",
      "describe", "fdescribe", "xdescribe", "suite", "beforeAll",
      "afterAll", "before",    "after"};
  if (P.empty() || !llvm::is_contained(Registrars, P[0]))
    return false;
  return P.size() == 1 ||
         (P.size() == 2 && llvm::is_contained({"only", "skip", "concurrent",
                                               "serial", "todo", "failing"},
                                              P[1]));
}

Verdict fromCallback(llvm::ArrayRef<llvm::StringRef> P, unsigned ArgIndex,
                     const FunctionInfo &FI, const SyntaxTree &T, bool InTest) {
  using ir::Frequency;
  llvm::StringRef Last = P.back();
  // A test body runs once per run of the suite: what it leaks is not a
  // leak that grows (a loop in it, or a helper it calls in one, still is).
  if (InTest && testRunnerOnce(P))
    return Verdict{Frequency::Once,
                   "test body '" + llvm::join(P, ".") + "' that runs once"};
  // An object spelled by no name ("<expr>", see classify) is left out of
  // messages: "'on' handler", not "'<expr>.on' handler".
  std::string Dotted =
      llvm::join(P.front() == "<expr>" ? P.drop_front() : P, ".");
  auto Cb = [&](Frequency F, llvm::StringRef Kind) {
    return Verdict{F, ("'" + Dotted + "' " + Kind).str()};
  };
  // (`useCallback(fn, deps)` runs nothing: it hands fn back, and fn runs
  // where the name it is given is called or registered.)
  if (llvm::is_contained(
          {"useEffect", "useLayoutEffect", "useMemo", "useInsertionEffect"},
          Last)) {
    // An empty dependency list runs the callback once per mount of the
    // component: for an app's components, once (`useEffect(load, [])` is
    // how React apps load a model once). Without one, on every render.
    TSNode Args = field(FI.CallArgOf, "arguments");
    TSNode Deps = isNull(Args) ? TSNode{} : ts_node_named_child(Args, 1);
    if (ArgIndex == 0 && is(Deps, "array") &&
        ts_node_named_child_count(Deps) == 0)
      return Verdict{Frequency::Once,
                     "'" + Dotted + "' callback with no dependencies",
                     /*Deferred=*/false,
                     /*PerMount=*/!returnsCleanup(FI.Node)};
    return Cb(Frequency::PerRender, "callback");
  }
  if ((Last == "memo" || Last == "forwardRef") && ArgIndex == 0 &&
      (P.size() == 1 || P[0] == "React")) {
    // const App = React.memo(() => ...): the component is the variable.
    TSNode Decl = ts_node_parent(FI.CallArgOf);
    llvm::StringRef Name = is(Decl, "variable_declarator")
                               ? T.text(field(Decl, "name"))
                               : llvm::StringRef(FI.Name);
    return Verdict{Frequency::PerRender,
                   ("React component '" + Name + "'").str()};
  }
  if (llvm::is_contained({"onMounted", "onBeforeMount", "onUpdated",
                          "onActivated", "onBeforeUpdate"},
                         Last))
    return Cb(Frequency::PerRender, "callback");
  if (Last == "addEventListener" && ArgIndex == 1) {
    // Run once: the page's own start-up events, and a listener asked to run
    // once (`{ once: true }`).
    TSNode Args = field(FI.CallArgOf, "arguments");
    llvm::StringRef Event = stringValue(ts_node_named_child(Args, 0), T);
    if (pageOnceEvent(P, Event) || onceOption(ts_node_named_child(Args, 2), T))
      return Verdict{Frequency::Once,
                     ("'" + (Event.empty() ? llvm::StringRef(Dotted) : Event) +
                      "' listener that runs once")
                         .str()};
  }
  if (P.size() >= 2 && Last == "once" && ArgIndex >= 1)
    return Cb(Frequency::Once, "handler");
  if (oneShotScheduler(P, ArgIndex)) {
    if (inLoopStatement(FI.CallArgOf))
      return Verdict{Frequency::PerIteration,
                     "'" + Dotted + "' callback registered in a loop"};
    // Scheduled again after a failure, a retry (`.catch(() =>
    // setTimeout(() => load(), 500))`): how often is unknown.
    Verdict V = Cb(Frequency::Unknown, "callback");
    V.Deferred = !onFailurePath(FI.CallArgOf, T);
    return V;
  }
  if ((Last == "addEventListener" && ArgIndex == 1) || Last == "setInterval")
    return Cb(Frequency::PerEvent, "callback");
  if (P.size() >= 2 && Last == "on" && ArgIndex >= 1)
    return Cb(Frequency::PerEvent, "handler");
  // `chrome.runtime.onMessage.addListener(cb)` (browser extensions' events,
  // MediaQueryList), `emitter.addListener('data', cb)` (Node's emitters).
  if (P.size() >= 2 && Last == "addListener" && ArgIndex <= 1)
    return Cb(Frequency::PerEvent, "listener");
  if (P.size() == 2 &&
      llvm::is_contained({"app", "router", "server", "fastify", "api", "routes",
                          "route", "Hono", "Elysia", "Router"},
                         P[0]) &&
      llvm::is_contained({"get", "post", "put", "delete", "patch", "use", "all",
                          "head", "options"},
                         Last) &&
      ArgIndex >= 1)
    return Cb(Frequency::PerRequest, "handler");
  if (Last == "createServer" && P.size() == 2 &&
      llvm::is_contained({"http", "https", "http2", "net"}, P[0]))
    return Cb(Frequency::PerRequest, "handler");
  if (P.size() >= 2 &&
      llvm::is_contained({"forEach", "map", "filter", "reduce", "reduceRight",
                          "flatMap", "some", "every", "find", "findIndex",
                          "findLast", "findLastIndex"},
                         Last))
    return Verdict{Frequency::PerIteration, ("'" + Last + "' callback").str()};
  return {};
}

/// `@HostListener('window:resize', ...)` on a method (an Angular event
/// handler): the event spelling. Decorators are children of the method in the
/// TypeScript grammar and preceding siblings in the class body in the
/// JavaScript one.
std::optional<std::string> hostListener(TSNode Method, const SyntaxTree &T) {
  llvm::SmallVector<TSNode, 4> Decs;
  for (TSNode C : namedChildren(Method))
    if (is(C, "decorator"))
      Decs.push_back(C);
  for (TSNode S = ts_node_prev_named_sibling(Method);
       !ts_node_is_null(S) && is(S, "decorator");
       S = ts_node_prev_named_sibling(S))
    Decs.push_back(S);
  for (TSNode D : Decs) {
    TSNode Args{};
    if (!decoratorNamed(D, T, "HostListener", &Args))
      continue;
    TSNode First = isNull(Args) ? TSNode{} : ts_node_named_child(Args, 0);
    return isNull(First) ? std::string("HostListener") : T.text(First).str();
  }
  return std::nullopt;
}

bool isRouteFile(llvm::StringRef Path) {
  llvm::StringRef Stem = llvm::sys::path::stem(Path);
  return Path.contains("/pages/api/") || Path.starts_with("pages/api/") ||
         (Stem == "route" &&
          (Path.contains("/app/") || Path.starts_with("app/")));
}

Verdict classify(const FunctionInfo &FI, const SyntaxTree &T,
                 llvm::StringRef Path, bool InTest) {
  using ir::Frequency;
  if (!isNull(FI.CallArgOf)) {
    llvm::SmallVector<llvm::StringRef, 4> P;
    TSNode Callee = stripParens(field(FI.CallArgOf, "function"));
    bool Known = calleeParts(Callee, T, P);
    if (!Known && is(Callee, "member_expression")) {
      // [1, 2].forEach(...), getItems().map(...): the method is enough.
      P.assign({llvm::StringRef("<expr>"), T.text(field(Callee, "property"))});
      Known = true;
      // new Hono().post('/', cb).get('/x', cb2): routes chained on a new
      // app are the app's routes.
      TSNode Obj = stripParens(field(Callee, "object"));
      while (is(Obj, "call_expression") &&
             is(stripParens(field(Obj, "function")), "member_expression"))
        Obj = stripParens(field(stripParens(field(Obj, "function")), "object"));
      if (is(Obj, "new_expression") &&
          llvm::is_contained({"Hono", "Elysia", "Router"},
                             T.text(field(Obj, "constructor"))))
        P[0] = T.text(field(Obj, "constructor"));
    }
    if (Known)
      if (Verdict V = fromCallback(P, FI.ArgIndex, FI, T, InTest);
          V.F != Frequency::Unknown || V.Deferred)
        return V;
  }
  if (!isNull(FI.JsxAttribute))
    return jsxEventVerdict(FI.JsxAttribute, T);
  if (!isNull(FI.AssignedTo) && is(FI.AssignedTo, "member_expression")) {
    llvm::StringRef Prop = T.text(field(FI.AssignedTo, "property"));
    if (Prop.size() > 2 && Prop.starts_with("on") &&
        llvm::all_of(Prop, [](char C) { return llvm::isLower(C); })) {
      // `window.onload = init`: the page loads once.
      llvm::StringRef Obj = T.text(field(FI.AssignedTo, "object"));
      if (pageOnceEvent({Obj, Prop}, Prop.drop_front(2)))
        return Verdict{Frequency::Once,
                       ("'" + Obj + "." + Prop + "' handler").str()};
      return Verdict{Frequency::PerEvent, ("'" + Prop + "' handler").str()};
    }
  }
  llvm::StringRef Name = FI.Name;
  if (!isNull(FI.Class) && is(FI.Node, "method_definition")) {
    ClassInfo CI = classInfo(FI.Class, T);
    if (CI.Kind == ClassKind::ReactComponent &&
        llvm::is_contained({"render", "componentDidMount", "componentDidUpdate",
                            "UNSAFE_componentWillMount", "componentWillMount"},
                           Name))
      return Verdict{Frequency::PerRender, ("React class component '" +
                                            CI.Name + "' method '" + Name + "'")
                                               .str()};
    if (CI.Kind == ClassKind::AngularComponent) {
      // The root component is created once, with the application: its
      // creation hooks run once. The hooks that re-run on change detection
      // (ngOnChanges, ngDoCheck, the *Checked ones) repeat in any component.
      if (CI.Root &&
          llvm::is_contained({"constructor", "ngOnInit", "ngAfterContentInit",
                              "ngAfterViewInit"},
                             Name))
        return Verdict{Frequency::Once, ("root Angular component '" + CI.Name +
                                         "' hook '" + Name + "'")
                                            .str()};
      if (Name == "constructor")
        return Verdict{
            Frequency::PerRender,
            ("Angular component '" + CI.Name + "' constructor").str()};
      if (llvm::is_contained({"ngOnInit", "ngOnChanges", "ngDoCheck",
                              "ngAfterContentInit", "ngAfterContentChecked",
                              "ngAfterViewInit", "ngAfterViewChecked",
                              "ngOnDestroy"},
                             Name))
        return Verdict{Frequency::PerRender, ("Angular component '" + CI.Name +
                                              "' lifecycle hook '" + Name + "'")
                                                 .str()};
    }
  }
  if (!isNull(FI.Class) && is(FI.Node, "method_definition"))
    if (std::optional<std::string> Event = hostListener(FI.Node, T))
      return Verdict{Frequency::PerEvent,
                     "'@HostListener(" + *Event + ")' handler"};
  if (FI.InObjectLiteral &&
      llvm::is_contained({"setup", "mounted", "created", "beforeMount",
                          "updated", "activated"},
                         Name)) {
    // App.vue is the root component, created once with the application:
    // its creation hooks run once (updated/activated still repeat).
    if (llvm::sys::path::filename(Path) == "App.vue" &&
        !llvm::is_contained({"updated", "activated"}, Name))
      return Verdict{Frequency::Once,
                     ("root Vue component hook '" + Name + "'").str()};
    return Verdict{Frequency::PerRender, ("Vue '" + Name + "' hook").str()};
  }
  if (!Name.empty() && llvm::isUpper(Name[0]) && FI.HasJsx &&
      isNull(FI.Class) && !FI.InObjectLiteral)
    return Verdict{Frequency::PerRender,
                   ("React component '" + Name + "'").str()};
  if (!FI.ExportName.empty() && isRouteFile(Path) &&
      (FI.ExportName == "default" ||
       llvm::is_contained(
           {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"},
           FI.ExportName)))
    return Verdict{Frequency::PerRequest,
                   "Next.js route handler '" + FI.ExportName + "'"};
  return {};
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

/// A function named by a JSX event attribute (`onClick={go}`,
/// `onClick={this.go}`): it runs per event. One of this file gets the
/// frequency (unless it has one of its own); an imported one is recorded
/// for the summaries.
static void
classifyJsxHandler(const FunctionIndex &Index, std::vector<ir::Function> &Fns,
                   const SyntaxTree &T, const Bindings &B,
                   const NamedArgument &Arg,
                   std::vector<ir::CallbackRegistration> &Imported) {
  Verdict V = jsxEventVerdict(Arg.Call, T);
  if (V.F == ir::Frequency::Unknown)
    return;
  llvm::StringRef Name = T.text(Arg.Name);
  std::optional<ir::FunctionId> Named =
      is(Arg.Name, "property_identifier")
          ? methodOfEnclosingClass(Index, Arg.Call, Name)
          : visibleByName(Index, Arg.Call, Name);
  if (!Named || *Named == 0) {
    if (const Binding *Import = B.lookup(Name);
        Import && Import->K == Binding::UserSymbol &&
        !is(Arg.Name, "property_identifier"))
      Imported.push_back({Import->Symbol, V.F, V.Reason});
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
                         std::vector<ir::CallbackRegistration> &Imported) {
  // Per call, its callee's parts, read only for calls that pass a name of a
  // function (most calls do not).
  const void *Call = nullptr;
  llvm::SmallVector<llvm::StringRef, 4> P;
  bool HaveParts = false, Computed = false;
  std::vector<std::pair<ir::FunctionId, std::string>> RunOnce;
  for (const NamedArgument &Arg : Index.NamedArguments) {
    TSNode N = Arg.Call;
    if (is(N, "jsx_attribute")) {
      classifyJsxHandler(Index, Fns, T, B, Arg, Imported);
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
      Named = Index.namedExpressionAround(N, T.text(Arg.Name), T);
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
      HaveParts = calleeParts(field(N, "function"), T, P);
      Computed = true;
      if (!HaveParts)
        continue;
    }
    unsigned I = Arg.Index;
    // The function as registered here, for fromCallback: a local function's
    // declaration is no argument of this call.
    FunctionInfo Site = Import ? FunctionInfo() : Index.Functions[*Named];
    Site.CallArgOf = N;
    Site.ArgIndex = I;
    const FunctionInfo &FI = Site;
    Verdict V = fromCallback(P, I, FI, T, InTest);
    bool Repeats =
        llvm::is_contained({"addEventListener", "setInterval", "on"}, P.back());
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
    // registration repeats them (a one-shot setTimeout does not); a page's
    // start-up listener once (`addEventListener('DOMContentLoaded', run)`).
    if (V.F != ir::Frequency::PerRequest && V.F != ir::Frequency::Once &&
        !(V.F == ir::Frequency::PerEvent && (Repeats || Inside)))
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
  for (TSNode C : namedChildren(FI.Class)) {
    if (!is(C, "class_heritage"))
      continue;
    llvm::StringRef H = T.text(C);
    H.consume_front("extends");
    H = H.trim().take_until([](char Ch) {
      return Ch == '<' || Ch == ' ' || Ch == '{' || Ch == '\n' || Ch == '(';
    });
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
  }
  return false;
}

/// Whether the file is a classic script: JavaScript that imports, requires
/// and exports nothing, whose top-level declarations are globals of the
/// page that loads it.
static bool isClassicScript(const FunctionIndex &Index, const SyntaxTree &T,
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

/// A function declared by name at the top level (`function f() {}`,
/// `const f = () => {}`), not a method, callback or assigned property.
static bool declaresGlobal(const FunctionInfo &FI) {
  if (FI.Parent != ir::NoFunction || FI.Name.empty())
    return false;
  TSNode Parent = ts_node_parent(FI.Node);
  return is(FI.Node, "function_declaration") ||
         is(FI.Node, "generator_function_declaration") ||
         (is(Parent, "variable_declarator") &&
          ts_node_eq(field(Parent, "value"), FI.Node));
}

/// Marks FunctionAttrs::Unreferenced on a classic script's globals whose
/// name the file's text spells only once, where they are declared: in one
/// pass over the text, counting the words that are such names. A comment or
/// string that mentions one counts too, which only keeps it referenced.
/// (Only globals: what the summaries do with the mark needs the pages that
/// call them; a module file is not scanned.)
static void markUnreferenced(const FunctionIndex &Index,
                             std::vector<ir::Function> &Fns,
                             const SyntaxTree &T) {
  auto Candidate = [&](size_t I) {
    return Fns[I].Attrs.IsScriptGlobal && !Index.Functions[I].Name.empty();
  };
  llvm::StringMap<unsigned> Uses;
  for (size_t I = 1; I < Index.Functions.size(); ++I)
    if (Candidate(I))
      Uses[Index.Functions[I].Name] = 0;
  if (Uses.empty())
    return;
  llvm::StringRef Text = T.source();
  auto IsNameChar = [](unsigned char C) {
    return llvm::isAlnum(C) || C == '_' || C == '$' || C >= 0x80;
  };
  for (size_t I = 0, E = Text.size(); I < E;) {
    if (!IsNameChar(Text[I])) {
      ++I;
      continue;
    }
    size_t Start = I;
    while (I < E && IsNameChar(Text[I]))
      ++I;
    if (auto It = Uses.find(Text.slice(Start, I)); It != Uses.end())
      ++It->second;
  }
  for (size_t I = 1; I < Index.Functions.size(); ++I)
    if (auto It = Uses.find(Index.Functions[I].Name);
        It != Uses.end() && It->second == 1 && Candidate(I))
      Fns[I].Attrs.Unreferenced = true;
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
/// = lazy(() => import('./pages/Page'))` (also React.lazy) stands for the
/// default export of that module ("<path>#default").
static llvm::StringMap<std::string> lazyComponents(const SyntaxTree &T,
                                                   llvm::StringRef Path) {
  llvm::StringMap<std::string> Out;
  if (!T.source().contains("lazy"))
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
      if ((Callee != "lazy" && Callee != "React.lazy") || isNull(Fn) ||
          !isFunctionNode(Fn))
        continue;
      TSNode Body = stripParens(field(Fn, "body"));
      if (!is(Body, "call_expression") ||
          T.text(field(Body, "function")) != "import")
        continue;
      TSNode ImportArgs = field(Body, "arguments");
      llvm::StringRef Spec =
          isNull(ImportArgs)
              ? llvm::StringRef()
              : stringValue(ts_node_named_child(ImportArgs, 0), T);
      if (Spec.starts_with("."))
        Out[T.text(Name)] = resolveModuleSpecifier(Path, Spec) + "#default";
    }
  }
  return Out;
}

/// Components this file mounts anew on every visit of a route: what a
/// react-router route shows (`<Route path="/x" element={<Page />} />`,
/// `component={Page}`, `{ path: '/x', element: <Page /> }` for
/// createBrowserRouter, and Vue router's `{ path: '/x', component: Page }`).
/// Recorded for the summaries (CallbackRegistration::Mount): what runs once
/// per such a component's mount repeats. Only components the summaries can
/// find: imported ones, and those this file exports.
static void registerRouteMounts(const FunctionIndex &Index,
                                const std::vector<ir::Function> &Fns,
                                const SyntaxTree &T, const Bindings &B,
                                llvm::StringRef Path,
                                std::vector<ir::CallbackRegistration> &Out) {
  // A walk of the whole tree, only for files that may declare routes.
  llvm::StringRef Text = T.source();
  if ((!Text.contains("Route") && !Text.contains("path:")) ||
      (!Text.contains("element") && !Text.contains("omponent")))
    return;
  llvm::StringMap<std::string> Lazy = lazyComponents(T, Path);
  auto IsShowKey = [](llvm::StringRef K) {
    return K == "element" || K == "component" || K == "Component";
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
  // object's properties: `path` (and on a JSX route `index`, an index
  // route) make it a route; the show keys name what it shows (a JSX value
  // in braces).
  auto Route = [&](llvm::ArrayRef<std::pair<llvm::StringRef, TSNode>> Keys,
                   bool Jsx) {
    llvm::StringRef RoutePath;
    bool IsRoute = false;
    std::vector<TSNode> Shown;
    for (auto [K, Value] : Keys) {
      if (K == "path" || (Jsx && K == "index"))
        IsRoute = true;
      if (K == "path")
        RoutePath = stringValue(Value, T);
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
    bool JsxRoute =
        is(N, "jsx_opening_element") || is(N, "jsx_self_closing_element");
    if (JsxRoute &&
        T.text(field(N, "name")).ends_with("Route")) { // Route, PrivateRoute
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

/// A method of a Vue component's `methods` object (the Options API:
/// `export default { methods: { detect() {...} } }`), by its name: what the
/// template's event bindings call.
static std::optional<ir::FunctionId> componentMethod(const FunctionIndex &Index,
                                                     const SyntaxTree &T,
                                                     llvm::StringRef Name) {
  for (ir::FunctionId Id = 1; Id < Index.Functions.size(); ++Id) {
    const FunctionInfo &FI = Index.Functions[Id];
    if (!FI.InObjectLiteral || FI.Name != Name)
      continue;
    // The method itself, or the function a `detect: function () {}` or
    // `detect: () => {}` pair holds.
    TSNode Object = ts_node_parent(FI.Node);
    if (is(Object, "pair"))
      Object = ts_node_parent(Object);
    TSNode Pair = is(Object, "object") ? ts_node_parent(Object) : TSNode{};
    if (is(Pair, "pair") && T.text(field(Pair, "key")) == "methods")
      return Id;
  }
  return std::nullopt;
}

void classifyFunctions(const FunctionIndex &Index,
                       std::vector<ir::Function> &Fns, const SyntaxTree &T,
                       const Bindings &B, const apis::ApiDatabase &Apis,
                       llvm::StringRef Path, bool InTest,
                       std::vector<ir::CallbackRegistration> &Registrations,
                       std::vector<OwnClass> &Own,
                       llvm::ArrayRef<OwnClass> Previous) {
  Own.assign(Index.Functions.size(), {});
  bool Classic = isClassicScript(Index, T, B, Path);
  for (size_t I = 0; I < Index.Functions.size(); ++I) {
    const FunctionInfo &FI = Index.Functions[I];
    ir::Function &F = Fns[I];
    if (I == 0) {
      F.Attrs.IsModuleInit = true;
      F.Attrs.Freq = ir::Frequency::Once;
      continue;
    }
    F.Attrs.IsAsync = FI.IsAsync;
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
      // variable declared with the class's type ("<path>#Class.method").
      if (llvm::StringRef Cls = T.text(field(FI.Class, "name")); !Cls.empty())
        F.ExportSymbol = (Path + "#" + Cls + "." + FI.Name).str();
    } else if (Classic && declaresGlobal(FI)) {
      // A classic script's top-level function is a global of every page
      // that loads it: the page's handlers call it by name.
      F.ExportSymbol = (Path + "#" + FI.Name).str();
      F.Attrs.IsScriptGlobal = true;
    }
    OwnClass &O = Own[I];
    ir::FunctionId Was =
        I < Index.ReusedFrom.size() ? Index.ReusedFrom[I] : ir::NoFunction;
    if (Was < Previous.size()) {
      O = Previous[Was];
    } else {
      Verdict V = classify(FI, T, Path, InTest);
      O.Freq = V.F;
      O.Reason = std::move(V.Reason);
      O.Deferred = V.Deferred;
      O.PerMount = V.PerMount;
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
    if (O.Deferred)
      F.Attrs.DeferredBy.push_back(FI.Parent == ir::NoFunction ? 0 : FI.Parent);
    if (O.PerMount && FI.Parent != ir::NoFunction && FI.Parent != 0)
      F.Attrs.OncePerMountOf = FI.Parent;
    // A React hook (`use` and a capital, React's own rule) mounts with the
    // component that calls it.
    llvm::StringRef Name = FI.Name;
    F.Attrs.MountsWithCaller =
        Name.size() > 3 && Name.starts_with("use") && llvm::isUpper(Name[3]);
    if (O.IsScopeCallback)
      F.Attrs.IsScopeCallback = true;
    // Parents come before their closures in the index.
    F.Attrs.ScopeSpansAwaits =
        O.ScopeSpansAwaits ||
        (FI.Parent < I && Fns[FI.Parent].Attrs.ScopeSpansAwaits);
  }
  classifyRegisteredByName(Index, Fns, T, B, InTest, Registrations);
  registerRouteMounts(Index, Fns, T, B, Path, Registrations);
  markUnreferenced(Index, Fns, T);
  // A Vue template's `@play="detect"`: detect runs on every play event.
  // An HTML page's `onclick="predict()"`: per click; `<body
  // onload="init()">`: once.
  for (const SyntaxTree::MarkupHandler &H : T.templateHandlers()) {
    ir::Frequency Freq = H.Once ? ir::Frequency::Once : ir::Frequency::PerEvent;
    std::optional<ir::FunctionId> Handler = Index.byName(H.Function);
    if (!Handler)
      Handler = componentMethod(Index, T, H.Function);
    if (!Handler) {
      // Not the page's own: a global of one of the classic scripts it
      // loads, by the page's name for it (ir::Module::PageScripts).
      if (!T.pageScripts().empty()) // (as FileLowering names them)
        Registrations.push_back(
            {(Path + "#" + H.Function).str(), Freq, H.Reason});
      continue;
    }
    if (*Handler == 0 || Fns[*Handler].Attrs.Freq != ir::Frequency::Unknown)
      continue;
    Fns[*Handler].Attrs.Freq = Freq;
    Fns[*Handler].Attrs.FreqReason = H.Reason;
  }
}

} // namespace tensorlint::frontend::js
