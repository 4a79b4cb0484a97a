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

/// The `const` declarator Name (an identifier) is declared by, or null.
static TSNode constDeclarator(TSNode Decl) {
  if (isNull(Decl))
    return {};
  TSNode List = ts_node_parent(Decl);
  if (!is(List, "lexical_declaration") || !is(field(List, "kind"), "const"))
    return {};
  return Decl;
}

ir::CallbackArg FunctionLowering::resultSourceOf(TSNode Name) const {
  TSNode Decl = constDeclarator(declaratorOf(Name));
  if (isNull(Decl))
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
    // declares, hands the value somewhere.
    OnlyCalled.emplace();
    llvm::SmallVector<TSNode, 64> Work{topOf()};
    while (!Work.empty()) {
      TSNode N = Work.pop_back_val();
      bool Id = is(N, "identifier");
      if (Id || is(N, "shorthand_property_identifier")) {
        TSNode P = ts_node_parent(N);
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
      for (uint32_t I = ts_node_named_child_count(N); I-- > 0;)
        Work.push_back(ts_node_named_child(N, I));
    }
  }
  auto It = OnlyCalled->find(Name);
  return It != OnlyCalled->end() && It->second;
}

bool FunctionLowering::resultOnlyCalled(const Dest *D) {
  if (!D || !D->Multi.empty() || !is(D->Target, "identifier"))
    return false;
  TSNode Decl = constDeclarator(parentOf(D->Target));
  return !isNull(Decl) && ts_node_eq(field(Decl, "name"), D->Target) &&
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
