//===- StartActions.cpp - Handlers that start a loop nothing stops --------===//

#include "frontend/js/StartActions.h"

#include "frontend/js/Syntax.h"

#include <vector>

namespace tensorlint::frontend::js {

namespace {

/// Whether N holds a return or a throw of its own function (nested
/// functions' aside): a way out before what follows it. With a stack, as
/// Repeaters' returnsCleanup walks a callback's own returns: statements
/// may nest deeper than the call stack allows.
bool leavesEarly(TSNode N) {
  std::vector<TSNode> Stack{N};
  while (!Stack.empty()) {
    TSNode C = Stack.back();
    Stack.pop_back();
    if (is(C, "return_statement") || is(C, "throw_statement"))
      return true;
    if (isFunctionNode(C))
      continue;
    for (TSNode G : namedChildren(C))
      Stack.push_back(G);
  }
  return false;
}

/// Whether statement S is a call (awaited or not) that hands Name to its
/// callee and drops what it returns: `requestAnimationFrame(loop);`.
bool handsOnAndDrops(TSNode S, llvm::StringRef Name, const SyntaxTree &T) {
  if (!is(S, "expression_statement"))
    return false;
  TSNode E = stripParens(ts_node_named_child(S, 0));
  if (is(E, "await_expression"))
    E = stripParens(ts_node_named_child(E, 0));
  if (!is(E, "call_expression"))
    return false;
  for (TSNode A : namedChildren(field(E, "arguments")))
    if (is(A, "identifier") && T.text(A) == Name)
      return true;
  return false;
}

/// Whether every run of function node Fn reaches such a call of Name: a
/// statement of its body, with no return or throw before it.
bool alwaysHandsOn(TSNode Fn, llvm::StringRef Name, const SyntaxTree &T) {
  TSNode Body = field(Fn, "body");
  if (!is(Body, "statement_block"))
    return false;
  for (TSNode S : namedChildren(Body)) {
    if (handsOnAndDrops(S, Name, T))
      return true;
    if (leavesEarly(S))
      return false;
  }
  return false;
}

} // namespace

void markStartActions(const FunctionIndex &Index,
                      std::vector<ir::Function> &Fns, const SyntaxTree &T) {
  for (size_t G = 1; G < Index.Functions.size(); ++G) {
    const FunctionInfo &Loop = Index.Functions[G];
    // Scheduled by others, and again and again by itself.
    if (Fns[G].Attrs.DeferredBy.empty() || Loop.Name.empty() ||
        Fns[G].Attrs.Freq != ir::Frequency::PerEvent ||
        !alwaysHandsOn(Loop.Node, Loop.Name, T))
      continue;
    for (ir::FunctionId H : Fns[G].Attrs.DeferredBy) {
      if (H == 0 || H == G || H >= Fns.size() ||
          !alwaysHandsOn(Index.Functions[H].Node, Loop.Name, T))
        continue;
      // A handler of this file's own runs once now; one another file
      // registers (a page's `onclick`) when the summaries link it.
      Fns[H].Attrs.StartsEndlessLoop = ir::FunctionId(G);
      if (Fns[H].Attrs.Freq == ir::Frequency::PerEvent) {
        Fns[H].Attrs.Freq = ir::Frequency::Once;
        Fns[H].Attrs.FreqReason = ir::startsEndlessLoopReason(Loop.Name);
      }
    }
  }
}

} // namespace tensorlint::frontend::js
