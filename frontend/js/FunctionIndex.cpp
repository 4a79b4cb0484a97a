//===- FunctionIndex.cpp - Every function of a file, found up front -------===//

#include "frontend/js/FunctionIndex.h"
#include "frontend/js/ModuleLoading.h"
#include "frontend/treesitter/VisibleWalk.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"

namespace tensorlint::frontend::js {

TSNode holdingObject(const FunctionInfo &FI) {
  if (!FI.InObjectLiteral)
    return {};
  TSNode Holder = ts_node_parent(FI.Node);
  if (is(Holder, "pair"))
    Holder = ts_node_parent(Holder);
  return is(Holder, "object") ? Holder : TSNode{};
}

bool isObjectOfMethods(TSNode Object, const SyntaxTree &T,
                       const apis::ComponentConventions *C, TSNode &Outer) {
  if (!C || C->TemplateMethods.empty())
    return false;
  TSNode Pair = ts_node_parent(Object);
  if (!is(Pair, "pair") ||
      !llvm::is_contained(C->TemplateMethods, T.text(field(Pair, "key"))))
    return false;
  TSNode Parent = ts_node_parent(Pair);
  if (!is(Parent, "object"))
    return false;
  Outer = Parent;
  return true;
}

namespace {

using apis::ComponentConventions;
const ComponentConventions NoConventions;

/// The ancestors of the walk's node, innermost last, with the function
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

/// The function a JSX attribute's value names (`onClick={go}`: `go`;
/// `{this.go}`, `{this.go.bind(this)}`: `go`; `{props.go}`: the member
/// expression), else a null node.
TSNode jsxAttributeFunctionName(TSNode Attr, const SyntaxTree &T) {
  TSNode Value{};
  for (TSNode C : namedChildren(Attr))
    if (is(C, "jsx_expression"))
      Value = stripParens(ts_node_named_child(C, 0));
  if (is(Value, "call_expression")) {
    TSNode Callee = stripParens(field(Value, "function"));
    if (!is(Callee, "member_expression"))
      return {};
    if (T.text(field(Callee, "property")) != "bind")
      return {};
    Value = stripParens(field(Callee, "object"));
  }
  if (is(Value, "identifier"))
    return Value;
  if (is(Value, "member_expression") &&
      is(stripParens(field(Value, "object")), "this"))
    return field(Value, "property");
  // `onClick={props.go}`: a prop of the component (or a member of an
  // object, which the bindings may name).
  if (is(Value, "member_expression") &&
      is(stripParens(field(Value, "object")), "identifier"))
    return Value;
  return {};
}

/// The walk of one top-level node into F (F.Top and F.Base set; Comment is
/// the comment just before it, if any): a pre-order walk with an explicit
/// stack, so depth is bounded by MaxDepth, not the C++ stack. Records the
/// named children of every node it goes into (the top-level node and those
/// below it) in Children, if given.
class TopLevelWalk {
public:
  TopLevelWalk(const SyntaxTree &T, unsigned MaxDepth, IndexFragment &F,
               treesitter::ChildTable *Children,
               const apis::ComponentConventions &Conventions)
      : T(T), MaxDepth(MaxDepth), F(F), Children(Children),
        Conventions(Conventions) {}

  void run(TSNode Comment);

private:
  const SyntaxTree &T;
  unsigned MaxDepth;
  IndexFragment &F;
  treesitter::ChildTable *Children;
  const apis::ComponentConventions &Conventions;
  /// The ancestors of the node the walk is on.
  std::vector<Frame> Stack;
  /// Whether the walk is to stay out of the node just visited (a type).
  bool SkipBelow = false;
  ir::FunctionId LastFn = 0; ///< visit's answer for the last node.

