//===- ElementLoops.cpp - Loops that release every element ----------------===//
//
// `for (const t of outputs) t.dispose();` and
// `for (let i = 0; i < outputs.length; i++) outputs[i].dispose();` release
// each element of the array they walk: once the loop is over, the array's
// tensors are all released, as `outputs.forEach((t) => t.dispose())`
// releases them. The loop's element has no value of its own (the array
// is several tensors at once, not one), so the release is the array's,
// made where the loop ends. A loop that releases its element only on some
// paths (under a condition, after a `continue`) releases nothing here: what
// it leaves is reported as before.
//
// Arrays repacked element by element (`const pairs = ages.map((a, i) =>
// ({ a, g: genders[i] }))`) hold the elements of the arrays they were made
// from, under their keys: a walk over them that releases `a` and `g` of
// each (`pairs.forEach(({ a, g }) => { a.dispose(); g.dispose(); })`, or a
// `for ... of` loop) releases those arrays.
//
// A record of tensors walked by its keys, values or entries (`for (const k
// in r) r[k].dispose()`, `Object.keys(r).forEach((k) => r[k].dispose())`,
// `Object.entries(r).forEach(([, t]) => t.dispose())`, `for (const t of
// Object.values(r))`) is released the same way.
//
//===----------------------------------------------------------------------===//

#include "frontend/js/FunctionLowering.h"

namespace tensorlint::frontend::js {

using ir::NoValue;
using ir::ValueId;

namespace {

/// Whether statement S may leave the iteration (or the function) before the
/// statements after it run: a `continue`, `break`, `return` or `throw` in
/// it, nested functions aside.
bool maySkipRest(TSNode S) {
  // An explicit stack: a statement may nest expressions thousands deep.
  llvm::SmallVector<TSNode, 16> Work{S};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (isFunctionNode(N))
      continue;
    if (is(N, "continue_statement") || is(N, "break_statement") ||
        is(N, "return_statement") || is(N, "throw_statement"))
      return true;
    for (TSNode C : namedChildren(N))
      Work.push_back(C);
  }
  return false;
}

/// Whether statement list (or single statement) Body releases the element
/// on every iteration: ReleasesElement accepts a statement of the body
/// itself, before any statement that could skip it.
bool releasesOnEveryIteration(
    TSNode Body, llvm::function_ref<bool(TSNode Expr)> ReleasesElement) {
  llvm::SmallVector<TSNode, 8> Stmts;
  if (is(Body, "statement_block"))
    Stmts = namedChildren(Body);
  else
    Stmts.push_back(Body);
  // The first statement that releases it; then whether one before it may
  // leave the iteration early (what follows would not run for every
  // element). Only bodies that release it are walked deeper.
  for (size_t I = 0; I < Stmts.size(); ++I)
    if (is(Stmts[I], "expression_statement") &&
        ReleasesElement(ts_node_named_child(Stmts[I], 0)))
      return llvm::none_of(llvm::ArrayRef(Stmts).take_front(I), maySkipRest);
  return false;
}

/// `i < xs.length` (or `xs.length > i`): the collection, if the index is I.
TSNode boundedByLength(TSNode Cond, llvm::StringRef I, const SyntaxTree &T) {
  Cond = stripParens(Cond);
  if (is(Cond, "expression_statement") && ts_node_named_child_count(Cond) == 1)
    Cond = stripParens(ts_node_named_child(Cond, 0));
  if (!is(Cond, "binary_expression"))
    return TSNode{};
  llvm::StringRef Op = T.text(field(Cond, "operator"));
  TSNode Index = stripParens(field(Cond, "left"));
  TSNode Length = stripParens(field(Cond, "right"));
  if (Op == ">")
    std::swap(Index, Length);
  else if (Op != "<")
    return TSNode{};
  if (!is(Index, "identifier") || T.text(Index) != I ||
      !is(Length, "member_expression") ||
      T.text(field(Length, "property")) != "length")
    return TSNode{};
  return stripParens(field(Length, "object"));
}

/// The counter of `let i = 0` (the loop's only declaration), or empty.
llvm::StringRef counterFromZero(TSNode Init, const SyntaxTree &T) {
  if (!is(Init, "lexical_declaration") && !is(Init, "variable_declaration"))
    return {};
  if (ts_node_named_child_count(Init) != 1)
    return {};
  TSNode D = ts_node_named_child(Init, 0);
  TSNode Name = field(D, "name"), Value = stripParens(field(D, "value"));
  if (!is(Name, "identifier") || !is(Value, "number") || T.text(Value) != "0")
    return {};
  return T.text(Name);
}

/// `i++`, `++i`, `i += 1`: the counter steps by one.
bool stepsByOne(TSNode Inc, llvm::StringRef I, const SyntaxTree &T) {
  Inc = stripParens(Inc);
  if (is(Inc, "update_expression"))
    return T.text(Inc) == (I + "++").str() || T.text(Inc) == ("++" + I).str();
  if (is(Inc, "augmented_assignment_expression"))
    return T.text(field(Inc, "left")) == I &&
           T.text(field(Inc, "operator")) == "+=" &&
           T.text(stripParens(field(Inc, "right"))) == "1";
  return false;
}

/// The keys an element pattern binds each local name to: `{a, k: b}` binds
/// a to "a" and b to "k", `[a, b]` binds them to "0" and "1".
llvm::StringMap<std::string> keysOfPattern(TSNode Pattern,
                                           const SyntaxTree &T) {
  llvm::StringMap<std::string> Keys;
  if (is(Pattern, "object_pattern")) {
    for (TSNode C : namedChildren(Pattern)) {
      if (is(C, "shorthand_property_identifier_pattern"))
        Keys[T.text(C)] = T.text(C).str();
      else if (is(C, "pair_pattern") && is(field(C, "value"), "identifier"))
        Keys[T.text(field(C, "value"))] =
            T.text(field(C, "key")).trim("'\"").str();
    }
  } else if (is(Pattern, "array_pattern")) {
    // Positions count the commas: `[, t]` binds t to "1".
    unsigned I = 0;
    for (uint32_t C = 0, E = ts_node_child_count(Pattern); C != E; ++C) {
      TSNode Child = ts_node_child(Pattern, C);
      if (T.text(Child) == ",")
        ++I;
      else if (is(Child, "identifier"))
        Keys[T.text(Child)] = std::to_string(I);
    }
  }
  return Keys;
}

/// The object or array literal a function literal returns on its one way
/// out: a concise body, or a body whose only return is its last statement.
TSNode returnedLiteral(TSNode Fn) {
  auto Literal = [](TSNode E) {
    E = stripParens(E);
    return is(E, "object") || is(E, "array") ? E : TSNode{};
  };
  TSNode Body = field(Fn, "body");
  if (!is(Body, "statement_block"))
    return Literal(Body);
  llvm::SmallVector<TSNode, 8> Stmts = namedChildren(Body);
  if (Stmts.empty() || !is(Stmts.back(), "return_statement"))
    return TSNode{};
  TSNode Made = Literal(ts_node_named_child(Stmts.back(), 0));
  if (isNull(Made) ||
      llvm::any_of(llvm::ArrayRef(Stmts).drop_back(), maySkipRest))
    return TSNode{};
  return Made;
}

} // namespace

