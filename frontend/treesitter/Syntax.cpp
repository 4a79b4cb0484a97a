//===- Syntax.cpp - A parsed tree-sitter tree and node helpers ------------===//

#include "frontend/treesitter/Syntax.h"
#include "frontend/treesitter/ChildTable.h"
#include "frontend/treesitter/VisibleWalk.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <iterator>
#include <memory>
#include <mutex>
#include <vector>

namespace tensorlint::frontend::treesitter {

namespace {
/// Whether the parser reads byte C as a space: a control character that is
/// no whitespace (NUL, SOH, ...). No grammar has a use for one outside
/// strings and comments, and the grammars' scanners stumble on them: they
/// take a NUL for the end of the input while the parser does not, and
/// recovering from a stray SOH in TSX took the parser hours (a fuzzer's
/// input). A space keeps every offset where it was.
bool readsAsSpace(char C) {
  return static_cast<unsigned char>(C) < 0x20 && !(C >= '\t' && C <= '\r');
}

/// tree-sitter calls the progress callback once per 100 parse operations.
/// On the JS, TS and Python files of the held-out corpus (about 6,000,
/// minified bundles among them) the most a file needed was 0.028 calls per
/// byte; recovering from the syntax errors of a fuzzer's 2.6 KB of TSX had
/// made 145,000 calls (56 per byte) after 10 s and was still going after
/// 10 minutes. A parse is abandoned past one call per byte (36 times the
/// most seen), plus a floor for short files:
/// a bound on work rather than on time, so whether a file is abandoned does
/// not depend on the machine or its load.
constexpr uint64_t ParseStepsFloor = 4096;

/// The text being parsed and when to give up, for tree-sitter's callbacks.
struct ParseInput {
  ParseInput(llvm::StringRef Text,
             std::chrono::steady_clock::time_point Deadline)
      : Text(Text), Deadline(Deadline),
        StepBudget(ParseStepsFloor + Text.size()) {
    // Nearly every text has none: one pass the compiler vectorises says so.
    bool Any = false;
    for (char C : Text)
      Any |= readsAsSpace(C);
    if (Any)
      for (size_t I = 0; I < Text.size(); ++I)
        if (readsAsSpace(Text[I]))
          Spaces.push_back(uint32_t(I));
  }
  llvm::StringRef Text;
  std::chrono::steady_clock::time_point Deadline;
  /// Progress callbacks left before the parse is abandoned.
  uint64_t StepBudget;
  bool Cancelled = false;
  bool OverBudget = false;
  /// The offsets of the bytes read as spaces (readsAsSpace), in order.
  std::vector<uint32_t> Spaces;
};

/// The text from Byte on, up to the next byte read as a space; such a byte
/// reads as " ".
const char *readText(void *Payload, uint32_t Byte, TSPoint, uint32_t *Read) {
  auto *In = static_cast<ParseInput *>(Payload);
  if (Byte >= In->Text.size()) {
    *Read = 0;
    return "";
  }
  auto Next = llvm::lower_bound(In->Spaces, Byte);
  if (Next != In->Spaces.end() && *Next == Byte) {
    *Read = 1;
    return " ";
  }
  size_t End = Next == In->Spaces.end() ? In->Text.size() : *Next;
  *Read = uint32_t(End - Byte);
  return In->Text.data() + Byte;
}

/// tree-sitter calls this regularly while parsing; true cancels the parse.
bool shouldStop(TSParseState *State) {
  auto *In = static_cast<ParseInput *>(State->payload);
  if (In->StepBudget == 0) {
    In->OverBudget = true;
    return true;
  }
  --In->StepBudget;
  if (In->Deadline == std::chrono::steady_clock::time_point::max())
    return false;
  In->Cancelled = std::chrono::steady_clock::now() > In->Deadline;
  return In->Cancelled;
}
} // namespace

SyntaxTree::SyntaxTree(llvm::StringRef Source, const TSLanguage *Grammar,
                       const TSTree *Old,
                       std::chrono::steady_clock::time_point Deadline)
    : Grammar(Grammar) {
  parse(Source, Old, Deadline);
}

void SyntaxTree::parse(llvm::StringRef Source, const TSTree *Old,
                       std::chrono::steady_clock::time_point Deadline) {
  if (Source.starts_with("\xEF\xBB\xBF"))
    BomBytes = 3;
  Text = Source.drop_front(BomBytes);
  Parser = ts_parser_new();
  if (!ts_parser_set_language(Parser, Grammar))
    return;
  // tree-sitter lengths are 32-bit; larger inputs are cut (never crash).
  uint32_t Len = Text.size() > UINT32_MAX / 2 ? UINT32_MAX / 2 : Text.size();
  Text = Text.take_front(Len);
  ParseInput In{Text, Deadline};
  TSInput Input{&In, readText, TSInputEncodingUTF8, nullptr};
  Tree = ts_parser_parse_with_options(Parser, Old, Input,
                                      TSParseOptions{&In, shouldStop});
  TimedOut = In.Cancelled && !Tree;
  GaveUp = In.OverBudget && !Tree;
}

void SyntaxTree::reparseReplacedBytes(
    llvm::StringRef Source,
    llvm::ArrayRef<std::pair<uint32_t, TSPoint>> Changed,
    std::chrono::steady_clock::time_point Deadline) {
  if (!Tree || Source.size() != Text.size() + BomBytes)
    return;
  for (auto [Byte, Point] : Changed) {
    TSPoint After{Point.row, Point.column + 1};
    TSInputEdit E{Byte, Byte + 1, Byte + 1, Point, After, After};
    ts_tree_edit(Tree, &E);
  }
  Text = Source.drop_front(BomBytes);
  ParseInput In{Text, Deadline};
  TSInput Input{&In, readText, TSInputEncodingUTF8, nullptr};
  TSTree *New = ts_parser_parse_with_options(Parser, Tree, Input,
                                             TSParseOptions{&In, shouldStop});
  if (!New) // cancelled: keep the first tree
    return;
  ts_tree_delete(Tree);
  Tree = New;
  TopLevel.reset();
  NamedTopLevel.reset();
}

SyntaxTree::~SyntaxTree() {
  if (Tree)
    ts_tree_delete(Tree);
  if (Parser)
    ts_parser_delete(Parser);
}

llvm::ArrayRef<TSNode> SyntaxTree::topLevel() const {
  if (!TopLevel) {
    TopLevel.emplace();
    if (Tree) {
      TSTreeCursor C = ts_tree_cursor_new(root());
      for (bool More = ts_tree_cursor_goto_first_child(&C); More;
           More = ts_tree_cursor_goto_next_sibling(&C))
        TopLevel->push_back(ts_tree_cursor_current_node(&C));
      ts_tree_cursor_delete(&C);
    }
  }
  return *TopLevel;
}

llvm::ArrayRef<TSNode> SyntaxTree::namedTopLevel() const {
  if (!NamedTopLevel) {
    NamedTopLevel.emplace();
    for (TSNode N : topLevel())
      if (ts_node_is_named(N))
        NamedTopLevel->push_back(N);
  }
  return *NamedTopLevel;
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
  // A thread asks about one grammar almost always (one file at a time):
  // remember its last answer, and look in the shared table (built on first
  // use of each grammar) only when the grammar changes.
  thread_local const FieldIds *Last = nullptr;
  if (Last && Last->language() == L)
    return *Last;
  static std::mutex Mutex;
  static llvm::DenseMap<const TSLanguage *, std::unique_ptr<FieldIds>> Table;
  std::lock_guard<std::mutex> Lock(Mutex);
  std::unique_ptr<FieldIds> &Slot = Table[L];
  if (!Slot)
    Slot = std::make_unique<FieldIds>(L);
  Last = Slot.get();
  return *Last;
}
} // namespace

