//===- Syntax.cpp - tree-sitter parsing and node helpers
//-------------------===//

#include "frontend/js/Syntax.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ErrorHandling.h"

extern "C" const TSLanguage *tree_sitter_javascript(void);
extern "C" const TSLanguage *tree_sitter_typescript(void);
extern "C" const TSLanguage *tree_sitter_tsx(void);

namespace tensorlint::frontend::js {

static const TSLanguage *grammarFor(ir::Language L) {
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

namespace {
/// The text being parsed and when to give up, for tree-sitter's callbacks.
struct ParseInput {
  llvm::StringRef Text;
  std::chrono::steady_clock::time_point Deadline;
  bool Cancelled = false;
};

const char *readText(void *Payload, uint32_t Byte, TSPoint, uint32_t *Read) {
  auto *In = static_cast<ParseInput *>(Payload);
  if (Byte >= In->Text.size()) {
    *Read = 0;
    return "";
  }
  *Read = In->Text.size() - Byte;
  return In->Text.data() + Byte;
}

/// tree-sitter calls this regularly while parsing; true cancels the parse.
bool pastDeadline(TSParseState *State) {
  auto *In = static_cast<ParseInput *>(State->payload);
  if (In->Deadline == std::chrono::steady_clock::time_point::max())
    return false;
  In->Cancelled = std::chrono::steady_clock::now() > In->Deadline;
  return In->Cancelled;
}
} // namespace

/// The first identifier of a template expression (`detect`, `detect($event)`,
/// `onFrame()`), or empty.
static llvm::StringRef leadingIdentifier(llvm::StringRef E) {
  E = E.ltrim();
  size_t N = 0;
  while (N < E.size() && (llvm::isAlnum(E[N]) || E[N] == '_' || E[N] == '$'))
    ++N;
  return N && !llvm::isDigit(E[0]) ? E.take_front(N) : llvm::StringRef();
}

VueComponent splitVueComponent(llvm::StringRef Component) {
  // The component's blocks are top-level elements; the script blocks hold
  // the code. Everything else becomes spaces (line breaks stay), so every
  // byte, line and column of the code is where it is in the file: findings,
  // suppressions and fixes need no mapping.
  VueComponent Out;
  Out.Scripts.assign(Component.size(), ' ');
  for (size_t I = 0; I < Component.size(); ++I)
    if (Component[I] == '\n' || Component[I] == '\r')
      Out.Scripts[I] = Component[I];
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
    Pos = End;
  }
  // Event bindings of the template (`@click="detect"`, `v-on:play="f()"`):
  // those functions run once per event.
  for (auto [From, To] : Markup) {
    llvm::StringRef M = Component.slice(From, To);
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

SyntaxTree::SyntaxTree(llvm::StringRef Source, ir::Language L)
    : SyntaxTree(Source, L, nullptr) {}

SyntaxTree::SyntaxTree(llvm::StringRef Source, ir::Language L,
                       const TSTree *Old,
                       std::chrono::steady_clock::time_point Deadline)
    : Lang(grammarFor(L)) {
  if (L == ir::Language::Vue) {
    VueComponent C = splitVueComponent(Source);
    Masked = std::move(C.Scripts);
    Handlers = std::move(C.EventHandlers);
    Source = Masked;
  }
  if (Source.starts_with("\xEF\xBB\xBF"))
    BomBytes = 3;
  Text = Source.drop_front(BomBytes);
  Parser = ts_parser_new();
  if (!ts_parser_set_language(Parser, Lang))
    return;
  // tree-sitter lengths are 32-bit; larger inputs are cut (never crash).
  uint32_t Len = Text.size() > UINT32_MAX / 2 ? UINT32_MAX / 2 : Text.size();
  Text = Text.take_front(Len);
  ParseInput In{Text, Deadline};
  TSInput Input{&In, readText, TSInputEncodingUTF8, nullptr};
  Tree = ts_parser_parse_with_options(Parser, Old, Input,
                                      TSParseOptions{&In, pastDeadline});
  TimedOut = In.Cancelled && !Tree;
}

SyntaxTree::~SyntaxTree() {
  if (Tree)
    ts_tree_delete(Tree);
  if (Parser)
    ts_parser_delete(Parser);
}

llvm::StringRef SyntaxTree::text(TSNode N) const {
  if (isNull(N))
    return {};
  uint32_t B = ts_node_start_byte(N), E = ts_node_end_byte(N);
  if (B > Text.size() || E > Text.size() || B > E)
    return {};
  return Text.slice(B, E);
}

ir::SourceRange SyntaxTree::range(TSNode N) const {
  ir::SourceRange R;
  R.Begin = loc(ts_node_start_point(N));
  R.End = loc(ts_node_end_point(N));
  R.BeginOffset = ts_node_start_byte(N) + BomBytes;
  R.EndOffset = ts_node_end_byte(N) + BomBytes;
  return R;
}

namespace {
/// The field ids of one grammar by name. ts_node_child_by_field_name compares
/// the name with every field name of the grammar on each call, and field() is
/// the frontend's most frequent tree query, so each grammar's names are
/// hashed once.
class FieldIds {
public:
  explicit FieldIds(const TSLanguage *L) : Lang(L) {
    uint32_t Count = ts_language_field_count(L);
    for (TSFieldId Id = 1; Id <= Count; ++Id)
      if (const char *Name = ts_language_field_name_for_id(L, Id))
        Ids[Name] = Id;
  }
  const TSLanguage *language() const { return Lang; }
  /// 0 (which matches no child) for a name the grammar does not have.
  TSFieldId lookup(llvm::StringRef Name) const { return Ids.lookup(Name); }

private:
  const TSLanguage *Lang;
  llvm::StringMap<TSFieldId> Ids;
};

const FieldIds &fieldIdsOf(const TSLanguage *L) {
  // Built on first use; C++ makes the initialisation of statics thread-safe.
  static const FieldIds Grammars[] = {FieldIds(tree_sitter_javascript()),
                                      FieldIds(tree_sitter_typescript()),
                                      FieldIds(tree_sitter_tsx())};
  for (const FieldIds &G : Grammars)
    if (G.language() == L)
      return G;
  llvm_unreachable("a tree of a grammar this frontend does not load");
}
} // namespace

TSNode field(TSNode N, llvm::StringRef Name) {
  if (isNull(N))
    return N;
  return ts_node_child_by_field_id(
      N, fieldIdsOf(ts_tree_language(N.tree)).lookup(Name));
}

template <bool NamedOnly>
static llvm::SmallVector<TSNode, 8> collectChildren(TSNode N) {
  llvm::SmallVector<TSNode, 8> Out;
  if (isNull(N))
    return Out;
  TSTreeCursor C = ts_tree_cursor_new(N);
  if (ts_tree_cursor_goto_first_child(&C)) {
    do {
      TSNode K = ts_tree_cursor_current_node(&C);
      if (!NamedOnly || ts_node_is_named(K))
        Out.push_back(K);
    } while (ts_tree_cursor_goto_next_sibling(&C));
  }
  ts_tree_cursor_delete(&C);
  return Out;
}

llvm::SmallVector<TSNode, 8> namedChildren(TSNode N) {
  return collectChildren<true>(N);
}
llvm::SmallVector<TSNode, 8> allChildren(TSNode N) {
  return collectChildren<false>(N);
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

bool isFunctionNode(TSNode N) {
  // Named only: the `function` keyword token has the type "function" too.
  if (isNull(N) || !ts_node_is_named(N))
    return false;
  llvm::StringRef T = type(N);
  return T == "function_declaration" || T == "function_expression" ||
         T == "function" || T == "arrow_function" ||
         T == "generator_function_declaration" || T == "generator_function" ||
         T == "method_definition";
}

std::optional<TSNode> firstSyntaxError(TSNode Root, unsigned MaxDepth) {
  if (!ts_node_has_error(Root))
    return std::nullopt;
  TSTreeCursor C = ts_tree_cursor_new(Root);
  std::optional<TSNode> Found;
  unsigned Depth = 0;
  // Pre-order walk that only descends into subtrees containing an error.
  while (true) {
    TSNode N = ts_tree_cursor_current_node(&C);
    if (ts_node_is_error(N) || ts_node_is_missing(N)) {
      Found = N;
      break;
    }
    if (ts_node_has_error(N) && Depth < MaxDepth * 4 &&
        ts_tree_cursor_goto_first_child(&C)) {
      ++Depth;
      continue;
    }
    bool Moved = false;
    while (!Moved) {
      if (ts_tree_cursor_goto_next_sibling(&C)) {
        Moved = true;
      } else if (Depth > 0 && ts_tree_cursor_goto_parent(&C)) {
        --Depth;
      } else {
        break;
      }
    }
    if (!Moved)
      break;
  }
  ts_tree_cursor_delete(&C);
  if (!Found) // has_error but nothing found within the limit: the root area.
    Found = Root;
  return Found;
}

bool isArrayCallbackMethod(llvm::StringRef Method) {
  return llvm::is_contained({"forEach", "map", "filter", "reduce",
                             "reduceRight", "flatMap", "some", "every", "find",
                             "findIndex", "findLast", "findLastIndex", "sort"},
                            Method);
}

} // namespace tensorlint::frontend::js
