//===- Repeaters.cpp - Frameworks' repeaters applied to JS syntax ---------===//

#include "frontend/js/Repeaters.h"

#include "frontend/ApiCallPlan.h"
#include "frontend/TextSearch.h"
#include "frontend/js/Frequency.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend::js {

namespace {

using apis::Repeater;

/// The name a decorator spells (`@Component(...)`, `@ng.Component`:
/// Component), and its argument list if it is a call.
llvm::StringRef decoratorName(TSNode Dec, const SyntaxTree &T, TSNode *Args) {
  TSNode E = ts_node_named_child(Dec, 0);
  if (!is(E, "call_expression"))
    return T.text(E);
  llvm::SmallVector<llvm::StringRef, 4> P;
  if (!calleeParts(field(E, "function"), T, P))
    return {};
  *Args = field(E, "arguments");
  return P.back();
}

/// The string value of Key in the object literal argument of a decorator
/// (`@Injectable({providedIn: 'root'})`).
llvm::StringRef decoratorOption(TSNode Args, const SyntaxTree &T,
                                llvm::StringRef Key) {
  if (isNull(Args))
    return {};
  for (TSNode A : namedChildren(Args))
    if (is(A, "object"))
      for (TSNode P : namedChildren(A))
        if (is(P, "pair") && T.text(field(P, "key")) == Key)
          return T.text(field(P, "value")).trim("'\"`");
  return {};
}

/// The decorators of a class: on the class, or on `export` when written
/// before it.
llvm::SmallVector<TSNode, 4> classDecorators(TSNode Class) {
  llvm::SmallVector<TSNode, 4> Decs;
  for (TSNode C : namedChildren(Class))
    if (is(C, "decorator"))
      Decs.push_back(C);
  if (TSNode Parent = ts_node_parent(Class); is(Parent, "export_statement"))
    for (TSNode C : namedChildren(Parent))
      if (is(C, "decorator"))
        Decs.push_back(C);
  return Decs;
}

/// The decorators of a method: its children in the TypeScript grammar,
/// preceding siblings in the class body in the JavaScript one.
llvm::SmallVector<TSNode, 4> methodDecorators(TSNode Method) {
  llvm::SmallVector<TSNode, 4> Decs;
  for (TSNode C : namedChildren(Method))
    if (is(C, "decorator"))
      Decs.push_back(C);
  for (TSNode S = ts_node_prev_named_sibling(Method);
       !ts_node_is_null(S) && is(S, "decorator");
       S = ts_node_prev_named_sibling(S))
    Decs.push_back(S);
  return Decs;
}

/// What a class extends, as written (`React.Component`), or "".
llvm::StringRef heritage(TSNode Class, const SyntaxTree &T) {
  for (TSNode C : namedChildren(Class)) {
    if (!is(C, "class_heritage"))
      continue;
    llvm::StringRef H = T.text(C);
    H.consume_front("extends");
    return H.trim().take_until([](char Ch) {
      return Ch == '<' || Ch == ' ' || Ch == '{' || Ch == '\n';
    });
  }
  return {};
}

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
    if (isLoop(P))
      return true;
  }
  return false;
}

/// Whether node N runs only when something failed: in a `catch` clause, or
/// in a promise's rejection callback (`.catch(cb)`, `.then(ok, cb)`). A
/// function that registers itself again there retries a failed attempt; it
/// does not repeat what succeeded. Up to the first enclosing function that
/// is no rejection callback. (Promises are the language's own.)
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
    return Method == "catch" ||
           (Method == "then" && ts_node_named_child_count(Args) >= 2 &&
            ts_node_eq(ts_node_named_child(Args, 1), P));
  }
  return false;
}

/// An options object that sets Key to true (`{ once: true }`).
bool optionIsTrue(TSNode N, const SyntaxTree &T, llvm::StringRef Key) {
  if (!is(N, "object"))
    return false;
  for (TSNode Pair : namedChildren(N))
    if (is(Pair, "pair") && T.text(field(Pair, "key")).trim("'\"") == Key &&
        T.text(field(Pair, "value")) == "true")
      return true;
  return false;
}

