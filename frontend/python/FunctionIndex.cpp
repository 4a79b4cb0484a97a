//===- FunctionIndex.cpp - The functions of a Python file -----------------===//

#include "frontend/python/FunctionIndex.h"

namespace tensorlint::frontend::python {

void FunctionIndex::build(const SyntaxTree &T, unsigned MaxDepth) {
  Functions.clear();
  ByNode.clear();
  FunctionInfo Module;
  Module.Node = T.root();
  Module.Name = "<module>";
  Functions.push_back(std::move(Module));
  ByNode[ts_node_start_byte(T.root())] = 0;

  // Iterative pre-order walk: (node, enclosing function, enclosing class
  // name if N is in a class body, depth).
  struct Item {
    TSNode N;
    ir::FunctionId Fn;
    std::string Class;
    unsigned Depth;
  };
  std::vector<Item> Work;
  auto Children = namedChildren(T.root());
  for (auto It = Children.rbegin(); It != Children.rend(); ++It)
    Work.push_back({*It, 0, "", 1});
  while (!Work.empty()) {
    Item I = std::move(Work.back());
    Work.pop_back();
    if (I.Depth > MaxDepth) {
      if (!DepthExceeded)
        DepthExceeded = T.begin(I.N);
      continue;
    }
    ir::FunctionId Fn = I.Fn;
    std::string Class;
    llvm::StringRef Ty = type(I.N);
    if (Ty == "function_definition" || Ty == "lambda") {
      FunctionInfo F;
      F.Node = I.N;
      F.Parent = I.Fn;
      F.IsLambda = Ty == "lambda";
      ir::SourceLoc L = T.begin(I.N);
      F.Name = F.IsLambda ? "<lambda@" + std::to_string(L.Line) + ":" +
                                std::to_string(L.Col) + ">"
                          : T.text(field(I.N, "name")).str();
      F.Class = I.Class;
      TSNode First = ts_node_child(I.N, 0);
      F.IsAsync = !isNull(First) && T.text(First) == "async";
      TSNode Parent = ts_node_parent(I.N);
      if (is(Parent, "decorated_definition"))
        for (TSNode D : namedChildren(Parent))
          if (is(D, "decorator"))
            F.Decorators.push_back(ts_node_named_child(D, 0));
      Fn = static_cast<ir::FunctionId>(Functions.size());
      ByNode[ts_node_start_byte(I.N)] = Fn;
      Functions.push_back(std::move(F));
    } else if (Ty == "class_definition") {
      Class = T.text(field(I.N, "name")).str();
      // Its body's defs are methods; nothing else of it is a function.
      auto Body = namedChildren(field(I.N, "body"));
      for (auto It = Body.rbegin(); It != Body.rend(); ++It)
        Work.push_back({*It, Fn, Class, I.Depth + 1});
      continue;
    } else if (Ty == "decorated_definition") {
      // The decorators run in the enclosing function; the definition keeps
      // the class it is in.
      auto Kids = namedChildren(I.N);
      for (auto It = Kids.rbegin(); It != Kids.rend(); ++It)
        Work.push_back(
            {*It, Fn, is(*It, "decorator") ? "" : I.Class, I.Depth + 1});
      continue;
    }
    auto Kids = namedChildren(I.N);
    for (auto It = Kids.rbegin(); It != Kids.rend(); ++It)
      Work.push_back({*It, Fn, "", I.Depth + 1});
  }
}

} // namespace tensorlint::frontend::python
