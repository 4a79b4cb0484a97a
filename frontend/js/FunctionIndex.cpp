//===- FunctionIndex.cpp - Every function of a file, found up front -------===//

#include "frontend/js/FunctionIndex.h"

#include "llvm/ADT/Twine.h"

namespace tensorlint::frontend::js {

namespace {

/// The ancestors of the cursor's node, innermost last, with the function
/// each belongs to.
struct Frame {
  TSNode Node;
  ir::FunctionId Fn;
  TSNode LastComment; ///< Comment sibling seen just before the next child.
};

bool hasAsyncKeyword(TSNode Fn) {
  // `async` is an anonymous token before the name or parameters, after any
  // modifiers (`private async load()`, `@bind protected async f()`).
  for (TSNode C : allChildren(Fn)) {
    if (ts_node_is_named(C) && !is(C, "accessibility_modifier") &&
        !is(C, "override_modifier") && !is(C, "decorator"))
      break;
    if (type(C) == "async")
      return true;
  }
  return false;
}

std::string anonName(const SyntaxTree &T, TSNode N, llvm::StringRef Kind) {
  ir::SourceLoc L = T.begin(N);
  return (llvm::Twine("<") + Kind + "@" + llvm::Twine(L.Line) + ":" +
          llvm::Twine(L.Col) + ">")
      .str();
}

/// Last identifier of a member chain (`module.exports.f` -> f).
llvm::StringRef lastName(TSNode N, const SyntaxTree &T) {
  N = stripParens(N);
  if (is(N, "member_expression"))
    return T.text(field(N, "property"));
  if (is(N, "identifier"))
    return T.text(N);
  return {};
}

bool isCommonJsExportTarget(TSNode Lhs, const SyntaxTree &T) {
  if (!is(Lhs, "member_expression"))
    return false;
  TSNode Obj = field(Lhs, "object");
  llvm::StringRef O = T.text(Obj);
  return O == "exports" || O == "module.exports";
}

} // namespace

void FunctionIndex::build(const SyntaxTree &T, unsigned MaxDepth) {
  Functions.clear();
  Calls.clear();
  FunctionInfo Mod;
  Mod.Name = "<module>";
  Functions.push_back(Mod);

  TSNode Root = T.root();
  std::vector<Frame> Stack;
  Stack.push_back({Root, 0, TSNode{}});
  TSTreeCursor C = ts_tree_cursor_new(Root);

  // Handles the node the cursor is on (its ancestors are Stack).
  auto Visit = [&](TSNode N) -> ir::FunctionId {
    Frame &P = Stack.back();
    ir::FunctionId Enclosing = P.Fn;
    // Punctuation and keywords (about half the nodes) declare nothing, but a
    // comment's doc attaches to whatever comes next.
    bool Named = ts_node_is_named(N);
    llvm::StringRef Ty = Named ? type(N) : llvm::StringRef();
    if (Ty == "comment") {
      P.LastComment = N;
      return Enclosing;
    }
    if (!isNull(P.LastComment)) {
      DocBefore[key(N)] = P.LastComment;
      P.LastComment = TSNode{};
    }
    if (!Named)
      return Enclosing;
    if (Ty == "call_expression")
      Calls.push_back(N);
    if (Ty == "jsx_element" || Ty == "jsx_self_closing_element" ||
        Ty == "jsx_fragment")
      Functions[Enclosing].HasJsx = true;
    // Top-level declarations (also under `export`).
    if (Ty == "variable_declarator" && is(field(N, "name"), "array_pattern")) {
      TSNode Init = field(N, "value");
      if (is(Init, "call_expression") &&
          T.text(field(Init, "function")).ends_with("useState")) {
        TSNode Setter = ts_node_named_child(field(N, "name"), 1);
        if (is(Setter, "identifier"))
          StateSetters.insert(T.text(Setter));
      }
    }
    if ((Ty == "variable_declarator") && Stack.size() >= 2) {
      TSNode Decl = Stack.back().Node;
      TSNode Outer = Stack[Stack.size() - 2].Node;
      bool Top = is(Outer, "program") ||
                 (is(Outer, "export_statement") && Stack.size() >= 3 &&
                  is(Stack[Stack.size() - 3].Node, "program"));
      (void)Decl;
      if (Top && is(field(N, "name"), "identifier"))
        ModuleNames.insert(T.text(field(N, "name")));
    }
    if ((Ty == "function_declaration" ||
         Ty == "generator_function_declaration" || Ty == "class_declaration") &&
        is(P.Node, "program"))
      ModuleNames.insert(T.text(field(N, "name")));
    if (!isFunctionNode(N))
      return Enclosing;

    FunctionInfo FI;
    FI.Node = N;
    // Only closures name a parent; top-level functions stand alone.
    FI.Parent = Enclosing == 0 ? ir::NoFunction : Enclosing;
    FI.IsAsync = hasAsyncKeyword(N);
    TSNode Parent = P.Node;
    TSNode Grand = Stack.size() >= 2 ? Stack[Stack.size() - 2].Node : TSNode{};
    TSNode NameNode = field(N, "name");
    // Error recovery can put a keyword token in the name field.
    if (!is(NameNode, "identifier") && !is(NameNode, "property_identifier") &&
        !is(NameNode, "private_property_identifier") &&
        !is(NameNode, "string") && !is(NameNode, "computed_property_name"))
      NameNode = TSNode{};
    if (!isNull(NameNode) && !is(N, "function_expression"))
      FI.Name = T.text(NameNode).str();
    if (is(N, "method_definition")) {
      // class_body -> class; object -> object literal method.
      if (is(Parent, "class_body"))
        FI.Class = Grand;
      else
        FI.InObjectLiteral = true;
    } else if (is(Parent, "variable_declarator")) {
      FI.Name = T.text(field(Parent, "name")).str();
      auto It = DocBefore.find(key(Grand));
      if (It != DocBefore.end())
        FI.Doc = It->second;
      else if (Stack.size() >= 3) {
        auto It2 = DocBefore.find(key(Stack[Stack.size() - 3].Node));
        if (It2 != DocBefore.end())
          FI.Doc = It2->second;
      }
    } else if (is(Parent, "pair")) {
      FI.Name = T.text(field(Parent, "key")).str();
      FI.InObjectLiteral = true;
    } else if (is(Parent, "assignment_expression")) {
      FI.AssignedTo = field(Parent, "left");
      FI.Name = lastName(FI.AssignedTo, T).str();
    } else if (is(Parent, "public_field_definition") ||
               is(Parent, "field_definition")) {
      FI.Class = Stack.size() >= 3 ? Stack[Stack.size() - 3].Node : TSNode{};
      FI.Name = T.text(field(Parent, "name")).str();
      if (FI.Name.empty())
        FI.Name = T.text(field(Parent, "property")).str();
    } else if (is(Parent, "arguments") && is(Grand, "call_expression")) {
      FI.CallArgOf = Grand;
      unsigned Idx = 0;
      for (TSNode A : namedChildren(Parent)) {
        if (key(A) == key(N))
          break;
        if (!is(A, "comment"))
          ++Idx;
      }
      FI.ArgIndex = Idx;
    }
    if (FI.Name.empty() && !isNull(NameNode)) // function named() {} value
      FI.Name = T.text(NameNode).str();
    if (FI.Name.empty())
      FI.Name = anonName(T, N, is(N, "arrow_function") ? "arrow" : "function");
    if (!FI.Doc.id) {
      auto It = DocBefore.find(key(N));
      if (It != DocBefore.end())
        FI.Doc = It->second;
      else if (is(Parent, "export_statement")) {
        auto It2 = DocBefore.find(key(Parent));
        if (It2 != DocBefore.end())
          FI.Doc = It2->second;
      }
    }
    // Exports: `export function f`, `export default ...`,
    // `export const f = () =>`, `module.exports.f = ` / `exports.f =`.
    if (is(Parent, "export_statement")) {
      bool Default = false;
      for (TSNode K : allChildren(Parent))
        if (type(K) == "default")
          Default = true;
      FI.ExportName = Default ? "default" : FI.Name;
    } else if (is(Parent, "variable_declarator") && Stack.size() >= 3 &&
               is(Stack[Stack.size() - 3].Node, "export_statement")) {
      FI.ExportName = FI.Name;
    } else if (!isNull(FI.AssignedTo)) {
      if (isCommonJsExportTarget(FI.AssignedTo, T))
        FI.ExportName = FI.Name;
      else if (T.text(FI.AssignedTo) == "module.exports")
        FI.ExportName = "default";
    }
    ir::FunctionId Id = Functions.size();
    ByNode[key(N)] = Id;
    bool Declares = is(N, "function_declaration") ||
                    is(N, "generator_function_declaration") ||
                    is(Parent, "variable_declarator");
    if (Declares && !FI.Name.empty()) {
      ByName.try_emplace(FI.Name, Id);
      Declared[FI.Name].push_back(Id);
    }
    Functions.push_back(std::move(FI));
    return Id;
  };

  // Iterative pre-order walk: depth is bounded by MaxDepth, not the stack.
  bool Done = !ts_tree_cursor_goto_first_child(&C);
  while (!Done) {
    TSNode N = ts_tree_cursor_current_node(&C);
    ir::FunctionId Fn = Visit(N);
    bool Descend = ts_node_child_count(N) > 0;
    if (Descend && Stack.size() >= MaxDepth) {
      if (!DepthExceeded)
        DepthExceeded = T.begin(N);
      Descend = false;
    }
    if (Descend && ts_tree_cursor_goto_first_child(&C)) {
      Stack.push_back({N, Fn, TSNode{}});
      continue;
    }
    while (!ts_tree_cursor_goto_next_sibling(&C)) {
      if (Stack.size() <= 1 || !ts_tree_cursor_goto_parent(&C)) {
        Done = true;
        break;
      }
      Stack.pop_back();
    }
  }
  ts_tree_cursor_delete(&C);

  // `export { f, g as h }` and `module.exports = { f, g }` name functions
  // declared elsewhere in the file.
  for (TSNode S : namedChildren(Root)) {
    if (is(S, "export_statement")) {
      for (TSNode K : namedChildren(S)) {
        if (!is(K, "export_clause"))
          continue;
        for (TSNode Spec : namedChildren(K)) {
          llvm::StringRef Local = T.text(field(Spec, "name"));
          TSNode Alias = field(Spec, "alias");
          auto It = ByName.find(Local);
          if (It != ByName.end() && Functions[It->second].ExportName.empty())
            Functions[It->second].ExportName =
                (isNull(Alias) ? Local : T.text(Alias)).str();
        }
      }
      // export default f;
      TSNode V = field(S, "value");
      if (is(V, "identifier")) {
        auto It = ByName.find(T.text(V));
        if (It != ByName.end() && Functions[It->second].ExportName.empty())
          Functions[It->second].ExportName = "default";
      }
    } else if (is(S, "expression_statement")) {
      TSNode E = ts_node_named_child(S, 0);
      if (!is(E, "assignment_expression") ||
          T.text(field(E, "left")) != "module.exports")
        continue;
      TSNode R = stripParens(field(E, "right"));
      if (is(R, "identifier")) {
        auto It = ByName.find(T.text(R));
        if (It != ByName.end() && Functions[It->second].ExportName.empty())
          Functions[It->second].ExportName = "default";
        continue;
      }
      if (!is(R, "object"))
        continue;
      for (TSNode P : namedChildren(R)) {
        llvm::StringRef ExportAs, Local;
        if (is(P, "shorthand_property_identifier")) {
          ExportAs = Local = T.text(P);
        } else if (is(P, "pair") && is(field(P, "value"), "identifier")) {
          ExportAs = T.text(field(P, "key"));
          Local = T.text(field(P, "value"));
        }
        auto It = ByName.find(Local);
        if (!Local.empty() && It != ByName.end() &&
            Functions[It->second].ExportName.empty())
          Functions[It->second].ExportName = ExportAs.str();
      }
    }
  }
}

} // namespace tensorlint::frontend::js