  /// Handles the node the walk is on; the function its children belong to.
  ir::FunctionId visit(TSNode N);
  /// What a node that is no function tells: bare-name arguments, JSX, state
  /// setters, the module's names.
  void noteFacts(TSNode N, llvm::StringRef Ty, ir::FunctionId Enclosing);
  /// Adds function N, nested in Enclosing; its id.
  ir::FunctionId addFunction(TSNode N, ir::FunctionId Enclosing);
  /// FI's name, class and context from the node that holds it (Parent,
  /// below Grand); whether a call declares its name (callback_memos).
  bool placeFunction(FunctionInfo &FI, TSNode N, TSNode Parent, TSNode Grand,
                     TSNode NameNode);
  /// The name FI is exported under, if any.
  void exportFunction(FunctionInfo &FI, TSNode Parent);
  /// The declaration around the walk's node Up levels up, past
  /// parentheses: `const reorder = ((w) => ...)` names the function.
  TSNode declarationThroughParens(TSNode Parent) const;
  /// The node Up levels above the walk's node (1: its parent), or null.
  TSNode ancestor(size_t Up) const {
    return Up <= Stack.size() ? Stack[Stack.size() - Up].Node : TSNode{};
  }
};

ir::FunctionId TopLevelWalk::visit(TSNode N) {
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
    F.DocBefore[key(N)] = P.LastComment;
    P.LastComment = TSNode{};
  }
  if (!Named)
    return Enclosing;
  if (isTypeOnly(Ty)) {
    SkipBelow = true;
    return Enclosing;
  }
  noteFacts(N, Ty, Enclosing);
  if (!isFunctionType(Ty)) // (N is named)
    return Enclosing;
  return addFunction(N, Enclosing);
}

void TopLevelWalk::noteFacts(TSNode N, llvm::StringRef Ty,
                             ir::FunctionId Enclosing) {
  if (Ty == "call_expression")
    if (TSNode Args = field(N, "arguments"); is(Args, "arguments")) {
      unsigned Index = 0;
      for (TSNode A : namedChildren(Args))
        if (TSNode Name = stripParens(A); is(Name, "identifier"))
          F.NamedArguments.push_back({N, Name, Index++, Enclosing});
        else
          ++Index;
    }
  if (Ty == "string" || Ty == "template_string")
    addNamedFiles(stringLiteralText(N, T), F.NamedFiles);
  if (Ty == "jsx_attribute")
    if (TSNode Name = jsxAttributeFunctionName(N, T); !isNull(Name))
      F.NamedArguments.push_back({N, Name, 0, Enclosing});
  if (Ty == "jsx_element" || Ty == "jsx_self_closing_element" ||
      Ty == "jsx_fragment") {
    if (Enclosing == 0)
      F.ModuleHasJsx = true;
    else
      F.Functions[Enclosing - F.Base].HasJsx = true;
  }
  // `<Link to=...>`, `navigate('/x')`, `this.$router.push(...)`: the
  // application moves between its routes in place. Names only (strings and
  // comments say nothing), and once a fragment has one, no more looking.
  if (!F.NavigatesInPlace && !Conventions.ClientNavigation.empty() &&
      (Ty == "identifier" || Ty == "property_identifier")) {
    llvm::StringRef Name = T.text(N);
    F.NavigatesInPlace =
        Name.size() >= 4 &&
        ComponentConventions::any(Conventions.ClientNavigation, Name);
  }
  if (Ty == "variable_declarator" && is(field(N, "name"), "array_pattern")) {
    // `const [x, setX] = useState(...)` (state_hooks): setX sets state.
    TSNode Init = field(N, "value");
    if (is(Init, "call_expression") &&
        ComponentConventions::any(Conventions.StateHooks,
                                  T.text(field(Init, "function")))) {
      TSNode Setter = ts_node_named_child(field(N, "name"), 1);
      if (is(Setter, "identifier"))
        F.StateSetters.push_back(T.text(Setter).str());
    }
  }
  // Top-level declarations (also under `export`).
  if (Ty == "variable_declarator" && Stack.size() >= 2) {
    TSNode Outer = ancestor(2);
    bool Top = is(Outer, "program") ||
               (is(Outer, "export_statement") && is(ancestor(3), "program"));
    TSNode Name = field(N, "name");
    if (Top && is(Name, "identifier"))
      F.ModuleNames.push_back(T.text(Name).str());
    // `const [model] = useModel()`, `const {xs, ys} = load()`: each name a
    // pattern binds is a module variable too. A destructured require is an
    // import (Bindings), not a variable.
    TSNode Init = stripParens(field(N, "value"));
    if (Top && (is(Name, "array_pattern") || is(Name, "object_pattern")) &&
        !(is(Init, "call_expression") &&
          T.text(field(Init, "function")) == "require"))
      for (TSNode Id : patternNames(Name))
        F.ModuleNames.push_back(T.text(Id).str());
  }
  if ((Ty == "function_declaration" || Ty == "generator_function_declaration" ||
       Ty == "class_declaration") &&
      is(Stack.back().Node, "program"))
    F.ModuleNames.push_back(T.text(field(N, "name")).str());
}

TSNode TopLevelWalk::declarationThroughParens(TSNode Parent) const {
  if (!is(Parent, "parenthesized_expression"))
    return Parent;
  size_t Up = 2;
  while (Up <= Stack.size() && is(ancestor(Up), "parenthesized_expression"))
    ++Up;
  if (Up <= Stack.size() && is(ancestor(Up), "variable_declarator"))
    return ancestor(Up);
  return Parent;
}

bool TopLevelWalk::placeFunction(FunctionInfo &FI, TSNode N, TSNode Parent,
                                 TSNode Grand, TSNode NameNode) {
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
    auto It = F.DocBefore.find(key(Grand));
    if (It != F.DocBefore.end())
      FI.Doc = It->second;
    else if (Stack.size() >= 3) {
      auto It2 = F.DocBefore.find(key(ancestor(3)));
      if (It2 != F.DocBefore.end())
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
    FI.Class = ancestor(3);
    FI.Name = T.text(field(Parent, "name")).str();
    if (FI.Name.empty())
      FI.Name = T.text(field(Parent, "property")).str();
  } else if (is(Parent, "jsx_expression") && is(Grand, "jsx_attribute")) {
    FI.JsxAttribute = Grand;
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
    // `const load = useCallback(async () => {...}, [deps])`
    // (callback_memos): the call hands the callback itself back, so `load`
    // names this function.
    TSNode Decl = ancestor(3);
    if (Idx == 0 && is(Decl, "variable_declarator") &&
        is(field(Decl, "name"), "identifier")) {
      TSNode Fn = stripParens(field(Grand, "function"));
      llvm::StringRef Callee = is(Fn, "member_expression")
                                   ? T.text(field(Fn, "property"))
                                   : T.text(Fn);
      if (ComponentConventions::any(Conventions.CallbackMemos, Callee)) {
        FI.Name = T.text(field(Decl, "name")).str();
        return true;
      }
    }
  }
  return false;
}

/// Whether the export statement S says `export default`.
static bool isDefaultExport(TSNode S) {
  return llvm::any_of(allChildren(S),
                      [](TSNode K) { return type(K) == "default"; });
}

void TopLevelWalk::exportFunction(FunctionInfo &FI, TSNode Parent) {
  // Exports: `export function f`, `export default ...`,
  // `export const f = () =>`, `module.exports.f = ` / `exports.f =`.
  if (is(Parent, "export_statement")) {
    FI.ExportName = isDefaultExport(Parent) ? "default" : FI.Name;
  } else if (is(Parent, "variable_declarator") &&
             is(ancestor(3), "export_statement")) {
    FI.ExportName = FI.Name;
  } else if (FI.InObjectLiteral && !FI.Name.empty()) {
    // A member of an exported object literal (`export const ops = {tidy:
    // (fn) => ...}`, `module.exports = {tidy(fn) {...}}`): other files
    // call it as `ops.tidy(...)`, `u.tidy(...)`.
    size_t Obj = Stack.size() - (is(Parent, "pair") ? 2 : 1);
    TSNode Holder = Obj >= 1 ? Stack[Obj - 1].Node : TSNode{};
    // A top-level variable's object (`const steps = {seed() {...}}`, the
    // declaration's parent the program or an export): `steps.seed()`.
    if (is(Stack[Obj].Node, "object") && is(Holder, "variable_declarator") &&
        Obj >= 3 &&
        (is(Stack[Obj - 3].Node, "program") ||
         is(Stack[Obj - 3].Node, "export_statement")))
      FI.MemberName = (T.text(field(Holder, "name")) + "." + FI.Name).str();
    if (is(Stack[Obj].Node, "object") && is(Holder, "variable_declarator") &&
        Obj >= 3 && is(Stack[Obj - 3].Node, "export_statement"))
      FI.ExportName = (T.text(field(Holder, "name")) + "." + FI.Name).str();
    else if (is(Stack[Obj].Node, "object") &&
             is(Holder, "assignment_expression") &&
             T.text(field(Holder, "left")) == "module.exports")
      FI.ExportName = FI.Name;
  } else if (!isNull(FI.AssignedTo)) {
    if (isCommonJsExportTarget(FI.AssignedTo, T))
      FI.ExportName = FI.Name;
    else if (T.text(FI.AssignedTo) == "module.exports")
      FI.ExportName = "default";
  }
}

ir::FunctionId TopLevelWalk::addFunction(TSNode N, ir::FunctionId Enclosing) {
  FunctionInfo FI;
  FI.Node = N;
  // Only closures name a parent; top-level functions stand alone.
  FI.Parent = Enclosing == 0 ? ir::NoFunction : Enclosing;
  FI.IsAsync = hasAsyncKeyword(N);
  TSNode Parent = declarationThroughParens(ancestor(1));
  TSNode Grand = ancestor(2);
  TSNode NameNode = field(N, "name");
  // Error recovery can put a keyword token in the name field.
  if (!is(NameNode, "identifier") && !is(NameNode, "property_identifier") &&
      !is(NameNode, "private_property_identifier") && !is(NameNode, "string") &&
      !is(NameNode, "computed_property_name"))
    NameNode = TSNode{};
  bool DeclaredByCall = placeFunction(FI, N, Parent, Grand, NameNode);
  if (FI.Name.empty() && !isNull(NameNode)) // function named() {} value
    FI.Name = T.text(NameNode).str();
  if (FI.Name.empty())
    FI.Name = anonName(T, N, is(N, "arrow_function") ? "arrow" : "function");
  if (!FI.Doc.id) {
    auto It = F.DocBefore.find(key(N));
    if (It != F.DocBefore.end())
      FI.Doc = It->second;
    else if (is(Parent, "export_statement")) {
      auto It2 = F.DocBefore.find(key(Parent));
      if (It2 != F.DocBefore.end())
        FI.Doc = It2->second;
    }
  }
  exportFunction(FI, Parent);
  ir::FunctionId Id = F.Base + F.Functions.size();
  F.Declares.push_back(is(N, "function_declaration") ||
                       is(N, "generator_function_declaration") ||
                       is(Parent, "variable_declarator") || DeclaredByCall);
  F.Functions.push_back(std::move(FI));
  return Id;
}

void TopLevelWalk::run(TSNode Comment) {
  Stack.push_back({T.root(), 0, Comment});
  // The walk (VisibleWalk.h) calls these in the order a cursor would meet
  // the nodes.
  TLVisibleWalker Walker;
  Walker.payload = this;
  Walker.visit = [](void *P, TSNode N) {
    TopLevelWalk &W = *static_cast<TopLevelWalk *>(P);
    W.LastFn = W.visit(N);
    // Stack[0] is the root, whose children the walk does not all see.
    if (W.Children && W.Stack.size() > 1 && ts_node_is_named(N))
      W.Children->addNamed(N);
    if (W.SkipBelow) {
      W.SkipBelow = false;
      return false;
    }
    if (W.Stack.size() >= W.MaxDepth && ts_node_child_count(N) > 0) {
      if (!W.F.DepthExceeded)
        W.F.DepthExceeded = W.T.begin(N);
      return false;
    }
    return true;
  };
  // Down comes right after the visit of the node it goes below.
  Walker.down = [](void *P, TSNode N) {
    TopLevelWalk &W = *static_cast<TopLevelWalk *>(P);
    W.Stack.push_back({N, W.LastFn, TSNode{}});
    if (W.Children)
      W.Children->enter();
  };
  Walker.up = [](void *P, TSNode) {
    TopLevelWalk &W = *static_cast<TopLevelWalk *>(P);
    if (W.Children)
      W.Children->leave(W.Stack.back().Node);
    W.Stack.pop_back();
  };
  tl_walk_visible(F.Top, &Walker);
  if (Children)
    Children->discardOpen(); // none, unless the walk lost its way
}

/// N, a node of the tree an index was built on, in the tree Now made by
/// re-parsing after Change: Change moves where it starts, and Now shares
/// its subtree (the caller checked that the top-level node holding it is
/// the same subtree in both). TSNode has no public setter for its tree.
TSNode rebase(TSNode N, const TSTree *Now, const ir::TextChange &Change) {
  if (isNull(N))
    return N;
  TSInputEdit Edit;
  Edit.start_byte = Change.Start;
  Edit.old_end_byte = Change.OldEnd;
  Edit.new_end_byte = Change.NewEnd;
  Edit.start_point = {Change.StartLoc.Line - 1, Change.StartLoc.Col - 1};
  Edit.old_end_point = {Change.OldEndLoc.Line - 1, Change.OldEndLoc.Col - 1};
  Edit.new_end_point = {Change.NewEndLoc.Line - 1, Change.NewEndLoc.Col - 1};
  ts_node_edit(&N, &Edit);
  N.tree = Now;
  return N;
}

/// Old's fragment moved into the tree of NewTop, which the incremental parse
/// reused from it, after NewComment (the new tree's node for Old's comment
/// before it); false if a position does not move (Out is then partial).
bool rebaseFragment(IndexFragment &&Old, TSNode NewTop, TSNode NewComment,
                    const ir::TextChange &Change, IndexFragment &Out) {
  const TSTree *Now = NewTop.tree;
  const void *OldComment = key(Old.CommentBefore);
  // Nothing in a fragment before the change moves: its nodes only change
  // tree (ts_node_edit would leave them as they are).
  bool Before = ts_node_end_byte(Old.Top) < Change.Start;
  auto Move = [&](TSNode N) {
    if (!isNull(NewComment) && key(N) == OldComment)
      return NewComment;
    if (Before && !isNull(N)) {
      N.tree = Now;
      return N;
    }
    return rebase(N, Now, Change);
  };
  // The names spell positions inside Old.Top: they stay when its lines do.
  bool NamesStay =
      Before || (Change.keepsLinesAfter() &&
                 ts_node_start_point(Old.Top).row + 1 > Change.OldEndLoc.Line);
  Out = std::move(Old);
  Out.Top = NewTop;
  Out.CommentBefore = NewComment;
  for (FunctionInfo &FI : Out.Functions) {
    for (TSNode *N : {&FI.Node, &FI.CallArgOf, &FI.AssignedTo, &FI.JsxAttribute,
                      &FI.Class, &FI.Doc})
      *N = Move(*N);
    // The names others call it by spell its name too
    // ("steps.<function@12:5>").
    if (!NamesStay &&
        !llvm::all_of(
            std::initializer_list<std::string *>{
                &FI.Name, &FI.ExportName, &FI.ClassExportName, &FI.MemberName,
                &FI.ExportedMemberName},
            [&](std::string *S) { return Change.moveSpelled(*S); }))
      return false;
  }
  for (NamedArgument &A : Out.NamedArguments) {
    A.Call = Move(A.Call);
    A.Name = Move(A.Name);
  }
  for (auto &E : Out.DocBefore)
    E.second = Move(E.second);
  if (Out.DepthExceeded) {
    Out.DepthExceeded = Change.loc(*Out.DepthExceeded);
    if (!Out.DepthExceeded)
      return false;
  }
  return true;
}

/// Whether Old and New (both possibly null) are the same comment: the
/// same text, clear of the change C, moved by it.
bool sameComment(TSNode Old, TSNode New, const ir::TextChange &C) {
  if (isNull(Old) || isNull(New))
    return isNull(Old) && isNull(New);
  uint32_t Start = ts_node_start_byte(Old), End = ts_node_end_byte(Old);
  if (!(End < C.Start || Start > C.OldEnd))
    return false;
  return *C.offset(Start) == ts_node_start_byte(New) &&
         *C.offset(End) == ts_node_end_byte(New);
}

/// The fragment of Reuse.Old that the incremental parse kept as Top (with
/// the same comment before it), if any; Next is where to look first.
IndexFragment *reusable(const IndexReuse &Reuse, TSNode Top,
                        TSNode CommentBefore, size_t &Next) {
  const ir::TextChange &C = Reuse.Change;
  uint32_t Start = ts_node_start_byte(Top);
  for (; Next < Reuse.Old.size(); ++Next) {
    IndexFragment &F = Reuse.Old[Next];
    uint32_t OldStart = ts_node_start_byte(F.Top);
    std::optional<uint32_t> Moved = C.offset(OldStart);
    if (Moved && *Moved > Start)
      return nullptr;
    if (!Moved || *Moved < Start)
      continue;
    // Clear of the change on both sides, the same subtree, and the same
    // doc comment before it.
    bool Clear = ts_node_end_byte(F.Top) < C.Start || OldStart > C.OldEnd;
    if (Clear && key(F.Top) == key(Top) &&
        sameComment(F.CommentBefore, CommentBefore, C) &&
        F.RootSymbol == ts_node_symbol(ts_tree_root_node(Top.tree)))
      return &F;
    return nullptr;
  }
  return nullptr;
}

} // namespace