TSNode FunctionLowering::recordWalked(TSNode E, llvm::StringRef &How) const {
  E = stripParens(E);
  if (!is(E, "call_expression"))
    return TSNode{};
  llvm::StringRef Callee = T.text(stripParens(field(E, "function")));
  if (Callee != "Object.values" && Callee != "Object.keys" &&
      Callee != "Object.entries")
    return TSNode{};
  llvm::SmallVector<TSNode, 4> Args = argumentNodes(E);
  if (Args.size() != 1)
    return TSNode{};
  How = Callee.split('.').second; // values, keys or entries
  return stripParens(Args[0]);
}

bool FunctionLowering::releasesEachOfRecord(TSNode Record, llvm::StringRef How,
                                            TSNode Elem, TSNode Body) const {
  if (How == "entries") // ([k, t]) => t.dispose(), (e) => e[1].dispose()
    return keysReleasedEachTime(Elem, Body).contains("1");
  if (!is(Elem, "identifier"))
    return false;
  // values: the element itself; keys: the record's entry at the key.
  llvm::StringRef Name = T.text(Elem), RecordText = T.text(Record);
  auto Releases = [&](TSNode E) {
    bool Found = false;
    forEachReleasedName(E, [&](TSNode N, TSNode At, llvm::StringRef) {
      N = stripParens(N);
      if (!is(At, "call_expression"))
        return;
      if (How == "values")
        Found |= is(N, "identifier") && T.text(N) == Name;
      else
        Found |= is(N, "subscript_expression") &&
                 T.text(stripParens(field(N, "object"))) == RecordText &&
                 T.text(stripParens(field(N, "index"))) == Name;
    });
    return Found;
  };
  if (is(Body, "statement_block") || is(Body, "expression_statement"))
    return releasesOnEveryIteration(Body, Releases);
  return !isNull(Body) && Releases(stripParens(Body)); // `(k) => r[k]...`
}

