//===- FixSafety.cpp - Is a JS/TS fix provably safe? ----------------------===//

#include "frontend/js/FixSafety.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

namespace tensorlint::frontend::js {

namespace {

unsigned lineOf(TSNode N) { return ts_node_start_point(N).row + 1; }

std::string atLine(TSNode N) { return " at line " + std::to_string(lineOf(N)); }

bool isNameMention(const SyntaxTree &T, TSNode N, llvm::StringRef Name) {
  llvm::StringRef Ty = type(N);
  return (Ty == "identifier" || Ty == "shorthand_property_identifier" ||
          Ty == "shorthand_property_identifier_pattern") &&
         T.text(N) == Name;
}

/// Whether Call is one of Ranges.
bool isOneOf(TSNode Call, llvm::ArrayRef<ByteRange> Ranges) {
  return llvm::any_of(Ranges, [&](const ByteRange &R) {
    return R.Begin == ts_node_start_byte(Call) &&
           R.End == ts_node_end_byte(Call);
  });
}

/// The last name of a callee: `f` of f(), `m` of a.b.m().
llvm::StringRef calleeName(const SyntaxTree &T, TSNode Call) {
  TSNode Fn = stripParens(field(Call, "function"));
  if (is(Fn, "identifier"))
    return T.text(Fn);
  if (is(Fn, "member_expression"))
    return T.text(field(Fn, "property"));
  return {};
}

/// Nodes a value passes through unchanged: (x), x as T, x!, c ? x : y,
/// x || y, (a, x).
bool passesValueThrough(const SyntaxTree &T, TSNode Parent, TSNode Child) {
  llvm::StringRef Ty = type(Parent);
  if (Ty == "parenthesized_expression" || Ty == "as_expression" ||
      Ty == "non_null_expression" || Ty == "satisfies_expression" ||
      Ty == "type_assertion")
    return true;
  if (Ty == "ternary_expression")
    return !ts_node_eq(field(Parent, "condition"), Child);
  if (Ty == "binary_expression") {
    llvm::StringRef Op = T.text(field(Parent, "operator"));
    return Op == "||" || Op == "??" || Op == "&&";
  }
  if (Ty == "sequence_expression") {
    llvm::SmallVector<TSNode, 8> Kids = namedChildren(Parent);
    return !Kids.empty() && ts_node_eq(Kids.back(), Child);
  }
  return false;
}

/// The first ancestor of N that does more with N's value than pass it
/// through (passesValueThrough); Child receives the node below it.
TSNode valueConsumer(const SyntaxTree &T, TSNode N, TSNode &Child) {
  Child = N;
  TSNode P = ts_node_parent(N);
  while (!isNull(P) && passesValueThrough(T, P, Child)) {
    Child = P;
    P = ts_node_parent(P);
  }
  return P;
}

/// A mention that declares the name (a binding, not a use).
bool isBinding(TSNode M) {
  if (is(M, "shorthand_property_identifier_pattern"))
    return true;
  TSNode P = ts_node_parent(M);
  llvm::StringRef Ty = type(P);
  if (Ty == "variable_declarator")
    return ts_node_eq(field(P, "name"), M);
  if (Ty == "assignment_pattern")
    return ts_node_eq(field(P, "left"), M);
  if (Ty == "pair_pattern")
    return ts_node_eq(field(P, "value"), M);
  return Ty == "array_pattern" || Ty == "object_pattern" ||
         Ty == "rest_pattern" || Ty == "formal_parameters" ||
         Ty == "required_parameter" || Ty == "optional_parameter" ||
         Ty == "catch_clause" || isFunctionNode(P);
}

bool isAssignmentTarget(TSNode M) {
  TSNode P = ts_node_parent(M);
  return is(P, "assignment_expression") && ts_node_eq(field(P, "left"), M);
}

/// Why the mention M stores or aliases the value it names (so that a
/// release through the name would free what someone else still holds);
/// empty for a plain read.
std::string storesOrAliases(const SyntaxTree &T, TSNode M,
                            llvm::StringRef Name) {
  // Twine, not std::string +: GCC 12 warns falsely (-Wrestrict) on
  // "'" + std::string.
  std::string Q = ("'" + Name + "'").str();
  TSNode Child;
  TSNode P = valueConsumer(T, M, Child);
  llvm::StringRef Ty = type(P);
  if (Ty == "member_expression" || Ty == "subscript_expression" ||
      Ty == "await_expression" || Ty == "unary_expression" ||
      Ty == "update_expression")
    return {};
  if (Ty == "arguments") {
    TSNode Call = ts_node_parent(P);
    // A container insert (list.push(x)) is an escape in the IR already,
    // and then no fix is asked for; `tf.add(x, 1)` is spelled alike.
    if (is(Call, "new_expression"))
      return Q + " is passed to a constructor" + atLine(Call) +
             ", which may keep it";
    return {};
  }
  if (Ty == "array" || Ty == "object" || Ty == "pair" ||
      Ty == "spread_element") {
    // The outermost literal: read by a call, or kept somewhere.
    TSNode Lit = P;
    for (TSNode Up = ts_node_parent(Lit);
         !isNull(Up) &&
         (is(Up, "array") || is(Up, "object") || is(Up, "pair") ||
          is(Up, "spread_element") || passesValueThrough(T, Up, Lit));
         Up = ts_node_parent(Up))
      Lit = Up;
    TSNode Args = ts_node_parent(Lit);
    TSNode Call = isNull(Args) ? TSNode{} : ts_node_parent(Args);
    if (is(Args, "arguments") && is(Call, "call_expression"))
      return {};
    return Q + " is put into an array or object" + atLine(Lit) +
           " that may outlive the release";
  }
  if (Ty == "variable_declarator")
    return Q + " is aliased by '" + T.text(field(P, "name")).str() + "'" +
           atLine(P);
  if (Ty == "assignment_expression" || Ty == "augmented_assignment_expression")
    return ts_node_eq(field(P, "left"), Child)
               ? std::string()
               : Q + " is assigned to '" + T.text(field(P, "left")).str() +
                     "'" + atLine(P);
  if (Ty == "return_statement" || Ty == "yield_expression" ||
      Ty == "throw_statement" ||
      (isFunctionNode(P) && ts_node_eq(field(P, "body"), Child)))
    return Q + " is handed out" + atLine(P);
  return {};
}

/// A nested function that runs before the call it is passed to returns: an
/// array method's callback, or a freeing scope's (InPlaceCalls).
bool runsInPlace(const SyntaxTree &T, TSNode Closure,
                 llvm::ArrayRef<ByteRange> InPlaceCalls) {
  TSNode Child;
  TSNode P = valueConsumer(T, Closure, Child);
  TSNode Call = isNull(P) ? TSNode{} : ts_node_parent(P);
  return is(P, "arguments") && is(Call, "call_expression") &&
         (isArrayCallbackMethod(calleeName(T, Call)) ||
          isOneOf(Call, InPlaceCalls));
}

/// The call N is an argument of, directly or inside array and object
/// literals (`f(x)`, `f([x])`, `f({a: x})`); null if none.
TSNode callReceivingArgument(const SyntaxTree &T, TSNode N) {
  TSNode Child = N, P = ts_node_parent(N);
  while (!isNull(P) &&
         (passesValueThrough(T, P, Child) || is(P, "array") ||
          is(P, "object") || is(P, "pair") || is(P, "spread_element"))) {
    Child = P;
    P = ts_node_parent(P);
  }
  TSNode Call = isNull(P) ? TSNode{} : ts_node_parent(P);
  return is(P, "arguments") &&
                 (is(Call, "call_expression") || is(Call, "new_expression"))
             ? Call
             : TSNode{};
}

/// A top-level binding of a whole module (moduleBindings). Calling a
/// module's functions (tf.data.array(x)) keeps nothing in the module object
/// itself.
bool isModuleBinding(const SyntaxTree &T, llvm::StringRef Name) {
  return llvm::any_of(moduleBindings(T),
                      [&](const ModuleBinding &B) { return B.Name == Name; });
}

/// Globals and modules whose methods never keep their arguments in
/// themselves (console.log(x), tf.data.array(x): the result may).
bool neverKeeps(const SyntaxTree &T, llvm::StringRef Root) {
  return Root == "console" || Root == "Math" || Root == "JSON" ||
         isModuleBinding(T, Root);
}

/// Who may hold what a call received: the root variable of its receiver
/// (`model` of model.compile({optimizer})) and the variable its result,
/// through chained calls, is bound to (`ds` of
/// `const ds = tf.data.array([x]).batch(2)`). Returns why it cannot tell
/// (the holder is a field, is returned, ...), else empty.
std::string holdersOfCall(const SyntaxTree &T, TSNode Call,
                          llvm::SmallVectorImpl<std::string> &Holders) {
  TSNode Fn = stripParens(field(Call, "function"));
  if (is(Fn, "member_expression")) {
    TSNode Root = Fn;
    while (is(Root, "member_expression") || is(Root, "subscript_expression") ||
           is(Root, "call_expression"))
      Root = stripParens(
          field(Root, is(Root, "call_expression") ? "function" : "object"));
    if (!is(Root, "identifier"))
      return ("'" + T.text(Fn) + "'" + atLine(Call) + " may keep it").str();
    if (!neverKeeps(T, T.text(Root)))
      Holders.push_back(T.text(Root).str());
  }
  // The result, through `await`, parentheses, chained calls and what is
  // read from it (r.batch(2), r[0], r.values may all be or hold the value).
  TSNode Child = Call, P = ts_node_parent(Call);
  while (!isNull(P)) {
    bool ObjectOf =
        (is(P, "member_expression") || is(P, "subscript_expression")) &&
        ts_node_eq(field(P, "object"), Child);
    if (!passesValueThrough(T, P, Child) && !is(P, "await_expression") &&
        !ObjectOf &&
        !(is(P, "call_expression") && ts_node_eq(field(P, "function"), Child)))
      break;
    Child = P;
    P = ts_node_parent(P);
  }
  llvm::StringRef Ty = type(P);
  if (Ty == "expression_statement" || Ty == "if_statement" ||
      Ty == "binary_expression" || Ty == "unary_expression" ||
      Ty == "template_substitution")
    return {};
  if (Ty == "variable_declarator" && is(field(P, "name"), "identifier")) {
    Holders.push_back(T.text(field(P, "name")).str());
    return {};
  }
  if (Ty == "assignment_expression" && ts_node_eq(field(P, "right"), Child) &&
      is(field(P, "left"), "identifier")) {
    Holders.push_back(T.text(field(P, "left")).str());
    return {};
  }
  if (TSNode Outer = callReceivingArgument(T, Child); !isNull(Outer))
    return holdersOfCall(T, Outer, Holders);
  return ("the result of '" + T.text(field(Call, "function")) + "'" +
          atLine(Call) + " may keep it")
      .str();
}

/// At most this many variables are followed as holders of the value; more
/// is not provable.
constexpr size_t MaxHolders = 8;

/// Larger functions are not scanned for a proof.
constexpr uint32_t MaxFunctionBytes = 256 * 1024;

} // namespace

std::string releaseNotProvablySafe(const SyntaxTree &T, TSNode Origin,
                                   TSNode Use, llvm::StringRef Name,
                                   llvm::ArrayRef<ByteRange> Retainers,
                                   llvm::ArrayRef<ByteRange> InPlaceCalls) {
  TSNode Fn = ts_node_parent(Origin);
  while (!isNull(Fn) && !isFunctionNode(Fn) && !is(Fn, "program"))
    Fn = ts_node_parent(Fn);
  if (isNull(Fn))
    return "the statement belongs to no function";
  // Each name is a walk over the function: bounded, so resolving the fixes
  // of a huge (bundled) function does not become quadratic.
  if (ts_node_end_byte(Fn) - ts_node_start_byte(Fn) > MaxFunctionBytes)
    return "the function is too large to check every use";
  uint32_t Begin = ts_node_start_byte(Origin), End = ts_node_end_byte(Use);
  // Loops of the function that run the creation again.
  llvm::SmallVector<TSNode, 4> Loops;
  for (TSNode P = ts_node_parent(Origin); !isNull(P) && !ts_node_eq(P, Fn);
       P = ts_node_parent(P))
    if (isLoop(P))
      Loops.push_back(P);
  auto IsRetainer = [&](TSNode Call) { return isOneOf(Call, Retainers); };

  // Names[0] is the released variable; the others may hold its value (the
  // receiver or result of a call that may keep it). Every mention of each
  // must come before the release.
  llvm::SmallVector<std::string, 4> Names{Name.str()};
  for (size_t NameIdx = 0; NameIdx < Names.size(); ++NameIdx) {
    if (NameIdx == MaxHolders)
      return ("too many variables may hold '" + Name + "'").str();
    bool Subject = NameIdx == 0;
    std::string Q = ("'" + llvm::Twine(Names[NameIdx]) + "'").str();
    if (!Subject)
      Q += (" (which may hold '" + Name + "')").str();

    struct Item {
      TSNode N;
      TSNode Closure; ///< The outermost nested function around N, if any.
    };
    llvm::SmallVector<Item, 64> Work{{Fn, TSNode{}}};
    while (!Work.empty()) {
      Item I = Work.pop_back_val();
      for (TSNode K : namedChildren(I.N)) {
        TSNode Closure = I.Closure;
        if (isNull(Closure) && isFunctionNode(K))
          Closure = K;
        Work.push_back({K, Closure});
      }
      if (!isNameMention(T, I.N, Names[NameIdx]))
        continue;
      TSNode M = I.N;
      uint32_t At = ts_node_start_byte(M);
      bool InRange = At >= Begin && At < End;
      bool InLoop =
          llvm::any_of(Loops, [&](TSNode L) { return contains(L, M); });
      if (!isNull(I.Closure) &&
          (!InRange || !runsInPlace(T, I.Closure, InPlaceCalls)))
        return Q + " is used" + atLine(M) +
               " by a function that may run after the release";
      if (isBinding(M)) {
        if (At < End && !(At < Begin && InLoop))
          continue; // its declaration, before the release
        return Q + " is declared again" + atLine(M);
      }
      if (At >= End) {
        if (isAssignmentTarget(M) && isNull(I.Closure))
          continue; // `x = next`: a write, not a use of the released value
        return Q + " is used" + atLine(M) +
               ", after where the release would go";
      }
      if (At < Begin) {
        if (InLoop)
          return Q + " is used" + atLine(M) +
                 ", which runs again after the release (same loop)";
        continue;
      }
      if (std::string Why = storesOrAliases(T, M, Names[NameIdx]); !Why.empty())
        return Why;
      // A call that may keep the value: its holders must be done with it
      // before the release too. Holders of a holder are followed on any
      // call (nothing models what their calls keep).
      TSNode Call = callReceivingArgument(T, M);
      if (!Subject && isNull(Call)) {
        TSNode P = ts_node_parent(M);
        if (is(P, "member_expression") && ts_node_eq(field(P, "object"), M) &&
            is(ts_node_parent(P), "call_expression"))
          Call = ts_node_parent(P);
      }
      if (isNull(Call) || (Subject && !IsRetainer(Call)))
        continue;
      llvm::SmallVector<std::string, 2> Holders;
      if (std::string Why = holdersOfCall(T, Call, Holders); !Why.empty())
        return Why;
      for (std::string &H : Holders)
        if (!llvm::is_contained(Names, H))
          Names.push_back(std::move(H));
    }
  }
  return {};
}

std::string scopeWrapNotProvablySafe(const SyntaxTree &T, TSNode S) {
  llvm::SmallVector<TSNode, 64> Work{S};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    llvm::StringRef Ty = type(N);
    if (Ty == "assignment_expression" ||
        Ty == "augmented_assignment_expression")
      return "the statement assigns to '" + T.text(field(N, "left")).str() +
             "'" + atLine(N) + ", which the scope could free";
    if (Ty == "new_expression")
      return "the statement constructs an object" + atLine(N) +
             " that may keep a tensor the scope frees";
    for (TSNode K : namedChildren(N))
      Work.push_back(K);
  }
  return {};
}