/// Whether S, a top-level node, names functions declared elsewhere in the
/// file as exported (what nameExports reads): `export { f, g as h }`,
/// `export default f`, `module.exports = ...`. (`export function f() {}`
/// names its own declaration, which walkTop saw.)
static bool namesExports(const SyntaxTree &T, TSNode S) {
  if (is(S, "export_statement")) {
    TSNode Decl = field(S, "declaration");
    if (isNull(Decl))
      return true;
    // `export const config = {kernelFunc: scaleCPU}`: names its members.
    if (!is(Decl, "lexical_declaration") && !is(Decl, "variable_declaration"))
      return false;
    return llvm::any_of(namedChildren(Decl), [](TSNode D) {
      return is(D, "variable_declarator") &&
             is(stripParens(field(D, "value")), "object");
    });
  }
  if (!is(S, "expression_statement"))
    return false;
  TSNode E = ts_node_named_child(S, 0);
  if (!is(E, "assignment_expression"))
    return false;
  // `exports.load = load;`, as TypeScript and Babel write a CommonJS
  // module's exports of its declarations.
  TSNode Left = field(E, "left");
  return T.text(Left) == "module.exports" ||
         (isCommonJsExportTarget(Left, T) &&
          is(stripParens(field(E, "right")), "identifier"));
}