/// Whether expression E turns a control off as repeater R says
/// (`Target.<property> = true`, `Target.<setter>('<property>', ...)`);
/// Target: the control's spelling, or empty for any control.
bool disablesControl(TSNode E, const SyntaxTree &T, const Repeater &R,
                     llvm::StringRef Target) {
  E = stripParens(E);
  if (is(E, "assignment_expression")) {
    TSNode Left = field(E, "left");
    return is(Left, "member_expression") &&
           T.text(field(Left, "property")) == R.DisablingProperty &&
           (Target.empty() || T.text(field(Left, "object")) == Target) &&
           T.text(field(E, "right")) == "true";
  }
  if (!is(E, "call_expression"))
    return false;
  TSNode Callee = field(E, "function");
  TSNode First = ts_node_named_child(field(E, "arguments"), 0);
  return is(Callee, "member_expression") &&
         T.text(field(Callee, "property")) == R.DisablingSetter &&
         (Target.empty() || T.text(field(Callee, "object")) == Target) &&
         stringLiteralText(First, T) == R.DisablingProperty;
}

/// Whether every mention of R's disabling property in the file (comments
/// aside) is one that turns a control off: nothing may turn one on again
/// (`= false`, removing the attribute, a state-driven `disabled={busy}`).
bool onlyDisabledInFile(const SyntaxTree &T, const Repeater &R) {
  llvm::StringRef Text = T.source(), Word = R.DisablingProperty;
  bool Only = true;
  forEachWord(Text, Word, Text.size(), [&](size_t At) {
    TSNode N = ts_node_descendant_for_byte_range(T.root(), uint32_t(At),
                                                 uint32_t(At + Word.size()));
    if (is(N, "comment"))
      return true;
    // The property of `x.disabled = true`, or the string of
    // `x.setAttribute('disabled', ...)`.
    TSNode Form = ts_node_parent(ts_node_parent(N));
    if (is(N, "string_fragment")) // string, arguments, call
      Form = ts_node_parent(Form);
    Only = !isNull(Form) && disablesControl(Form, T, R, "");
    return Only;
  });
  return Only;
}

/// A listener FI that turns its own control (Target) off before anything
/// else can leave it, in a file where nothing turns a control on again.
bool disablesItsControl(const FunctionInfo &FI, const SyntaxTree &T,
                        const Repeater &R, llvm::StringRef Target) {
  TSNode Body = field(FI.Node, "body");
  if (R.DisablingProperty.empty() || Target.empty() ||
      !is(Body, "statement_block"))
    return false;
  for (TSNode S : namedChildren(Body)) {
    if (is(S, "lexical_declaration") || is(S, "variable_declaration"))
      continue;
    if (!is(S, "expression_statement"))
      return false;
    if (disablesControl(ts_node_named_child(S, 0), T, R, Target))
      return onlyDisabledInFile(T, R);
  }
  return false;
}

/// A listener of an event that fires once per registration (a video's
/// `loadeddata`, once per source the registering code gives it): as often
/// as the code that registers it, as a one-shot timer's callback.
Verdict oncePerRegistration(std::string Reason) {
  Verdict V{ir::Frequency::Unknown, std::move(Reason)};
  V.Deferred = true;
  return V;
}