llvm::SmallVector<ModuleBinding, 4> moduleBindings(const SyntaxTree &T) {
  llvm::SmallVector<ModuleBinding, 4> Out;
  for (TSNode S : T.namedTopLevel()) {
    if (is(S, "import_statement")) {
      llvm::StringRef Spec = T.text(field(S, "source")).trim("'\"`");
      for (TSNode C : namedChildren(S))
        if (is(C, "import_clause"))
          for (TSNode I : namedChildren(C)) {
            if (is(I, "identifier"))
              Out.push_back({T.text(I), Spec, false});
            if (is(I, "namespace_import"))
              for (TSNode Id : namedChildren(I))
                if (is(Id, "identifier"))
                  Out.push_back({T.text(Id), Spec, true});
          }
      continue;
    }
    if (!is(S, "lexical_declaration") && !is(S, "variable_declaration"))
      continue;
    for (TSNode D : namedChildren(S)) {
      TSNode Name = field(D, "name"), Value = field(D, "value");
      if (!is(D, "variable_declarator") || !is(Name, "identifier") ||
          !is(Value, "call_expression") ||
          T.text(field(Value, "function")) != "require")
        continue;
      llvm::SmallVector<TSNode, 8> Args =
          namedChildren(field(Value, "arguments"));
      llvm::StringRef Spec = Args.size() == 1 && is(Args[0], "string")
                                 ? T.text(Args[0]).trim("'\"`")
                                 : llvm::StringRef();
      Out.push_back({T.text(Name), Spec, true});
    }
  }
  return Out;
}

bool bindsTopLevelName(const SyntaxTree &T, llvm::StringRef Name) {
  auto Declares = [&](TSNode Root) {
    llvm::SmallVector<TSNode, 16> Work{Root};
    while (!Work.empty()) {
      TSNode N = Work.pop_back_val();
      if (isNameMention(T, N, Name) && isBinding(N))
        return true;
      if (is(N, "import_specifier") || is(N, "namespace_import") ||
          is(N, "import_clause"))
        for (TSNode K : namedChildren(N))
          if (is(K, "identifier") && T.text(K) == Name &&
              (!is(N, "import_specifier") ||
               ts_node_eq(K, isNull(field(N, "alias")) ? field(N, "name")
                                                       : field(N, "alias"))))
            return true;
      for (TSNode K : namedChildren(N))
        if (!isFunctionNode(K) && !is(K, "class_body") &&
            !is(K, "statement_block"))
          Work.push_back(K);
    }
    return false;
  };
  for (TSNode S : T.namedTopLevel())
    if (Declares(S))
      return true;
  return false;
}

} // namespace tensorlint::frontend::js