std::optional<ir::FunctionId>
FunctionIndex::namedExpressionAround(ir::FunctionId From, llvm::StringRef Name,
                                     const SyntaxTree &T) const {
  for (ir::FunctionId F = From; F != ir::NoFunction && F != 0;
       F = Functions[F].Parent)
    if (TSNode P = Functions[F].Node;
        is(P, "function_expression") && T.text(field(P, "name")) == Name)
      return F;
  return std::nullopt;
}

void FunctionIndex::add(IndexFragment &F, bool Keep) {
  ir::FunctionId Base = Functions.size();
  for (size_t I = 0; I < F.Functions.size(); ++I) {
    ir::FunctionId Id = Base + I;
    FunctionInfo FI = Keep ? F.Functions[I] : std::move(F.Functions[I]);
    if (FI.Parent != ir::NoFunction)
      FI.Parent = FI.Parent - F.Base + Base;
    ByNode[key(FI.Node)] = Id;
    if (F.Declares[I] && !FI.Name.empty())
      Declared[FI.Name].push_back(Id);
    if (!FI.MemberName.empty())
      Declared[FI.MemberName].push_back(Id);
    Functions.push_back(std::move(FI));
  }
  size_t FirstArgument = NamedArguments.size();
  llvm::append_range(NamedArguments, F.NamedArguments);
  for (size_t I = FirstArgument; I < NamedArguments.size(); ++I)
    if (NamedArguments[I].Enclosing != 0)
      NamedArguments[I].Enclosing = NamedArguments[I].Enclosing - F.Base + Base;
  for (const auto &E : F.DocBefore)
    DocBefore.insert(E);
  for (const std::string &N : F.ModuleNames)
    ModuleNames.insert(N);
  llvm::append_range(NamedFiles, F.NamedFiles);
  for (const std::string &N : F.StateSetters)
    StateSetters.insert(N);
  if (F.ModuleHasJsx)
    Functions[0].HasJsx = true;
  NavigatesInPlace |= F.NavigatesInPlace;
  if (F.DepthExceeded && !DepthExceeded)
    DepthExceeded = F.DepthExceeded;
}

