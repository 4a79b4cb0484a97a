//===- FunctionValues.cpp - Functions handed back as values ---------------===//
//
// `const run = pickFlow(); run()`: pickFlow returns a function of the run
// (`return trainFlow`, `return () => {...}`), and the code calls what it
// returned. The lowering records both ends (FunctionAttrs::
// ReturnedFunctions, Op::CallsResult) and whether the run sees every use
// of a call's result (Op::ResultOnlyCalled: kept in a constant the code
// only calls); the summaries join them (analysis/ReturnedFunctions.h).
//
//===----------------------------------------------------------------------===//

#include "frontend/js/FunctionLowering.h"

namespace tensorlint::frontend::js {

using ir::FunctionId;
using ir::NoFunction;

static bool namesFunction(const ir::CallbackArg &CB) {
  return CB.Fn != NoFunction || !CB.Symbol.empty();
}

void FunctionLowering::noteReturnedFunctions(TSNode Value) {
  TSNode V = stripParens(Value);
  if (is(V, "ternary_expression")) {
    noteReturnedFunctions(field(V, "consequence"));
    noteReturnedFunctions(field(V, "alternative"));
    return;
  }
  ir::CallbackArg R = functionArgument(V);
  R.Param = {};
  if (namesFunction(R) && !llvm::is_contained(F.Attrs.ReturnedFunctions, R))
    F.Attrs.ReturnedFunctions.push_back(std::move(R));
}

/// Whether Decl is a declarator of a `const` declaration (List, its parent).
static bool isConstDeclarator(TSNode Decl, TSNode List) {
  return is(Decl, "variable_declarator") && is(List, "lexical_declaration") &&
         is(field(List, "kind"), "const");
}

ir::CallbackArg FunctionLowering::resultSourceOf(TSNode Name) const {
  TSNode Decl = declaratorOf(Name);
  if (isNull(Decl) || !isConstDeclarator(Decl, parentOf(Decl)))
    return {};
  TSNode Value = stripParens(field(Decl, "value"));
  if (is(Value, "await_expression") && ts_node_named_child_count(Value) == 1)
    Value = stripParens(ts_node_named_child(Value, 0));
  if (!is(Value, "call_expression"))
    return {};
  TSNode Callee = stripParens(field(Value, "function"));
  if (isFunctionNode(Callee))
    return {};
  ir::CallbackArg G = functionArgument(Callee);
  G.Param = {};
  return G;
}

bool FunctionLowering::onlyCalledHere(llvm::StringRef Name) {
  if (!OnlyCalled) {
    // One walk of the function (its closures included) for every name:
    // a use that is not the callee of a call, nor the name a declarator
    // declares, hands the value somewhere. Each node is met with its
    // parent (ts_node_parent searches from the root of the file).
    OnlyCalled.emplace();
    llvm::SmallVector<std::pair<TSNode, TSNode>, 64> Work{{topOf(), {}}};
    while (!Work.empty()) {
      auto [N, P] = Work.pop_back_val();
      bool Id = is(N, "identifier");
      if (Id || is(N, "shorthand_property_identifier")) {
        bool Called = Id && is(P, "call_expression") &&
                      ts_node_eq(field(P, "function"), N);
        bool Declared = Id && is(P, "variable_declarator") &&
                        ts_node_eq(field(P, "name"), N);
        if (!Declared) {
          auto [It, New] = OnlyCalled->try_emplace(T.text(N), Called);
          if (!New)
            It->second &= Called;
        }
        continue;
      }
      for (TSNode C : namedChildren(N))
        Work.push_back({C, N});
    }
  }
  auto It = OnlyCalled->find(Name);
  return It != OnlyCalled->end() && It->second;
}

bool FunctionLowering::resultOnlyCalled(const Dest *D) {
  if (!D || !D->Declare || !D->Multi.empty() || !is(D->Target, "identifier"))
    return false;
  TSNode Decl = parentOf(D->Target);
  return is(Decl, "variable_declarator") &&
         ts_node_eq(field(Decl, "name"), D->Target) &&
         isConstDeclarator(Decl, parentOf(Decl)) &&
         onlyCalledHere(T.text(D->Target));
}

void FunctionLowering::noteCallOfResult(TSNode Call, TSNode Fn) {
  ir::CallbackArg G = resultSourceOf(Fn);
  if (!namesFunction(G))
    return;
  ir::Op &O = emit(ir::OpKind::Call, Call);
  O.Callee = G.Fn;
  O.CalleeSymbol = std::move(G.Symbol);
  O.Api = T.text(Fn).str();
  O.CallsResult = true;
}

} // namespace tensorlint::frontend::js