std::optional<FunctionLowering::Repack>
FunctionLowering::repackMade(TSNode Init) {
  // xs.map((x, i) => ({ x, y: ys[i] })): a function literal's first
  // parameter is the element of xs, its second the element's index.
  Init = stripParens(Init);
  if (!is(Init, "call_expression"))
    return std::nullopt;
  TSNode Callee = stripParens(field(Init, "function"));
  if (!is(Callee, "member_expression") ||
      T.text(field(Callee, "property")) != "map")
    return std::nullopt;
  TSNode Fn = soleCallbackLiteral(Init);
  llvm::SmallVector<TSNode, 8> Params = parameterNodes(Fn);
  if (Params.empty())
    return std::nullopt;
  TSNode Elem = parameterPattern(Params[0]);
  TSNode Index = Params.size() > 1 ? parameterPattern(Params[1]) : TSNode{};
  if (!is(Elem, "identifier"))
    return std::nullopt;
  TSNode Made = returnedLiteral(Fn);
  // What an array's name stands for: its value, or its elements' values.
  auto ValuesOf = [&](TSNode Name, llvm::SmallVectorImpl<ValueId> &Out) {
    if (!is(Name, "identifier"))
      return;
    llvm::StringRef N = T.text(Name);
    if (ValueId V = lookup(N); isTensorish(V))
      Out.push_back(V);
    else if (ValueId P = arrayParam(N); P != NoValue)
      Out.push_back(P);
    else if (auto *Agg = aggregate(N))
      Out.append(Agg->begin(), Agg->end());
  };
  // One part of what the callback makes: the element itself, or the
  // element of another array at the same index (`ys[i]`).
  auto SourcesOf = [&](TSNode Part, llvm::SmallVectorImpl<ValueId> &Out) {
    Part = stripParens(Part);
    if ((is(Part, "identifier") || is(Part, "shorthand_property_identifier")) &&
        T.text(Part) == T.text(Elem))
      return ValuesOf(stripParens(field(Callee, "object")), Out);
    if (is(Part, "subscript_expression") && is(Index, "identifier") &&
        T.text(stripParens(field(Part, "index"))) == T.text(Index))
      return ValuesOf(stripParens(field(Part, "object")), Out);
  };
  Repack R;
  auto Add = [&](llvm::StringRef Key, TSNode Part) {
    llvm::SmallVector<ValueId, 2> Vals;
    SourcesOf(Part, Vals);
    for (ValueId V : Vals)
      R.push_back({Key.str(), V});
  };
  if (is(Made, "object")) {
    for (TSNode C : namedChildren(Made)) {
      if (is(C, "shorthand_property_identifier"))
        Add(T.text(C), C);
      else if (is(C, "pair"))
        Add(T.text(field(C, "key")).trim("'\""), field(C, "value"));
    }
  } else if (is(Made, "array")) {
    unsigned I = 0;
    for (TSNode C : namedChildren(Made)) {
      if (is(C, "comment"))
        continue;
      Add(std::to_string(I++), C);
    }
  }
  if (R.empty())
    return std::nullopt;
  return R;
}

llvm::StringSet<> FunctionLowering::keysReleasedEachTime(TSNode Elem,
                                                         TSNode Body) const {
  // By the element's name (`o.a.dispose()`, `tf.dispose(o[0])`) or by the
  // names its pattern binds (`({ a }) => a.dispose()`).
  llvm::StringMap<std::string> Bound = keysOfPattern(Elem, T);
  llvm::StringRef Whole = is(Elem, "identifier") ? T.text(Elem) : "";
  llvm::StringSet<> Keys;
  auto Collect = [&](TSNode E) {
    forEachReleasedName(E, [&](TSNode Name, TSNode At, llvm::StringRef) {
      if (!is(At, "call_expression"))
        return;
      Name = stripParens(Name);
      if (is(Name, "identifier")) {
        if (auto It = Bound.find(T.text(Name)); It != Bound.end())
          Keys.insert(It->second);
        return;
      }
      bool Member = is(Name, "member_expression");
      if (!Member && !is(Name, "subscript_expression"))
        return;
      TSNode Obj = stripParens(field(Name, "object"));
      if (Whole.empty() || !is(Obj, "identifier") || T.text(Obj) != Whole)
        return;
      TSNode Key =
          Member ? field(Name, "property") : stripParens(field(Name, "index"));
      Keys.insert(T.text(Key).trim("'\""));
    });
  };
  if (is(Body, "expression_statement")) // a loop's one statement
    Body = ts_node_named_child(Body, 0);
  if (!is(Body, "statement_block")) { // or an arrow's expression
    Collect(stripParens(Body));
    return Keys;
  }
  // Releases up to the first statement that may leave the run early.
  // Cheap statements first: only a body that releases a key is walked.
  llvm::SmallVector<TSNode, 8> Stmts = namedChildren(Body);
  for (TSNode S : Stmts)
    if (is(S, "expression_statement"))
      Collect(ts_node_named_child(S, 0));
  if (Keys.empty())
    return Keys;
  Keys.clear();
  for (TSNode S : Stmts) {
    if (is(S, "expression_statement"))
      Collect(ts_node_named_child(S, 0));
    if (maySkipRest(S))
      break;
  }
  return Keys;
}