void FunctionIndex::build(const SyntaxTree &T, unsigned MaxDepth,
                          const IndexReuse *Reuse, bool KeepFragments,
                          treesitter::ChildTable *Children) {
  const apis::ComponentConventions *Kept = Conventions;
  *this = FunctionIndex();
  Conventions = Kept;
  FunctionInfo Mod;
  Mod.Name = "<module>";
  Functions.push_back(Mod);

  // The id of each old fragment's first function in the old index.
  std::vector<ir::FunctionId> OldFirst;
  if (Reuse) {
    ir::FunctionId Id = 1;
    for (const IndexFragment &F : Reuse->Old) {
      OldFirst.push_back(Id);
      Id += ir::FunctionId(F.Functions.size());
    }
    ReusedFrom.assign(1, ir::NoFunction);
  }

  // One fragment per top-level node: reserved, as a fragment (holding a
  // DenseMap) is copied, not moved, when the vector grows.
  if (KeepFragments)
    Fragments.reserve(T.topLevel().size());
  // After an edit, the tables are about as big as before it: reserved so
  // that they do not grow (and rehash) function by function.
  if (Reuse && !OldFirst.empty()) {
    size_t Was = OldFirst.back() + Reuse->Old.back().Functions.size();
    ByNode.reserve(Was);
    Functions.reserve(Was);
    ReusedFrom.reserve(Was);
    Declared = decltype(Declared)(unsigned(Was));
  }

  TSNode Prev{};
  size_t Next = 0;
  for (TSNode Top : T.topLevel()) {
    TSNode Comment = is(Prev, "comment") ? Prev : TSNode{};
    Prev = Top;
    IndexFragment F;
    IndexFragment *Old = Reuse ? reusable(*Reuse, Top, Comment, Next) : nullptr;
    if (!Old ||
        !rebaseFragment(std::move(*Old), Top, Comment, Reuse->Change, F)) {
      F = IndexFragment();
      F.Top = Top;
      F.RootSymbol = ts_node_symbol(T.root());
      F.CommentBefore = Comment;
      F.Base = Functions.size();
      TopLevelWalk(T, MaxDepth, F, Children,
                   Conventions ? *Conventions : NoConventions)
          .run(Comment);
      F.NamesExports = namesExports(T, Top);
      ++Walked;
      Old = nullptr;
    }
    if (Reuse)
      for (size_t I = 0; I < F.Functions.size(); ++I)
        ReusedFrom.push_back(Old ? OldFirst[Old - Reuse->Old.data()] +
                                       ir::FunctionId(I)
                                 : ir::NoFunction);
    if (F.NamesExports)
      ExportStatements.push_back(Top);
    add(F, KeepFragments);
    if (KeepFragments)
      Fragments.push_back(std::move(F));
  }
  nameExports(T);
  nameClassExports(T);
  nameAliases(T);
  collectFunctionTables(T);
}

