//===- Syntax.cpp - The JavaScript/TypeScript side of tree-sitter --------===//

#include "frontend/js/Syntax.h"
#include "frontend/js/HtmlPage.h"
#include "frontend/js/JsxRepair.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

extern "C" const TSLanguage *tree_sitter_javascript(void);
extern "C" const TSLanguage *tree_sitter_typescript(void);
extern "C" const TSLanguage *tree_sitter_tsx(void);

namespace tensorlint::frontend::js {

static const TSLanguage *grammarFor(ir::Language L) {
  // (An HTML page's inline scripts are JavaScript, with JSX for
  // text/babel: the JavaScript grammar, the default.)
  switch (L) {
  case ir::Language::TypeScript:
  case ir::Language::Vue: // <script lang="ts"> or plain JS: both parse
    return tree_sitter_typescript();
  case ir::Language::TSX:
    return tree_sitter_tsx();
  default:
    return tree_sitter_javascript();
  }
}

VueComponent splitVueComponent(llvm::StringRef Component) {
  // The component's blocks are top-level elements; the script blocks hold
  // the code. Everything else becomes spaces (line breaks stay), so every
  // byte, line and column of the code is where it is in the file: findings,
  // suppressions and fixes need no mapping.
  VueComponent Out;
  Out.Scripts = blankKeepingLines(Component);
  llvm::SmallVector<std::pair<size_t, size_t>, 4> Markup; // outside scripts
  size_t Pos = 0;
  while (Pos < Component.size()) {
    size_t Open = Component.find("<script", Pos);
    while (Open != llvm::StringRef::npos && Open + 7 < Component.size() &&
           !llvm::isSpace(Component[Open + 7]) && Component[Open + 7] != '>')
      Open = Component.find("<script", Open + 7); // <script-like>
    size_t Body =
        Open == llvm::StringRef::npos ? Open : Component.find('>', Open);
    Markup.push_back(
        {Pos, Open == llvm::StringRef::npos ? Component.size() : Open});
    if (Body == llvm::StringRef::npos)
      break;
    ++Body;
    size_t Close = Component.find("</script>", Body);
    size_t End = Close == llvm::StringRef::npos ? Component.size() : Close;
    for (size_t I = Body; I < End; ++I)
      Out.Scripts[I] = Component[I];
    if (!Component.slice(Body, End).trim().empty()) {
      std::vector<std::string> &Names = Out.ScriptAttributes.emplace_back();
      for (auto &[Name, Value] : readStartTag(Component, Open).Attributes)
        Names.push_back(std::move(Name));
    }
    Pos = End;
  }
  // Event bindings of the template (`@click="detect"`, `v-on:play="f()"`):
  // those functions run once per event. And the elements it uses: a tag's
  // name follows its `<`.
  llvm::StringSet<> SeenElements;
  for (auto [From, To] : Markup) {
    llvm::StringRef M = Component.slice(From, To);
    for (size_t Lt = M.find('<'); Lt != llvm::StringRef::npos;
         Lt = M.find('<', Lt + 1)) {
      llvm::StringRef Tag = M.substr(Lt + 1).take_while(
          [](char C) { return llvm::isAlnum(C) || C == '-' || C == '_'; });
      if (!Tag.empty() && llvm::isAlpha(Tag[0]) &&
          SeenElements.insert(Tag).second)
        Out.Elements.push_back(Tag.str());
    }
    for (size_t I = 0; I < M.size(); ++I) {
      size_t Name = M[I] == '@'                        ? I + 1
                    : M.substr(I).starts_with("v-on:") ? I + 5
                                                       : llvm::StringRef::npos;
      if (Name == llvm::StringRef::npos || (I && !llvm::isSpace(M[I - 1])))
        continue;
      size_t Eq = M.find("=\"", Name);
      size_t Quote = Eq == llvm::StringRef::npos ? Eq : M.find('"', Eq + 2);
      if (Quote == llvm::StringRef::npos)
        break;
      llvm::StringRef Event = M.slice(Name, Eq);
      if (Event.empty() ||
          Event.find_first_of(" \t\n>") != llvm::StringRef::npos)
        continue;
      if (llvm::StringRef Fn = leadingIdentifier(M.slice(Eq + 2, Quote));
          !Fn.empty())
        Out.EventHandlers.push_back({Fn.str(), Event.str()});
      I = Quote;
    }
  }
  return Out;
}

SyntaxTree::SyntaxTree(llvm::StringRef Source, ir::Language L,
                       const TSTree *Old,
                       std::chrono::steady_clock::time_point Deadline)
    : treesitter::SyntaxTree(grammarFor(L)) {
  if (L == ir::Language::Vue) {
    VueComponent C = splitVueComponent(Source);
    Masked = std::move(C.Scripts);
    TemplateElements = std::move(C.Elements);
    ScriptAttributes = std::move(C.ScriptAttributes);
    for (auto &[Function, Event] : C.EventHandlers)
      Handlers.push_back({std::move(Function),
                          "handler of the template's '@" + Event + "' event",
                          Event, ""});
    Source = Masked;
  } else if (L == ir::Language::Html) {
    HtmlPage P = splitHtmlPage(Source);
    Masked = std::move(P.Scripts);
    for (HtmlPage::Handler &H : P.Handlers)
      Handlers.push_back({std::move(H.Function),
                          "'on" + H.Event + "' attribute of the page",
                          std::move(H.Event), "<" + H.Element + ">"});
    PageScripts = std::move(P.ClassicScripts);
    PageModules = std::move(P.ModuleScripts);
    Source = Masked;
  }
  parse(Source, Old, Deadline);
  if (L != ir::Language::TypeScript && L != ir::Language::Vue) // JSX grammars
    repairJsx(Source, Deadline);
}

// Byte-for-byte repairs of JSX the grammars reject (JsxRepair.h), then a
// re-parse that reuses what did not change; a bounded number of rounds,
// since one error can hide the next.
void SyntaxTree::repairJsx(llvm::StringRef Source,
                           std::chrono::steady_clock::time_point Deadline) {
  for (unsigned Round = 0; Round < 8 && valid(); ++Round) {
    std::vector<ByteRepair> Repairs = jsxRepairs(*this);
    if (Repairs.empty())
      return;
    if (Masked.empty())
      Masked = Source.str();
    std::vector<std::pair<uint32_t, TSPoint>> Changed;
    for (const ByteRepair &R : Repairs) {
      Masked[bomBytes() + R.Byte] = R.With;
      Changed.push_back({R.Byte, R.Point});
    }
    reparseReplacedBytes(Masked, Changed, Deadline);
    Source = Masked;
  }
}

llvm::StringSet<> topLevelClassNames(const SyntaxTree &T) {
  llvm::StringSet<> Classes;
  for (TSNode S : T.topLevel()) {
    if (is(S, "export_statement"))
      S = field(S, "declaration");
    if (is(S, "class_declaration") || is(S, "abstract_class_declaration"))
      Classes.insert(T.text(field(S, "name")));
  }
  return Classes;
}

bool isNullish(TSNode N, const SyntaxTree &T) {
  return is(N, "null") || is(N, "undefined") ||
         (is(N, "identifier") && T.text(N) == "undefined");
}

void forEachTopLevelAlias(
    const SyntaxTree &T,
    llvm::function_ref<void(llvm::StringRef, llvm::StringRef)> Each) {
  for (TSNode S : namedChildren(T.root())) {
    if (is(S, "export_statement"))
      S = field(S, "declaration");
    if (!is(S, "lexical_declaration") || T.text(field(S, "kind")) != "const")
      continue;
    for (TSNode D : namedChildren(S)) {
      if (!is(D, "variable_declarator"))
        continue;
      TSNode Name = field(D, "name"), Value = stripParens(field(D, "value"));
      if (!is(Name, "identifier"))
        continue;
      if (is(Value, "identifier"))
        Each(T.text(Name), T.text(Value));
      if (!is(Value, "object"))
        continue;
      for (TSNode P : namedChildren(Value)) {
        if (is(P, "shorthand_property_identifier"))
          Each((T.text(Name) + "." + T.text(P)).str(), T.text(P));
        else if (TSNode V = stripParens(field(P, "value"));
                 is(P, "pair") && is(V, "identifier") &&
                 is(field(P, "key"), "property_identifier"))
          Each((T.text(Name) + "." + T.text(field(P, "key"))).str(), T.text(V));
      }
    }
  }
}

TSNode accessPathRoot(TSNode N) {
  TSNode Root = stripParens(N);
  while (is(Root, "member_expression") || is(Root, "subscript_expression"))
    Root = stripParens(field(Root, "object"));
  return Root;
}

TSNode stripParens(TSNode N) {
  // Bounded: each step moves to a strictly smaller node.
  while (!isNull(N)) {
    llvm::StringRef T = type(N);
    if (T == "parenthesized_expression" || T == "non_null_expression" ||
        T == "as_expression" || T == "satisfies_expression" ||
        T == "type_assertion") {
      TSNode Inner = ts_node_named_child(N, 0);
      if (T == "type_assertion") // <T>x: the expression is the last child
        Inner = ts_node_named_child(N, ts_node_named_child_count(N) - 1);
      if (isNull(Inner))
        return N;
      N = Inner;
      continue;
    }
    return N;
  }
  return N;
}

bool isLoop(TSNode N) {
  return is(N, "for_statement") || is(N, "for_in_statement") ||
         is(N, "while_statement") || is(N, "do_statement");
}

bool contains(TSNode Outer, TSNode Inner) {
  return ts_node_start_byte(Outer) <= ts_node_start_byte(Inner) &&
         ts_node_end_byte(Inner) <= ts_node_end_byte(Outer);
}

bool isFunctionNode(TSNode N) {
  // Named only: the `function` keyword token has the type "function" too.
  return !isNull(N) && ts_node_is_named(N) && isFunctionType(type(N));
}

llvm::SmallVector<TSNode, 4> argumentNodes(TSNode Call) {
  llvm::SmallVector<TSNode, 4> Out;
  for (TSNode A : namedChildren(field(Call, "arguments")))
    if (!is(A, "comment"))
      Out.push_back(A);
  return Out;
}

TSNode soleCallbackLiteral(TSNode Call) {
  llvm::SmallVector<TSNode, 4> Args = argumentNodes(Call);
  TSNode Fn = Args.size() == 1 ? stripParens(Args[0]) : TSNode{};
  return isFunctionNode(Fn) ? Fn : TSNode{};
}

llvm::SmallVector<TSNode, 8> parameterNodes(TSNode Fn) {
  llvm::SmallVector<TSNode, 8> List;
  if (isNull(Fn))
    return List;
  TSNode Params = field(Fn, "parameters");
  if (isNull(Params)) {
    if (TSNode One = field(Fn, "parameter"); !isNull(One))
      List.push_back(One);
    return List;
  }
  for (TSNode P : namedChildren(Params))
    if (!is(P, "comment"))
      List.push_back(P);
  return List;
}

TSNode parameterPattern(TSNode Param) {
  if (is(Param, "required_parameter") || is(Param, "optional_parameter"))
    return field(Param, "pattern");
  if (is(Param, "assignment_pattern"))
    return field(Param, "left");
  return Param;
}

llvm::SmallVector<TSNode, 4> patternNames(TSNode Pattern) {
  llvm::SmallVector<TSNode, 4> Out;
  for (TSNode E : namedChildren(Pattern)) {
    TSNode Id = E;
    if (is(E, "pair_pattern"))
      Id = field(E, "value");
    else if (is(E, "assignment_pattern") || is(E, "object_assignment_pattern"))
      Id = field(E, "left");
    if (is(Id, "identifier") || is(Id, "shorthand_property_identifier_pattern"))
      Out.push_back(Id);
  }
  return Out;
}

bool isTypeOnly(llvm::StringRef T) {
  return T.ends_with("_type") || T.ends_with("type_annotation") ||
         T == "type_arguments" || T == "type_parameters" ||
         T == "type_alias_declaration" || T == "interface_declaration" ||
         T == "implements_clause" || T == "extends_type_clause" ||
         T == "asserts_annotation" || T == "type_predicate_annotation";
}

bool isFunctionType(llvm::StringRef T) {
  return T == "function_declaration" || T == "function_expression" ||
         T == "function" || T == "arrow_function" ||
         T == "generator_function_declaration" || T == "generator_function" ||
         T == "method_definition";
}

llvm::StringRef stringLiteralText(TSNode N, const SyntaxTree &T) {
  if (!is(N, "string") && !is(N, "template_string"))
    return {};
  return T.text(N).drop_front().drop_back();
}

bool isArrayCallbackMethod(llvm::StringRef Method) {
  return llvm::is_contained({"forEach", "map", "filter", "reduce",
                             "reduceRight", "flatMap", "some", "every", "find",
                             "findIndex", "findLast", "findLastIndex", "sort"},
                            Method);
}

} // namespace tensorlint::frontend::js