const FunctionLowering::Repack *
FunctionLowering::repackOf(llvm::StringRef Name) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto R = It->Repacks.find(Name);
    if (R != It->Repacks.end())
      return &R->second;
    if (It->Names.count(Name))
      return nullptr;
  }
  return nullptr;
}

bool FunctionLowering::releaseRepacked(const Repack &R, TSNode Elem,
                                       TSNode Body, TSNode At) {
  llvm::StringSet<> Keys = keysReleasedEachTime(Elem, Body);
  ExprVal Held;
  for (const auto &[Key, V] : R)
    if (Keys.contains(Key) && !llvm::is_contained(Held.Elems, V))
      Held.Elems.push_back(V);
  if (Held.Elems.empty())
    return false;
  release(Held, TSNode{}, At, "repacked(dispose)");
  return true;
}

TSNode FunctionLowering::elementsReleasedBy(TSNode Loop) const {
  TSNode Body = field(Loop, "body");
  if (isNull(Body))
    return TSNode{};
  // The receiver of `x.dispose()`, or the argument of `tf.dispose(x)`.
  auto ReleasesWhere = [&](TSNode E, llvm::function_ref<bool(TSNode)> Is) {
    bool Found = false;
    forEachReleasedName(E, [&](TSNode Name, TSNode At, llvm::StringRef) {
      Found |= is(At, "call_expression") && Is(Name);
    });
    return Found;
  };
  if (is(Loop, "for_in_statement")) {
    TSNode Var = field(Loop, "left");
    TSNode Right = stripParens(field(Loop, "right"));
    // for (const k in r) r[k].dispose(); for (const t of Object.values(r)).
    if (T.text(field(Loop, "operator")) == "in")
      return releasesEachOfRecord(Right, "keys", Var, Body) ? Right : TSNode{};
    llvm::StringRef How;
    if (TSNode Record = recordWalked(Right, How); !isNull(Record))
      return releasesEachOfRecord(Record, How, Var, Body) ? Record : TSNode{};
    // for (const t of xs): the loop variable, one element per iteration.
    if (!is(Var, "identifier"))
      return TSNode{};
    llvm::StringRef Name = T.text(Var);
    bool Each = releasesOnEveryIteration(Body, [&](TSNode E) {
      return ReleasesWhere(E, [&](TSNode N) {
        return is(N, "identifier") && T.text(N) == Name;
      });
    });
    return Each ? stripParens(field(Loop, "right")) : TSNode{};
  }
  if (!is(Loop, "for_statement"))
    return TSNode{};
  // for (let i = 0; i < xs.length; i++): xs[i], each element once.
  llvm::StringRef I = counterFromZero(field(Loop, "initializer"), T);
  if (I.empty() || !stepsByOne(field(Loop, "increment"), I, T))
    return TSNode{};
  TSNode Coll = boundedByLength(field(Loop, "condition"), I, T);
  if (isNull(Coll) ||
      (!is(Coll, "identifier") && !is(Coll, "member_expression")))
    return TSNode{};
  llvm::StringRef CollText = T.text(Coll);
  bool Each = releasesOnEveryIteration(Body, [&](TSNode E) {
    return ReleasesWhere(E, [&](TSNode N) {
      return is(N, "subscript_expression") &&
             T.text(stripParens(field(N, "object"))) == CollText &&
             T.text(stripParens(field(N, "index"))) == I;
    });
  });
  return Each ? Coll : TSNode{};
}

} // namespace tensorlint::frontend::js