void FunctionIndex::collectFunctionTables(const SyntaxTree &T) {
  FunctionTables.clear();
  // A function an entry names (`train`, `{train}`, `[X]: train`) or
  // defines (`predict() {...}`, `[X]: () => ...`).
  auto FunctionOf = [&](TSNode Entry) -> std::optional<ir::FunctionId> {
    if (is(Entry, "shorthand_property_identifier"))
      return byName(T.text(Entry));
    if (is(Entry, "method_definition"))
      return idOf(Entry);
    TSNode V = stripParens(is(Entry, "pair") ? field(Entry, "value") : Entry);
    if (is(V, "identifier"))
      return byName(T.text(V));
    return idOf(V);
  };
  for (TSNode S : namedChildren(T.root())) {
    if (is(S, "export_statement"))
      S = field(S, "declaration");
    if (!is(S, "lexical_declaration") && !is(S, "variable_declaration"))
      continue;
    for (TSNode D : namedChildren(S)) {
      TSNode Name = field(D, "name"), Value = stripParens(field(D, "value"));
      if (!is(D, "variable_declarator") || !is(Name, "identifier") ||
          (!is(Value, "object") && !is(Value, "array")))
        continue;
      llvm::SmallVector<ir::FunctionId, 4> Members;
      for (TSNode Entry : namedChildren(Value))
        if (std::optional<ir::FunctionId> Fn = FunctionOf(Entry))
          Members.push_back(*Fn);
      if (!Members.empty())
        FunctionTables[T.text(Name)] = std::move(Members);
    }
  }
}

