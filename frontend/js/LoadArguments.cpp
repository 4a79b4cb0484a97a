//===- LoadArguments.cpp - What a model load's arguments read -------------===//

#include "frontend/js/LoadArguments.h"

#include "frontend/js/Syntax.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

namespace tensorlint::frontend::js {

namespace {

/// The names N reads (below N, nested functions included: what a callback
/// argument reads reaches the load too). Member names and types are no
/// reads.
void namesRead(const SyntaxTree &T, TSNode N,
               llvm::SmallVectorImpl<llvm::StringRef> &Out) {
  llvm::SmallVector<TSNode, 16> Work{N};
  while (!Work.empty()) {
    TSNode X = Work.pop_back_val();
    if (is(X, "identifier") || is(X, "shorthand_property_identifier")) {
      Out.push_back(T.text(X));
      continue;
    }
    for (TSNode C : namedChildren(X))
      Work.push_back(C);
  }
}

/// The names a binding pattern binds (`x`, `[a, b]`, `{url, w: weights}`).
void namesBound(const SyntaxTree &T, TSNode Pattern,
                llvm::SmallVectorImpl<llvm::StringRef> &Out) {
  llvm::SmallVector<TSNode, 8> Work{Pattern};
  while (!Work.empty()) {
    TSNode X = Work.pop_back_val();
    if (is(X, "identifier") || is(X, "shorthand_property_identifier_pattern")) {
      Out.push_back(T.text(X));
      continue;
    }
    // A default's value (`{w = fallback}`) and a type annotation bind
    // nothing.
    if (is(X, "assignment_pattern") || is(X, "object_assignment_pattern")) {
      Work.push_back(field(X, "left"));
      continue;
    }
    if (is(X, "type_annotation"))
      continue;
    for (TSNode C : namedChildren(X))
      if (!is(C, "property_identifier"))
        Work.push_back(C);
  }
}

/// Where the function Fn (the whole file when null) gives its names their
/// values, and where it steps or rebinds them in place.
struct NameFlow {
  /// A name -> the expressions whose value it takes.
  llvm::StringMap<llvm::SmallVector<TSNode, 2>> ValuesOf;
  /// A name -> the places that bind it anew by themselves: `i++`, `i += 1`,
  /// a `for ... of/in` loop that names it.
  llvm::StringMap<llvm::SmallVector<TSNode, 2>> RebindsOf;
};

NameFlow flowIn(const SyntaxTree &T, TSNode Fn) {
  NameFlow Flow;
  llvm::SmallVector<llvm::StringRef, 4> Names;
  auto Bind = [&](TSNode Pattern, TSNode Value, TSNode Rebinds) {
    Names.clear();
    namesBound(T, Pattern, Names);
    for (llvm::StringRef Name : Names) {
      if (!isNull(Value))
        Flow.ValuesOf[Name].push_back(Value);
      if (!isNull(Rebinds))
        Flow.RebindsOf[Name].push_back(Rebinds);
    }
  };
  llvm::SmallVector<TSNode, 64> Work{Fn};
  while (!Work.empty()) {
    TSNode X = Work.pop_back_val();
    if (is(X, "variable_declarator")) {
      Bind(field(X, "name"), field(X, "value"), TSNode{});
    } else if (is(X, "assignment_expression")) {
      Bind(field(X, "left"), field(X, "right"), TSNode{});
    } else if (is(X, "augmented_assignment_expression")) {
      Bind(field(X, "left"), field(X, "right"), X);
    } else if (is(X, "update_expression")) {
      Bind(field(X, "argument"), TSNode{}, X);
    } else if (is(X, "for_in_statement")) {
      Bind(field(X, "left"), field(X, "right"), X);
    }
    for (TSNode C : namedChildren(X))
      if (!isFunctionNode(C))
        Work.push_back(C);
  }
  return Flow;
}

} // namespace

bool argumentsChangePerIteration(const SyntaxTree &T, TSNode Call) {
  TSNode Args = field(Call, "arguments");
  if (isNull(Args))
    return false;
  TSNode Fn{}, Loop{};
  for (TSNode P = ts_node_parent(Call); !isNull(P); P = ts_node_parent(P)) {
    if (isFunctionNode(P)) {
      Fn = P;
      break;
    }
    if (isNull(Loop) && isLoop(P))
      Loop = P;
  }
  if (isNull(Loop))
    return false;
  NameFlow Flow = flowIn(T, isNull(Fn) ? T.root() : Fn);
  // The names whose values reach the arguments, through the function's
  // declarations and assignments. An object literal is the load's options
  // (`{executionProviders}`, `{attempt}`): how to load, not which model.
  llvm::SmallVector<llvm::StringRef, 16> Work;
  for (TSNode A : namedChildren(Args))
    if (!is(stripParens(A), "object"))
      namesRead(T, A, Work);
  llvm::StringSet<> Seen;
  while (!Work.empty()) {
    llvm::StringRef Name = Work.pop_back_val();
    if (!Seen.insert(Name).second)
      continue;
    if (auto R = Flow.RebindsOf.find(Name); R != Flow.RebindsOf.end())
      for (TSNode At : R->second)
        if (contains(Loop, At))
          return true;
    if (auto V = Flow.ValuesOf.find(Name); V != Flow.ValuesOf.end())
      for (TSNode Value : V->second)
        namesRead(T, Value, Work);
  }
  return false;
}

} // namespace tensorlint::frontend::js