/// The verdict of repeater R, which matches the call that FI is argument
/// ArgIndex of.
Verdict callbackVerdictOf(const Repeater &R, llvm::ArrayRef<llvm::StringRef> P,
                          unsigned ArgIndex, const FunctionInfo &FI,
                          const SyntaxTree &T, const apis::ApiDatabase &Apis) {
  // An object spelled by no name ("<expr>") is left out of messages: "'on'
  // handler", not "'<expr>.on' handler".
  std::string Dotted =
      llvm::join(P.front() == "<expr>" ? P.drop_front() : P, ".");
  auto Reason = [&](llvm::StringRef Text, llvm::StringRef Event = "") {
    llvm::StringRef Variable;
    if (llvm::StringRef(Text).contains("{variable}")) {
      // The variable the call initializes (`const App = memo(...)`).
      TSNode Decl = ts_node_parent(FI.CallArgOf);
      Variable = is(Decl, "variable_declarator") ? T.text(field(Decl, "name"))
                                                 : llvm::StringRef(FI.Name);
    }
    return apis::expandReason(Text, {{"callee", Dotted},
                                     {"method", P.back()},
                                     {"variable", Variable},
                                     {"event", Event}});
  };
  TSNode Args = field(FI.CallArgOf, "arguments");
  auto Arg = [&](int I) {
    return I < 0 || isNull(Args) ? TSNode{}
                                 : ts_node_named_child(Args, unsigned(I));
  };
  if (R.DependenciesArg > static_cast<int>(ArgIndex)) {
    // An empty dependency list runs the callback once per mount of the
    // component; without one, at the repeater's frequency.
    if (TSNode Deps = Arg(R.DependenciesArg);
        is(Deps, "array") && ts_node_named_child_count(Deps) == 0)
      return Verdict{ir::Frequency::Once, Reason(R.DependenciesReason),
                     /*Deferred=*/false,
                     /*PerMount=*/!returnsCleanup(FI.Node)};
  }
  if (R.EventArg >= 0 || R.OptionsArg >= 0) {
    llvm::StringRef Event = stringLiteralText(Arg(R.EventArg), T);
    std::string Receiver = llvm::join(P.drop_back(), ".");
    if (Apis.firesOnce(Receiver, Event) ||
        (R.OptionsArg >= 0 && optionIsTrue(Arg(R.OptionsArg), T, R.OnceOption)))
      return Verdict{ir::Frequency::Once,
                     Reason(R.OnceReason,
                            Event.empty() ? llvm::StringRef(Dotted) : Event)};
    if (P.front() != "<expr>" && disablesItsControl(FI, T, R, Receiver))
      return Verdict{ir::Frequency::Once,
                     Reason(R.DisablingReason,
                            Event.empty() ? llvm::StringRef(Dotted) : Event)};
    if (Apis.firesOncePerRegistration(Receiver, Event))
      return oncePerRegistration(Reason(R.Reason));
  }
  if (R.Freq == apis::RepeatFrequency::Deferred) {
    if (inLoopStatement(FI.CallArgOf))
      return Verdict{ir::Frequency::PerIteration,
                     Reason(R.Reason) + " registered in a loop"};
    // Scheduled again after a failure, a retry (`.catch(() =>
    // setTimeout(() => load(), 500))`): how often is unknown.
    Verdict V{ir::Frequency::Unknown, Reason(R.Reason)};
    V.Deferred = !onFailurePath(FI.CallArgOf, T);
    return V;
  }
  Verdict V{frequencyOf(R.Freq), Reason(R.Reason)};
  V.ByName = R.ByName;
  V.Mount = R.Mount;
  return V;
}

/// The verdict on a method of a class by the class: what it extends
/// (`base_class`) or its decorator (`class_decorator`).
Verdict classMethodVerdict(const FunctionInfo &FI, const SyntaxTree &T,
                           const apis::ApiDatabase &Apis) {
  llvm::StringRef Class = T.text(field(FI.Class, "name"));
  llvm::StringRef Name = FI.Name;
  std::optional<llvm::StringRef> Extends;
  std::optional<llvm::SmallVector<TSNode, 4>> Decorators;
  for (const Repeater *R : Apis.jsRepeaters()) {
    if ((R->How != Repeater::BaseClass && R->How != Repeater::ClassDecorator) ||
        (!R->Methods.empty() && !llvm::is_contained(R->Methods, Name)))
      continue;
    bool Applies = false;
    if (R->How == Repeater::BaseClass) {
      if (!Extends)
        Extends = heritage(FI.Class, T);
      Applies = !Extends->empty() && R->matches(*Extends);
    } else {
      if (!Decorators)
        Decorators = classDecorators(FI.Class);
      for (TSNode D : *Decorators) {
        TSNode Args{};
        if (!R->matches(decoratorName(D, T, &Args)) ||
            (!R->OptionKey.empty() &&
             decoratorOption(Args, T, R->OptionKey) != R->OptionValue))
          continue;
        // The application's root component is created once, with it.
        Applies =
            !R->isRootOnly() ||
            (!R->RootClass.empty() && Class == R->RootClass) ||
            (!R->RootOptionKey.empty() &&
             decoratorOption(Args, T, R->RootOptionKey) == R->RootOptionValue);
        break;
      }
    }
    if (Applies)
      return Verdict{
          frequencyOf(R->Freq),
          apis::expandReason(R->Reason, {{"class", Class}, {"method", Name}})};
  }
  return {};
}