void FunctionIndex::nameClassExports(const SyntaxTree &T) {
  // `export default X;`, `module.exports = X;`, `export { X as Y }`: the
  // class declared as X is imported as Y.
  llvm::StringMap<std::string> ExportedAs;
  for (TSNode S : ExportStatements) {
    if (is(S, "export_statement")) {
      TSNode V = field(S, "value");
      if (is(V, "identifier"))
        ExportedAs.try_emplace(T.text(V), "default");
      for (TSNode K : namedChildren(S))
        if (is(K, "export_clause"))
          for (TSNode Spec : namedChildren(K))
            if (TSNode Alias = field(Spec, "alias"); !isNull(Alias))
              ExportedAs.try_emplace(T.text(field(Spec, "name")),
                                     T.text(Alias).str());
      continue;
    }
    TSNode E = ts_node_named_child(S, 0);
    TSNode R = stripParens(field(E, "right"));
    if (is(R, "identifier"))
      ExportedAs.try_emplace(T.text(R),
                             T.text(field(E, "left")) == "module.exports"
                                 ? llvm::StringRef("default")
                                 : lastName(field(E, "left"), T));
  }
  // `export default class X {}`: the declaration is the export's own.
  llvm::DenseSet<const void *> DefaultClasses;
  for (TSNode S : T.topLevel()) {
    if (is(S, "export_statement") && isDefaultExport(S))
      for (TSNode C : {field(S, "declaration"), field(S, "value")})
        if (is(C, "class_declaration") || is(C, "class") ||
            is(C, "abstract_class_declaration"))
          DefaultClasses.insert(key(C));
  }
  if (ExportedAs.empty() && DefaultClasses.empty())
    return;
  for (FunctionInfo &FI : Functions) {
    if (isNull(FI.Class))
      continue;
    if (DefaultClasses.contains(key(FI.Class))) {
      FI.ClassExportName = "default";
      continue;
    }
    llvm::StringRef Name = T.text(field(FI.Class, "name"));
    if (auto It = ExportedAs.find(Name);
        !Name.empty() && It != ExportedAs.end())
      FI.ClassExportName = It->second;
  }
}