namespace {
/// The frontends ask for a few dozen field names, nearly always spelled as
/// literals, so each thread remembers recent answers in a small table
/// indexed by where the name is stored: a hit costs a pointer hash and a
/// short comparison instead of hashing the name and probing the grammar's
/// table. The name is compared, not only its address, so a name in a
/// reused buffer cannot be mistaken for another.
class RecentFieldIds {
public:
  TSFieldId lookup(const TSLanguage *L, llvm::StringRef Name) {
    if (Name.size() > MaxName)
      return fieldIdsOf(L).lookup(Name);
    Entry &E = Table[(reinterpret_cast<uintptr_t>(Name.data()) >> 3) %
                     std::size(Table)];
    if (E.Lang == L && E.Size == Name.size() &&
        std::memcmp(E.Name, Name.data(), Name.size()) == 0)
      return E.Id;
    E.Lang = L;
    E.Size = uint8_t(Name.size());
    std::memcpy(E.Name, Name.data(), Name.size());
    E.Id = fieldIdsOf(L).lookup(Name);
    return E.Id;
  }

private:
  static constexpr size_t MaxName = 30;
  struct Entry {
    const TSLanguage *Lang = nullptr;
    TSFieldId Id = 0;
    uint8_t Size = 0;
    char Name[MaxName];
  };
  Entry Table[256];
};
} // namespace