/// The verdict on a method by its own decorator (`@HostListener('click')`).
Verdict methodDecoratorVerdict(const FunctionInfo &FI, const SyntaxTree &T,
                               const apis::ApiDatabase &Apis) {
  llvm::SmallVector<TSNode, 4> Decs;
  bool Found = false;
  for (const Repeater *R : Apis.jsRepeaters()) {
    if (R->How != Repeater::Decorator)
      continue;
    if (!Found) {
      Decs = methodDecorators(FI.Node);
      Found = true;
    }
    for (TSNode D : Decs) {
      TSNode Args{};
      llvm::StringRef Name = decoratorName(D, T, &Args);
      if (!R->matches(Name))
        continue;
      TSNode First = isNull(Args) ? TSNode{} : ts_node_named_child(Args, 0);
      llvm::StringRef Argument = isNull(First) ? Name : T.text(First);
      return Verdict{frequencyOf(R->Freq),
                     apis::expandReason(R->Reason, {{"argument", Argument},
                                                    {"method", FI.Name}})};
    }
  }
  return {};
}

/// The verdict on a function assigned to a property that names an event
/// (`window.onload = init`, `el.onclick = go`): `event_property` gives the
/// prefix; the rest, in lower case, is the event.
Verdict eventPropertyVerdict(const FunctionInfo &FI, const SyntaxTree &T,
                             const apis::ApiDatabase &Apis) {
  llvm::StringRef Prop = T.text(field(FI.AssignedTo, "property"));
  for (const Repeater *R : Apis.jsRepeaters()) {
    if (R->How != Repeater::EventProperty)
      continue;
    llvm::StringRef Prefix = R->Pattern;
    if (Prop.size() <= Prefix.size() || !Prop.starts_with(Prefix) ||
        !llvm::all_of(Prop, [](char C) { return llvm::isLower(C); }))
      continue;
    llvm::StringRef Obj = T.text(field(FI.AssignedTo, "object"));
    std::pair<llvm::StringRef, llvm::StringRef> Values[] = {{"object", Obj},
                                                            {"property", Prop}};
    if (!R->OnceReason.empty() &&
        Apis.firesOnce(Obj, Prop.drop_front(Prefix.size())))
      return Verdict{ir::Frequency::Once,
                     apis::expandReason(R->OnceReason, Values)};
    if (Apis.firesOncePerRegistration(Obj, Prop.drop_front(Prefix.size())))
      return oncePerRegistration(apis::expandReason(R->Reason, Values));
    return Verdict{frequencyOf(R->Freq), apis::expandReason(R->Reason, Values)};
  }
  return {};
}

/// The first repeater of form How that matches Name and Applies says yes
/// to, as a verdict with Name for "{Placeholder}".
template <typename Pred>
Verdict namedVerdict(Repeater::Form How, llvm::StringRef Name,
                     llvm::StringRef Placeholder, const apis::ApiDatabase &Apis,
                     Pred Applies) {
  for (const Repeater *R : Apis.jsRepeaters())
    if (R->How == How && R->matches(Name) && Applies(*R)) {
      Verdict V{frequencyOf(R->Freq),
                apis::expandReason(R->Reason, {{Placeholder, Name}})};
      V.Mount = R->Mount;
      return V;
    }
  return {};
}

} // namespace

Verdict callbackVerdict(llvm::ArrayRef<llvm::StringRef> P, unsigned ArgIndex,
                        const FunctionInfo &FI, const SyntaxTree &T,
                        bool InTest, const apis::ApiDatabase &Apis) {
  llvm::ArrayRef<const Repeater *> Candidates =
      Apis.jsCallbackRepeaters(P.back());
  if (Candidates.empty())
    return {};
  std::string Callee = llvm::join(P, ".");
  for (const Repeater *R : Candidates)
    if (R->takesArg(ArgIndex) && (InTest || !R->InTests) && R->matches(Callee))
      return callbackVerdictOf(*R, P, ArgIndex, FI, T, Apis);
  return {};
}

