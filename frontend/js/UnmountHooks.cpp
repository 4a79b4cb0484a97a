//===- UnmountHooks.cpp - Components that release when they unmount -------===//

#include "frontend/js/UnmountHooks.h"

#include "frontend/js/Frequency.h"

#include "llvm/ADT/StringExtras.h"

namespace tensorlint::frontend::js {

namespace {

/// Calls in Fn's body: a model's release method on some receiver (true),
/// and the plain names it calls (Called).
bool callsRelease(TSNode Fn, const SyntaxTree &T, const apis::ApiDatabase &Apis,
                  llvm::SmallVectorImpl<llvm::StringRef> &Called) {
  llvm::SmallVector<TSNode, 32> Work{Fn};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (is(N, "call_expression")) {
      TSNode Callee = stripParens(field(N, "function"));
      if (is(Callee, "member_expression") &&
          Apis.releasesSomeModel(T.text(field(Callee, "property"))))
        return true;
      if (is(Callee, "identifier"))
        Called.push_back(T.text(Callee));
    }
    for (TSNode C : namedChildren(N))
      Work.push_back(C);
  }
  return false;
}

} // namespace

bool releasesOnUnmount(const FunctionIndex &Index, const SyntaxTree &T,
                       const apis::ApiDatabase &Apis) {
  const apis::ComponentConventions &C = Apis.jsComponents();
  if (C.UnmountHooks.empty())
    return false;
  // What a hook runs releases a model, itself or through a function of the
  // file it calls by name (`onUnmounted(() => cleanup())`), one call deep.
  auto Releases = [&](TSNode Fn) {
    llvm::SmallVector<llvm::StringRef, 4> Called;
    if (callsRelease(Fn, T, Apis, Called))
      return true;
    for (llvm::StringRef Helper : Called) {
      llvm::SmallVector<llvm::StringRef, 4> Deeper;
      if (std::optional<ir::FunctionId> H = Index.byName(Helper))
        if (*H != 0 && callsRelease(Index.Functions[*H].Node, T, Apis, Deeper))
          return true;
    }
    return false;
  };
  // An object's or class's method: `unmounted() {...}`.
  for (size_t I = 1; I < Index.Functions.size(); ++I) {
    const FunctionInfo &FI = Index.Functions[I];
    if ((FI.InObjectLiteral || !isNull(FI.Class)) && isNull(FI.CallArgOf) &&
        apis::ComponentConventions::any(C.UnmountHooks, FI.Name) &&
        Releases(FI.Node))
      return true;
  }
  // A function handed to a hook, in place or by its name in the file:
  // `onUnmounted(() => session.release())`, `onUnmounted(teardown)`.
  llvm::SmallVector<TSNode, 64> Work{T.root()};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    llvm::SmallVector<llvm::StringRef, 4> P;
    if (is(N, "call_expression") && calleeParts(field(N, "function"), T, P) &&
        apis::ComponentConventions::any(C.UnmountHooks, llvm::join(P, ".")))
      for (TSNode Arg : namedChildren(field(N, "arguments"))) {
        if (isFunctionNode(Arg) && Releases(Arg))
          return true;
        if (is(Arg, "identifier"))
          if (std::optional<ir::FunctionId> H = Index.byName(T.text(Arg)))
            if (*H != 0 && Releases(Index.Functions[*H].Node))
              return true;
      }
    for (TSNode Child : namedChildren(N))
      Work.push_back(Child);
  }
  return false;
}

} // namespace tensorlint::frontend::js