void FunctionIndex::nameAliases(const SyntaxTree &T) {
  forEachTopLevelAlias(T, [&](llvm::StringRef Alias, llvm::StringRef Target) {
    if (Declared.count(Alias))
      return;
    std::optional<ir::FunctionId> Fn = byName(Target);
    if (!Fn)
      return;
    ir::FunctionId Parent = Functions[*Fn].Parent;
    if (Parent == ir::NoFunction ||
        Parent == 0) // the alias sees top-level ones
      Declared[Alias].push_back(*Fn);
  });
}

void FunctionIndex::nameExportedMembers(const SyntaxTree &T, TSNode Decl) {
  if (!is(Decl, "lexical_declaration") && !is(Decl, "variable_declaration"))
    return;
  for (TSNode D : namedChildren(Decl)) {
    TSNode Obj = stripParens(field(D, "value"));
    if (!is(D, "variable_declarator") || !is(Obj, "object"))
      continue;
    llvm::StringRef Holder = T.text(field(D, "name"));
    for (TSNode P : namedChildren(Obj)) {
      llvm::StringRef Key, Local;
      if (is(P, "shorthand_property_identifier")) {
        Key = Local = T.text(P);
      } else if (TSNode V = stripParens(field(P, "value"));
                 is(P, "pair") && is(V, "identifier")) {
        // `kernelFunc: scaleCPU as unknown as KernelFunc` too.
        Key = T.text(field(P, "key"));
        Local = T.text(V);
      }
      std::optional<ir::FunctionId> Fn =
          Local.empty() ? std::nullopt : byName(Local);
      if (Fn && Functions[*Fn].ExportedMemberName.empty())
        Functions[*Fn].ExportedMemberName = (Holder + "." + Key).str();
    }
  }
}

void FunctionIndex::nameExports(const SyntaxTree &T) {
  // `export { f, g as h }` and `module.exports = { f, g }` name functions
  // declared elsewhere in the file.
  for (TSNode S : ExportStatements) {
    if (is(S, "export_statement")) {
      for (TSNode K : namedChildren(S)) {
        if (!is(K, "export_clause"))
          continue;
        for (TSNode Spec : namedChildren(K)) {
          llvm::StringRef Local = T.text(field(Spec, "name"));
          TSNode Alias = field(Spec, "alias");
          std::optional<ir::FunctionId> Fn = byName(Local);
          if (Fn && Functions[*Fn].ExportName.empty())
            Functions[*Fn].ExportName =
                (isNull(Alias) ? Local : T.text(Alias)).str();
        }
      }
      // export const config = {kernelFunc: scaleCPU, gradFunc};
      nameExportedMembers(T, field(S, "declaration"));
      // export default f;
      TSNode V = field(S, "value");
      if (is(V, "identifier")) {
        std::optional<ir::FunctionId> Fn = byName(T.text(V));
        if (Fn && Functions[*Fn].ExportName.empty())
          Functions[*Fn].ExportName = "default";
      }
      continue;
    }
    // module.exports = f; module.exports = { f, g: h }; exports.g = f;
    TSNode E = ts_node_named_child(S, 0);
    TSNode R = stripParens(field(E, "right"));
    if (is(R, "identifier")) {
      std::optional<ir::FunctionId> Fn = byName(T.text(R));
      bool Whole = T.text(field(E, "left")) == "module.exports";
      if (Fn && Functions[*Fn].ExportName.empty())
        Functions[*Fn].ExportName =
            Whole ? "default" : lastName(field(E, "left"), T).str();
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
      std::optional<ir::FunctionId> Fn =
          Local.empty() ? std::nullopt : byName(Local);
      if (Fn && Functions[*Fn].ExportName.empty())
        Functions[*Fn].ExportName = ExportAs.str();
    }
  }
}

} // namespace tensorlint::frontend::js