Verdict markupAttributeVerdict(TSNode Attr, const SyntaxTree &T,
                               const apis::ApiDatabase &Apis) {
  TSNode NameNode = ts_node_named_child(Attr, 0);
  if (!is(NameNode, "property_identifier"))
    return {};
  llvm::StringRef Name = T.text(NameNode);
  llvm::StringRef Tag = T.text(field(ts_node_parent(Attr), "name"));
  // A lower-case tag is an element of the page (`<button>`), whose events
  // are the DOM's; another is a component, whose props may report its start.
  bool Page = !Tag.empty() && llvm::isLower(Tag[0]) && !Tag.contains('.');
  for (const Repeater *R : Apis.jsRepeaters()) {
    if (R->How != Repeater::MarkupAttribute || !R->matches(Name))
      continue;
    if (!Page && llvm::is_contained(R->Except, Name))
      return {};
    return Verdict{
        frequencyOf(R->Freq),
        apis::expandReason(R->Reason, {{"attribute", Name}, {"element", Tag}})};
  }
  return {};
}

bool namesEventAttribute(llvm::StringRef Name, const apis::ApiDatabase &Apis) {
  return llvm::any_of(Apis.jsRepeaters(), [&](const Repeater *R) {
    return R->How == Repeater::MarkupAttribute && R->matches(Name);
  });
}

/// The name of Fn's first parameter (`p` of `(p) => ...`, `function (p,
/// node)`), or empty.
static llvm::StringRef firstParameter(TSNode Fn, const SyntaxTree &T) {
  TSNode Single = field(Fn, "parameter");
  if (is(Single, "identifier"))
    return T.text(Single);
  TSNode Params = field(Fn, "parameters");
  if (isNull(Params) || ts_node_named_child_count(Params) == 0)
    return {};
  TSNode First = ts_node_named_child(Params, 0);
  if (is(First, "required_parameter"))
    First = field(First, "pattern");
  return is(First, "identifier") ? T.text(First) : llvm::StringRef();
}

/// Whether Fn is the first argument of a `new Ctor(...)` of the file: in
/// place, or by the name of the variable it initializes.
static bool passedToNew(TSNode Fn, llvm::StringRef Ctor, const SyntaxTree &T) {
  TSNode Up = ts_node_parent(Fn);
  while (is(Up, "parenthesized_expression"))
    Up = ts_node_parent(Up);
  llvm::StringRef Name;
  if (is(Up, "variable_declarator") && is(field(Up, "name"), "identifier"))
    Name = T.text(field(Up, "name"));
  llvm::StringRef Text = T.text(T.root());
  bool Found = false;
  forEachWord(Text, Ctor, Text.size(), [&](size_t At) {
    TSNode Id = ts_node_descendant_for_byte_range(T.root(), uint32_t(At),
                                                  uint32_t(At + Ctor.size()));
    TSNode New = ts_node_parent(Id);
    if (!is(New, "new_expression") ||
        !ts_node_eq(field(New, "constructor"), Id))
      return true;
    TSNode Args = field(New, "arguments");
    if (isNull(Args) || ts_node_named_child_count(Args) == 0)
      return true;
    TSNode First = stripParens(ts_node_named_child(Args, 0));
    Found = ts_node_eq(First, Fn) ||
            (!Name.empty() && is(First, "identifier") && T.text(First) == Name);
    return !Found;
  });
  return Found;
}

Verdict instancePropertyVerdict(const FunctionInfo &FI,
                                const FunctionIndex &Index, const SyntaxTree &T,
                                const apis::ApiDatabase &Apis) {
  if (!is(FI.AssignedTo, "member_expression") || FI.Parent == 0 ||
      FI.Parent >= Index.Functions.size())
    return {};
  TSNode Obj = stripParens(field(FI.AssignedTo, "object"));
  if (!is(Obj, "identifier"))
    return {};
  llvm::StringRef Prop = T.text(field(FI.AssignedTo, "property"));
  TSNode Sketch = Index.Functions[FI.Parent].Node;
  if (firstParameter(Sketch, T) != T.text(Obj))
    return {};
  return namedVerdict(
      Repeater::InstanceProperty, Prop, "property", Apis,
      [&](const Repeater &R) { return passedToNew(Sketch, R.InstanceOf, T); });
}

Verdict scriptGlobalVerdict(llvm::StringRef Name,
                            const llvm::StringSet<> &Globals,
                            const apis::ApiDatabase &Apis) {
  return namedVerdict(
      Repeater::ScriptGlobal, Name, "function", Apis, [&](const Repeater &R) {
        return R.WithGlobals.empty() ||
               llvm::any_of(R.WithGlobals, [&](const std::string &G) {
                 return Globals.contains(G);
               });
      });
}

