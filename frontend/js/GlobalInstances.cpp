//===- GlobalInstances.cpp - A classic script's global instances ----------===//

#include "frontend/js/GlobalInstances.h"

#include "frontend/js/Syntax.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

namespace tensorlint::frontend::js {

namespace {

/// The class `new C(...)` makes, if V is such an expression with C a name.
llvm::StringRef constructedClass(TSNode V, const SyntaxTree &T) {
  V = stripParens(V);
  if (!is(V, "new_expression"))
    return {};
  TSNode C = stripParens(field(V, "constructor"));
  return is(C, "identifier") ? T.text(C) : llvm::StringRef();
}

bool isDeclaration(TSNode S) {
  return is(S, "lexical_declaration") || is(S, "variable_declaration");
}

/// Collects the instances one statement makes: declarations (at the top
/// level only) and assignments `x = new C()` of a name the function does not
/// declare itself (Locals).
class Collector {
public:
  Collector(const FunctionIndex &Index, const SyntaxTree &T)
      : Index(Index), T(T) {}

  void statement(TSNode S, bool TopLevel, const llvm::StringSet<> &Locals) {
    // `export const service = new Service()`, `export default new
    // Service()` (a module's default export is named "default").
    if (TopLevel && is(S, "export_statement")) {
      if (TSNode D = field(S, "declaration"); !isNull(D))
        S = D;
      else if (TSNode V = field(S, "value"); !isNull(V))
        return note("default", V);
    }
    if (TopLevel && isDeclaration(S)) {
      for (TSNode D : namedChildren(S))
        if (is(D, "variable_declarator") && is(field(D, "name"), "identifier"))
          note(T.text(field(D, "name")), field(D, "value"));
      return;
    }
    if (!is(S, "expression_statement"))
      return;
    TSNode E = ts_node_named_child(S, 0);
    TSNode Left = stripParens(field(E, "left"));
    if (!is(E, "assignment_expression") || !is(Left, "identifier"))
      return;
    llvm::StringRef Name = T.text(Left);
    if (Locals.contains(Name) ||
        (!TopLevel && !Index.ModuleNames.contains(Name)))
      return;
    note(Name, field(E, "right"));
  }

  std::vector<ir::Module::GlobalInstance> take() {
    std::vector<ir::Module::GlobalInstance> Out;
    for (ir::Module::GlobalInstance &G : Found)
      if (!Ambiguous.contains(G.Name))
        Out.push_back(std::move(G));
    return Out;
  }

private:
  void note(llvm::StringRef Name, TSNode Value) {
    llvm::StringRef Class = constructedClass(Value, T);
    if (Class.empty())
      return;
    auto [It, New] = ClassOf.try_emplace(Name, Class.str());
    if (New)
      Found.push_back({Name.str(), Class.str()});
    else if (It->second != Class)
      Ambiguous.insert(Name);
  }

  const FunctionIndex &Index;
  const SyntaxTree &T;
  llvm::StringMap<std::string> ClassOf;
  llvm::StringSet<> Ambiguous;
  std::vector<ir::Module::GlobalInstance> Found;
};

} // namespace

std::vector<ir::Module::GlobalInstance>
globalInstances(const FunctionIndex &Index, const SyntaxTree &T) {
  Collector C(Index, T);
  const llvm::StringSet<> None;
  for (TSNode S : T.topLevel())
    C.statement(S, true, None);
  // The statements of each top-level function's body (an `init()`, p5's
  // `setup()`, a `window.onload` handler), not of its nested blocks.
  for (size_t I = 1; I < Index.Functions.size(); ++I) {
    const FunctionInfo &FI = Index.Functions[I];
    if (FI.Parent != ir::NoFunction && FI.Parent != 0)
      continue;
    TSNode Body = field(FI.Node, "body");
    if (!is(Body, "statement_block"))
      continue;
    llvm::StringSet<> Locals;
    for (TSNode S : namedChildren(Body))
      if (isDeclaration(S))
        for (TSNode D : namedChildren(S))
          if (is(D, "variable_declarator"))
            Locals.insert(T.text(field(D, "name")));
    for (TSNode P : namedChildren(field(FI.Node, "parameters")))
      Locals.insert(T.text(P));
    if (TSNode P = field(FI.Node, "parameter"); !isNull(P))
      Locals.insert(T.text(P));
    for (TSNode S : namedChildren(Body))
      C.statement(S, false, Locals);
  }
  return C.take();
}

std::vector<ir::Module::ImportedName>
moduleInstances(const FunctionIndex &Index, const SyntaxTree &T,
                const Bindings &B, llvm::StringRef ModPath) {
  std::vector<ir::Module::ImportedName> Out;
  std::vector<ir::Module::GlobalInstance> Instances = globalInstances(Index, T);
  if (Instances.empty())
    return Out;
  llvm::StringSet<> Classes = topLevelClassNames(T);
  for (const ir::Module::GlobalInstance &G : Instances) {
    std::string Class;
    if (const Binding *Bd = B.lookup(G.Class)) {
      if (Bd->K == Binding::UserSymbol &&
          !llvm::StringRef(Bd->Symbol).ends_with("#*"))
        Class = Bd->Symbol;
    } else if (Classes.contains(G.Class)) {
      Class = (ModPath + "#" + G.Class).str();
    }
    if (!Class.empty())
      Out.push_back({(ModPath + "#" + G.Name).str(), std::move(Class), true});
  }
  llvm::sort(Out, ir::Module::ImportedName::bySymbol);
  return Out;
}

} // namespace tensorlint::frontend::js