TSNode field(TSNode N, llvm::StringRef Name) {
  if (isNull(N))
    return N;
  thread_local RecentFieldIds Recent;
  return ts_node_child_by_field_id(
      N, Recent.lookup(ts_tree_language(N.tree), Name));
}

template <bool NamedOnly>
static llvm::SmallVector<TSNode, 8> collectChildren(TSNode N) {
  // The children a cursor's first_child / next_sibling steps visit, from a
  // walk (VisibleWalk.h) that goes below N only.
  struct Collect {
    bool AtParent = true; ///< The walk visits N first.
    llvm::SmallVector<TSNode, 8> Out;
  } C;
  TLVisibleWalker W;
  W.payload = &C;
  W.visit = [](void *P, TSNode K) {
    Collect &C = *static_cast<Collect *>(P);
    if (C.AtParent) {
      C.AtParent = false;
      return true;
    }
    if (!NamedOnly || ts_node_is_named(K))
      C.Out.push_back(K);
    return false;
  };
  W.down = [](void *, TSNode) {};
  W.up = [](void *, TSNode) {};
  tl_walk_visible(N, &W);
  return std::move(C.Out);
}

llvm::SmallVector<TSNode, 8> namedChildren(TSNode N) {
  if (const ChildTable *Recorded = ChildTable::active())
    if (std::optional<llvm::ArrayRef<TSNode>> Known =
            Recorded->namedChildren(N))
      return llvm::SmallVector<TSNode, 8>(*Known);
  return collectChildren<true>(N);
}
llvm::SmallVector<TSNode, 8> allChildren(TSNode N) {
  return collectChildren<false>(N);
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

unsigned countSyntaxErrors(TSNode Root) {
  unsigned N = 0;
  llvm::SmallVector<TSNode, 64> Work{Root};
  while (!Work.empty()) {
    TSNode X = Work.pop_back_val();
    if (ts_node_is_error(X) || ts_node_is_missing(X))
      ++N;
    if (!ts_node_has_error(X))
      continue;
    for (TSNode K : allChildren(X))
      Work.push_back(K);
  }
  return N;
}

bool startModule(const SyntaxTree &T, ir::Module &M, unsigned MaxDepth) {
  if (T.timedOut()) {
    M.TimedOut = true;
    return false;
  }
  if (T.gaveUp()) {
    M.Diags.push_back({{1, 1},
                       "the parser gave up recovering from this file's "
                       "syntax errors (more than 100 steps per byte); not "
                       "analysed",
                       true});
    return false;
  }
  if (!T.valid()) {
    M.Diags.push_back({{1, 1}, "the file could not be parsed", true});
    return false;
  }
  if (std::optional<TSNode> Err = firstSyntaxError(T.root(), MaxDepth))
    M.Diags.push_back(
        {T.begin(*Err),
         "syntax error; analysis of the code around it may be incomplete",
         true});
  return true;
}

std::vector<Comment> comments(const SyntaxTree &T) {
  std::vector<Comment> Out;
  if (!T.valid())
    return Out;
  struct Collect {
    const SyntaxTree &T;
    std::vector<Comment> &Out;
  } C{T, Out};
  TLVisibleWalker W;
  W.payload = &C;
  W.visit = [](void *P, TSNode N) {
    Collect &C = *static_cast<Collect *>(P);
    if (is(N, "comment")) {
      llvm::StringRef Text = C.T.text(N);
      if (!Text.consume_front("//") && !Text.consume_front("#") &&
          Text.consume_front("/*"))
        Text.consume_back("*/");
      TSPoint E = ts_node_end_point(N);
      C.Out.push_back({Text.str(), C.T.begin(N),
                       C.T.loc({E.row, E.column ? E.column - 1 : 0}), ""});
    }
    return true;
  };
  W.down = [](void *, TSNode) {};
  W.up = [](void *, TSNode) {};
  tl_walk_visible(T.root(), &W);
  return Out;
}

} // namespace tensorlint::frontend::treesitter