Verdict scriptBlockVerdict(llvm::ArrayRef<std::vector<std::string>> Blocks,
                           llvm::StringRef Path,
                           const apis::ApiDatabase &Apis) {
  if (Blocks.empty())
    return {};
  llvm::StringRef File = llvm::sys::path::filename(Path);
  llvm::StringRef Stem = llvm::sys::path::stem(Path);
  for (const Repeater *R : Apis.jsRepeaters()) {
    if (R->How != Repeater::ScriptBlock ||
        (!R->RootFile.empty() && R->RootFile != File))
      continue;
    auto Carries = [&](const std::vector<std::string> &Names) {
      return llvm::any_of(Names,
                          [&](const std::string &N) { return R->matches(N); });
    };
    if (!llvm::all_of(Blocks, Carries))
      continue;
    Verdict V{frequencyOf(R->Freq),
              apis::expandReason(R->Reason,
                                 {{"file", Stem}, {"attribute", R->Pattern}})};
    V.Mount = R->Mount;
    return V;
  }
  return {};
}

/// The callee, as the file spells it, of the call whose argument is the
/// object literal that holds FI (`Page` of `Page({onLoad() {}})`), or "".
static llvm::StringRef objectPassedTo(const FunctionInfo &FI,
                                      const SyntaxTree &T) {
  TSNode Object = holdingObject(FI);
  TSNode Args = isNull(Object) ? TSNode{} : ts_node_parent(Object);
  TSNode Call = is(Args, "arguments") ? ts_node_parent(Args) : TSNode{};
  if (!is(Call, "call_expression"))
    return {};
  return T.text(stripParens(field(Call, "function")));
}

Verdict declarationVerdict(const FunctionInfo &FI, const SyntaxTree &T,
                           llvm::StringRef Path,
                           const apis::ApiDatabase &Apis) {
  if (!isNull(FI.AssignedTo) && is(FI.AssignedTo, "member_expression"))
    if (Verdict V = eventPropertyVerdict(FI, T, Apis);
        V.F != ir::Frequency::Unknown || V.Deferred)
      return V;
  llvm::StringRef Name = FI.Name;
  if (!isNull(FI.Class) && is(FI.Node, "method_definition")) {
    if (Verdict V = classMethodVerdict(FI, T, Apis);
        V.F != ir::Frequency::Unknown)
      return V;
    if (Verdict V = methodDecoratorVerdict(FI, T, Apis);
        V.F != ir::Frequency::Unknown)
      return V;
  }
  // An object method's entry may name the root component's file, or the
  // call the object is given to.
  auto ObjectOfEntry = [&](const Repeater &R) {
    return (R.RootFile.empty() ||
            llvm::sys::path::filename(Path) == R.RootFile) &&
           (R.InCall.pattern().empty() ||
            R.InCall.match(objectPassedTo(FI, T)));
  };
  if (FI.InObjectLiteral)
    if (Verdict V = namedVerdict(Repeater::ObjectMethod, Name, "function", Apis,
                                 ObjectOfEntry);
        V.F != ir::Frequency::Unknown)
      return V;
  if (!Name.empty() && FI.HasJsx && isNull(FI.Class) && !FI.InObjectLiteral)
    if (Verdict V = namedVerdict(Repeater::FunctionComponent, Name, "function",
                                 Apis, [](const Repeater &) { return true; });
        V.F != ir::Frequency::Unknown)
      return V;
  if (!FI.ExportName.empty())
    return namedVerdict(Repeater::Export, FI.ExportName, "export", Apis,
                        [&](const Repeater &R) {
                          return llvm::any_of(R.Files,
                                              [&](const apis::OwnedGlob &G) {
                                                return G.match(Path);
                                              });
                        });
  return {};
}

bool isSingletonClass(TSNode Class, const SyntaxTree &T,
                      const apis::ApiDatabase &Apis) {
  if (isNull(Class) || Apis.jsSingletons().empty())
    return false;
  for (TSNode D : classDecorators(Class)) {
    TSNode Args{};
    llvm::StringRef Name = decoratorName(D, T, &Args);
    for (const apis::Library::Singleton &S : Apis.jsSingletons())
      if (Name == S.Decorator &&
          (S.OptionKey.empty() ||
           decoratorOption(Args, T, S.OptionKey) == S.OptionValue))
        return true;
  }
  return false;
}

} // namespace tensorlint::frontend::js
