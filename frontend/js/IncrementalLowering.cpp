//===- IncrementalLowering.cpp - Re-lowering only what an edit touched ----===//

#include "frontend/js/IncrementalLowering.h"

#include "frontend/Reclaim.h"
#include "frontend/js/FileLowering.h"
#include "frontend/js/FunctionCorrespondence.h"

#include "ir/Renumber.h"
#include "ir/TextChange.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"

#include <cstring>
#include <functional>
#include <optional>
#include <type_traits>

namespace tensorlint::frontend::js {

namespace {

/// The top-level nodes of a tree.
std::vector<TSNode> topLevelNodes(TSNode Root) {
  std::vector<TSNode> Out;
  TSTreeCursor C = ts_tree_cursor_new(Root);
  for (bool More = ts_tree_cursor_goto_first_child(&C); More;
       More = ts_tree_cursor_goto_next_sibling(&C))
    Out.push_back(ts_tree_cursor_current_node(&C));
  ts_tree_cursor_delete(&C);
  return Out;
}

std::vector<StatementSpan> statementsOf(const SyntaxTree &T) {
  std::vector<StatementSpan> Out;
  for (TSNode N : T.topLevel())
    Out.push_back(
        {ts_node_start_byte(N), ts_node_end_byte(N), ts_node_symbol(N), N.id});
  return Out;
}

uint32_t startOf(TSNode N) { return isNull(N) ? 0 : ts_node_start_byte(N) + 1; }

/// Where a function's own scope begins: its parameters (`(a, b)`, an
/// arrow's `a`), else its body; past its name, which the enclosing scope
/// declares.
TSNode ownScope(TSNode Fn) {
  if (isNull(Fn))
    return Fn;
  for (const char *Field : {"parameters", "parameter", "body"})
    if (TSNode N = field(Fn, Field); !isNull(N))
      return N;
  return Fn;
}

/// Whether two maps hold the same keys with equal values (StringMap's
/// order is its hash table's, so they are compared by lookup).
template <typename Map> bool sameEntries(const Map &A, const Map &B) {
  if (A.size() != B.size())
    return false;
  for (const auto &E : A) {
    auto It = B.find(E.getKey());
    if (It == B.end())
      return false;
    if constexpr (!std::is_same_v<typename Map::value_type::ValueType,
                                  std::nullopt_t>) // a StringSet's keys only
      if (!(It->getValue() == E.getValue()))
        return false;
  }
  return true;
}

/// Whether two sets of name tables (a FunctionIndex's, NameTables) match.
template <typename A, typename B> bool sameNames(const A &X, const B &Y) {
  return sameEntries(X.Declared, Y.Declared) &&
         sameEntries(X.ModuleNames, Y.ModuleNames) &&
         sameEntries(X.StateSetters, Y.StateSetters);
}

/// The index's name tables, taken when the lowering is done with it.
NameTables takeNames(FunctionIndex &Index) {
  return {std::move(Index.Declared), std::move(Index.ModuleNames),
          std::move(Index.StateSetters)};
}

/// What a lowering's record says of the file's syntax, taken once per
/// lowering: the incremental gate compares it and the record keeps it.
struct SyntaxSnapshot {
  std::vector<StatementSpan> Statements;
  std::vector<FunctionShape> Functions;
};

/// A position kept as start byte plus one (0: none), moved with C.
std::optional<uint32_t> movePlusOne(const ir::TextChange &C, uint32_t P) {
  if (P == 0)
    return 0u;
  std::optional<uint32_t> O = C.offset(P - 1);
  return O ? std::optional<uint32_t>(*O + 1) : std::nullopt;
}

/// The shapes of Index's functions. Old: the shapes of the lowering whose
/// fragments the index reused (its ReusedFrom), C the change since then. A
/// reused function is the same subtree, moved: where it ends and the text
/// it spells are its old shape's, moved, not read again from the tree
/// (reading every function's nodes after each keystroke costs a cache
/// miss per function).
std::vector<FunctionShape> shapesOf(const FunctionIndex &Index,
                                    const SyntaxTree &T,
                                    const std::vector<FunctionShape> *Old,
                                    const ir::TextChange *C) {
  std::vector<FunctionShape> Out;
  Out.reserve(Index.Functions.size());
  for (ir::FunctionId Id = 0; Id < Index.Functions.size(); ++Id) {
    const FunctionInfo &FI = Index.Functions[Id];
    FunctionShape S;
    S.Start = startOf(FI.Node);
    S.Name = FI.Name;
    S.IsAsync = FI.IsAsync;
    S.HasJsx = FI.HasJsx;
    S.InObjectLiteral = FI.InObjectLiteral;
    S.ArgIndex = FI.ArgIndex;
    S.ExportName = FI.ExportName;
    S.ClassExportName = FI.ClassExportName;
    S.Parent = FI.Parent;
    S.CallArgOf = startOf(FI.CallArgOf);
    S.AssignedTo = startOf(FI.AssignedTo);
    S.Class = startOf(FI.Class);
    S.Doc = startOf(FI.Doc);
    ir::FunctionId From =
        Id < Index.ReusedFrom.size() ? Index.ReusedFrom[Id] : ir::NoFunction;
    const FunctionShape *Was =
        Old && From < Old->size() ? &(*Old)[From] : nullptr;
    std::optional<uint32_t> End =
        Was ? movePlusOne(*C, Was->End) : std::nullopt;
    std::optional<uint32_t> Inner =
        Was ? movePlusOne(*C, Was->Inner) : std::nullopt;
    if (End && Inner) {
      S.End = *End;
      S.Inner = *Inner;
      S.AssignedToText = Was->AssignedToText;
      S.ClassName = Was->ClassName;
    } else {
      S.End = isNull(FI.Node) ? 0 : ts_node_end_byte(FI.Node) + 1;
      S.Inner = startOf(ownScope(FI.Node));
      if (!isNull(FI.AssignedTo))
        S.AssignedToText = T.text(FI.AssignedTo).str();
      if (!isNull(FI.Class))
        S.ClassName = T.text(field(FI.Class, "name")).str();
    }
    Out.push_back(std::move(S));
  }
  return Out;
}

/// Rec: the record of the lowering the index reused fragments from, C the
/// change since.
SyntaxSnapshot snapshotOf(const FileLowering &L, const LoweringRecord *Rec,
                          const ir::TextChange *C) {
  return {statementsOf(L.T),
          shapesOf(L.Index, L.T, Rec && C ? &Rec->Functions : nullptr, C)};
}

/// "Class@<byte>.field" with the class's start byte moved.
bool moveFieldKey(const ir::TextChange &C, std::string &Key) {
  size_t At = Key.find('@');
  size_t Dot = At == std::string::npos ? At : Key.find('.', At);
  uint32_t Byte = 0;
  if (Dot == std::string::npos ||
      llvm::StringRef(Key).slice(At + 1, Dot).getAsInteger(10, Byte))
    return false;
  std::optional<uint32_t> Moved = C.offset(Byte);
  if (!Moved)
    return false;
  Key = (llvm::StringRef(Key).take_front(At + 1) + llvm::Twine(*Moved) +
         llvm::StringRef(Key).drop_front(Dot))
            .str();
  return true;
}

/// A place key rooted at a class's receiver ("<path>#Class@<byte>.field",
/// FunctionPlaces.cpp) with the class's start byte moved; others as they
/// are.
bool movePlaceKey(const ir::TextChange &C, std::string &Key) {
  size_t Hash = Key.find('#');
  if (Hash == std::string::npos || Key.find('@', Hash) == std::string::npos)
    return true;
  std::string Rest = Key.substr(Hash + 1);
  // The class's own key has no field after it: "Class@<byte>".
  bool Bare = Rest.find('.') == std::string::npos;
  if (Bare)
    Rest += ".";
  if (!moveFieldKey(C, Rest))
    return false;
  if (Bare)
    Rest.pop_back();
  Key = Key.substr(0, Hash + 1) + Rest;
  return true;
}

/// The place keys of a reused function's IR, moved with the change.
bool movePlaceKeys(const ir::TextChange &C, ir::Function &F) {
  for (ir::FunctionAttrs::StoredFunction &S : F.Attrs.StoredFunctions)
    if (!movePlaceKey(C, S.Place))
      return false;
  for (ir::FunctionAttrs::PlaceCopy &P : F.Attrs.PlaceCopies)
    if (!movePlaceKey(C, P.From) || !movePlaceKey(C, P.To))
      return false;
  for (ir::Block &B : F.Blocks)
    for (ir::Op &O : B.Ops)
      if (!O.CalledPlace.empty() && !movePlaceKey(C, O.CalledPlace))
        return false;
  return true;
}

bool moveWrite(const ir::TextChange &C, FactWrite &W) {
  switch (W.K) {
  case FactWrite::ModuleDecl:
  case FactWrite::AssignedHint:
  case FactWrite::NotTensor:
  case FactWrite::UseHint:
    if (std::optional<uint32_t> D = movePlusOne(C, W.Decl)) {
      W.Decl = *D;
      return true;
    }
    return false;
  case FactWrite::Field:
    return moveFieldKey(C, W.Key);
  case FactWrite::Captures:
    for (FactWrite::Capture &Cap : W.Captured) {
      std::optional<uint32_t> D = movePlusOne(C, Cap.Decl);
      if (!D)
        return false;
      Cap.Decl = *D;
    }
    return true;
  default:
    return true;
  }
}

bool moveShape(const ir::TextChange &C, FunctionShape &S) {
  for (uint32_t *P : {&S.Start, &S.End, &S.Inner, &S.CallArgOf, &S.AssignedTo,
                      &S.Class, &S.Doc}) {
    std::optional<uint32_t> Moved = movePlusOne(C, *P);
    if (!Moved)
      return false;
    *P = *Moved;
  }
  return true;
}

/// Whether Old, moved with the change, is New. An anonymous function's
/// name spells the line and column it starts at ("<arrow@12:5>"), which
/// moves with a line break typed above it; where it starts is compared.
bool sameMoved(FunctionShape Old, const FunctionShape &New) {
  llvm::StringRef Name = Old.Name;
  if (Name.starts_with("<") &&
      Name.split('@').first == llvm::StringRef(New.Name).split('@').first)
    Old.Name = New.Name;
  return Old == New;
}

/// The shape with its positions reduced to "has one" (and an anonymous
/// function's name, "<arrow@12:5>", to its kind).
FunctionShape withoutPositions(FunctionShape S) {
  S.Start = S.End = S.Inner = 0;
  if (llvm::StringRef(S.Name).starts_with("<"))
    S.Name = llvm::StringRef(S.Name).split('@').first.str();
  for (uint32_t *P : {&S.CallArgOf, &S.AssignedTo, &S.Class, &S.Doc})
    *P = *P != 0;
  return S;
}

/// A write's target that the change removed.
constexpr ir::FunctionId GoneFunction = ir::NoFunction - 1;

/// Whether a function is lowered again and no code that is not calls it:
/// nothing outside the change spells a name of it.
using HiddenTest = std::function<bool(ir::FunctionId)>;

/// Which writes no function that is not lowered again reads.
struct UnseenWrites {
  /// Per function of this lowering: lowered again.
  llvm::ArrayRef<char> Live;
  HiddenTest Hidden;
  /// The own scopes (FunctionShape::Inner to End) of the functions lowered
  /// again or gone, in the positions of the writes tested.
  std::vector<std::pair<uint32_t, uint32_t>> LocalScopes;
  /// Names the change declared, renamed or removed, which code that is not
  /// lowered again does not spell.
  const llvm::StringSet<> *Unspelled = nullptr;

  bool unspelled(llvm::StringRef Name) const {
    return Unspelled && Unspelled->contains(Name);
  }
  /// Whether A and B tell code that is not lowered again the same: what a
  /// closure sees of names it does not spell is not read.
  bool same(const FactWrite &A, const FactWrite &B) const {
    if (A.K != FactWrite::Captures || B.K != FactWrite::Captures ||
        !Unspelled || Unspelled->empty())
      return A == B;
    FactWrite X = A, Y = B;
    for (FactWrite *W : {&X, &Y})
      llvm::erase_if(W->Captured, [&](const FactWrite::Capture &C) {
        return unspelled(C.Name);
      });
    return X == Y;
  }

  bool local(uint32_t Decl) const {
    return Decl != 0 && llvm::any_of(LocalScopes, [&](const auto &S) {
             return Decl >= S.first && Decl < S.second;
           });
  }
  bool liveOrGone(ir::FunctionId Id) const {
    return Id == GoneFunction || (Id < Live.size() && Live[Id]);
  }
  bool operator()(const FactWrite &W) const {
    switch (W.K) {
    case FactWrite::CallSite:
      // Read through the parameter hints they make, compared at the end
      // of each pass (ReplayPlan::endPass).
      return true;
    case FactWrite::Captures:
    case FactWrite::ScopeCallback:
      return liveOrGone(W.Target); // only the target reads them
    case FactWrite::Return:
      // Read by the callers of a function that nothing else names.
      return W.Target == GoneFunction ||
             (W.Target < Live.size() && Hidden(W.Target));
    case FactWrite::AssignedHint:
    case FactWrite::NotTensor:
    case FactWrite::UseHint:
      // A declaration in a function's scope is read in that scope only.
      return local(W.Decl);
    case FactWrite::ModuleVar:
    case FactWrite::ModuleDecl:
      return unspelled(W.Key);
    default:
      return false;
    }
  }
};

/// Lowers the functions of the edited statement (and the module's top-level
/// code) and replays the others' writes from the previous lowering, moved
/// with the text; abandons at the first write that differs.
class ReplayPlan : public PassPlan {
public:
  /// Old and Movable: per pass, per function of this lowering (a new one's
  /// writes are none); OldHints: per pass, per function, the parameter
  /// hints the call sites of the last lowering made.
  ReplayPlan(FactLog Old, std::vector<std::vector<char>> Movable,
             std::vector<char> Live, UnseenWrites Unseen,
             std::vector<std::vector<std::vector<bool>>> OldHints)
      : Old(std::move(Old)), Movable(std::move(Movable)), Live(std::move(Live)),
        Unseen(std::move(Unseen)), OldHints(std::move(OldHints)) {
    this->Unseen.Live = this->Live;
  }

  bool isLive(ir::FunctionId Id) const { return Live[Id]; }
  size_t passes() const { return Old.size(); }

  bool startPass(int Pass) override {
    if (size_t(Pass) < Old.size())
      return true;
    Why = "the file needs more lowering passes than before";
    return false;
  }
  FunctionFacts *replay(ir::FunctionId Id, int Pass) override {
    return isLive(Id) ? nullptr : &Old[Pass][Id];
  }
  bool lowered(ir::FunctionId Id, int Pass,
               const FunctionFacts &Wrote) override {
    if (!Movable[Pass][Id] || !sameWrites(Wrote.Writes, Old[Pass][Id].Writes)) {
      Why = "what the edited code tells other functions changed";
      return false;
    }
    return true;
  }
  bool endPass(int Pass,
               llvm::ArrayRef<std::vector<bool>> ParamHints) override {
    for (ir::FunctionId Id = 0; Id < ParamHints.size(); ++Id)
      if (!isLive(Id) && ParamHints[Id] != OldHints[Pass][Id]) {
        Why = "what the edited code passes to other functions changed";
        return false;
      }
    return true;
  }

  std::string Why;

private:
  /// A write that no function replayed reads (or reads as the parameter
  /// hints endPass compares) is seen as it is made: it need not be what it
  /// was.
  bool compared(const FactWrite &W) const { return !Unseen(W); }
  bool sameWrites(const std::vector<FactWrite> &A,
                  const std::vector<FactWrite> &B) const {
    auto I = A.begin(), J = B.begin();
    for (;;) {
      while (I != A.end() && !compared(*I))
        ++I;
      while (J != B.end() && !compared(*J))
        ++J;
      if (I == A.end() || J == B.end())
        return I == A.end() && J == B.end();
      if (!Unseen.same(*I, *J))
        return false;
      ++I;
      ++J;
    }
  }

  FactLog Old;
  std::vector<std::vector<char>> Movable;
  /// Per function: lowered again (the top-level code and the functions of
  /// the changed statements).
  std::vector<char> Live;
  UnseenWrites Unseen;
  std::vector<std::vector<std::vector<bool>>> OldHints;
};

/// Replaces Rec with the record of L's lowering. Extents: of L.M's
/// functions (ir::Extent), or empty to compute them.
void fillRecord(std::unique_ptr<LoweringRecord> &Rec, FileLowering &L,
                FactLog Log, SyntaxSnapshot Syntax,
                std::vector<ir::Extent> Extents = {}) {
  auto New = std::make_unique<LoweringRecord>();
  LoweringRecord &R = *New;
  if (Extents.empty())
    for (const ir::Function &F : L.M.Functions)
      Extents.push_back(ir::Extent::of(F));
  R.Extents = std::move(Extents);
  R.Tree = L.T.copyTree();
  R.Fragments = std::move(L.Index.Fragments);
  R.Text = L.T.source().str();
  // The caller reads this module while the record keeps it for the next
  // lowering: one module, not a copy.
  R.Module = std::make_shared<ir::Module>(std::move(L.M));
  R.Log = std::move(Log);
  R.Statements = std::move(Syntax.Statements);
  R.Functions = std::move(Syntax.Functions);
  // The lowering is done with its index, classification and bindings.
  R.Names = takeNames(L.Index);
  R.Classified = std::move(L.Classified);
  R.Own = std::move(L.Own);
  R.B = std::move(L.B);
  R.MentionsTslibHelpers = L.MentionsTslibHelpers;
  // The old record (its tree holds the subtrees the new one no longer
  // shares) is freed after the editor has its diagnostics.
  if (Rec)
    retire(std::move(Rec));
  Rec = std::move(New);
}

/// Whether a file's lowerings can be based on one another: a Vue
/// component and an HTML page are lowered from a masked copy of their text,
/// and the IR's columns skip a byte-order mark that TextChange counts.
bool incrementalFile(const SyntaxTree &T, ir::Language Lang) {
  return Lang != ir::Language::Vue && Lang != ir::Language::Html &&
         T.bomBytes() == 0;
}

/// Whether a lowering that ran its passes can serve as the base of the
/// next one: code nested too deep leaves functions out.
bool complete(const FileLowering &L) {
  return !L.Ctx->DepthReported && !L.M.TimedOut;
}

/// Whether Old (a node of an earlier tree) and New parsed alike: the same
/// nodes, kinds, fields and missing tokens, at the positions C moves them
/// to. (The text outside the change is the same.)
bool sameStructure(TSNode Old, TSNode New, const ir::TextChange &C) {
  TSTreeCursor A = ts_tree_cursor_new(Old), B = ts_tree_cursor_new(New);
  bool Same = true;
  for (bool Done = false; Same && !Done;) {
    TSNode X = ts_tree_cursor_current_node(&A);
    TSNode Y = ts_tree_cursor_current_node(&B);
    std::optional<uint32_t> Start = C.offset(ts_node_start_byte(X));
    std::optional<uint32_t> End = C.offset(ts_node_end_byte(X));
    if (ts_node_symbol(X) != ts_node_symbol(Y) ||
        ts_node_is_missing(X) != ts_node_is_missing(Y) ||
        ts_tree_cursor_current_field_id(&A) !=
            ts_tree_cursor_current_field_id(&B) ||
        !Start || *Start != ts_node_start_byte(Y) || !End ||
        *End != ts_node_end_byte(Y)) {
      Same = false;
      break;
    }
    bool DownA = ts_tree_cursor_goto_first_child(&A);
    if (DownA != ts_tree_cursor_goto_first_child(&B)) {
      Same = false;
      break;
    }
    if (DownA)
      continue;
    for (;;) {
      bool NextA = ts_tree_cursor_goto_next_sibling(&A);
      if (NextA != ts_tree_cursor_goto_next_sibling(&B)) {
        Same = false;
        break;
      }
      if (NextA)
        break;
      if (!ts_tree_cursor_goto_parent(&A)) {
        Done = true;
        break;
      }
      ts_tree_cursor_goto_parent(&B);
    }
  }
  ts_tree_cursor_delete(&A);
  ts_tree_cursor_delete(&B);
  return Same;
}

/// The statements an edit makes the incremental lowering lower again.
struct StatementChanges {
  /// Per statement: lowered again.
  std::vector<char> Changed;
  TouchedStatements Touched;
};

/// Which top-level statements must be lowered again: those the change
/// touched (edited, typed anew: an import, a comment, a blank line's
/// neighbours are not), the statement after a comment the change touched
/// (a JSDoc comment types the function it documents), and those the parser
/// did not reuse (their text is unchanged, but error recovery or an
/// ambiguity the parser resolved again may have parsed it differently)
/// unless they parsed alike. None when the statements away from the change
/// did not just stay or move with it. OldTree is the tree Old was taken
/// from.
std::optional<StatementChanges>
changedStatements(const std::vector<StatementSpan> &Old,
                  const std::vector<StatementSpan> &New,
                  const ir::TextChange &C, const TSTree *OldTree,
                  const SyntaxTree &T) {
  const TSLanguage *Grammar = T.language();
  if (C.none())
    return std::nullopt;
  auto IsComment = [&](uint16_t Symbol) {
    return llvm::StringRef(ts_language_symbol_name(Grammar, Symbol)) ==
           "comment";
  };
  // The statements before the change that stayed, and those after it that
  // moved with it (counted from the end); those between are the ones the
  // change touched: edited, typed anew, removed, or parsed again otherwise
  // (error recovery may turn an unchanged statement next to the change into
  // an error).
  auto Same = [](StatementSpan A, const StatementSpan &B, int64_t Delta) {
    return int64_t(A.Start) + Delta == int64_t(B.Start) &&
           int64_t(A.End) + Delta == int64_t(B.End) && A.Symbol == B.Symbol;
  };
  size_t Before = 0;
  while (Before < Old.size() && Before < New.size() &&
         Old[Before].End < C.Start && Same(Old[Before], New[Before], 0))
    ++Before;
  size_t After = 0;
  while (After < Old.size() - Before && After < New.size() - Before) {
    const StatementSpan &O = Old[Old.size() - 1 - After];
    const StatementSpan &N = New[New.size() - 1 - After];
    if (O.Start <= C.OldEnd || !Same(O, N, C.delta()))
      break;
    ++After;
  }
  size_t OldTouched = Old.size() - Before - After;
  size_t NewTouched = New.size() - Before - After;
  std::vector<char> Changed(New.size());
  bool CommentTouched = false;
  for (size_t K = Before; K < Before + NewTouched; ++K) {
    Changed[K] = 1;
    CommentTouched |= IsComment(New[K].Symbol);
  }
  for (size_t K = Before; K < Before + OldTouched; ++K)
    CommentTouched |= IsComment(Old[K].Symbol);
  // The statements away from the change: the same, maybe parsed afresh.
  for (size_t K = 0; K < Before + After; ++K) {
    size_t I = K < Before ? K : K + OldTouched;
    size_t J = K < Before ? K : K + NewTouched;
    // The parser makes comments afresh: the same text is the same comment.
    Changed[J] = Old[I].Id != New[J].Id && !IsComment(Old[I].Symbol);
  }
  // What a touched comment documents is lowered again.
  if (CommentTouched && After)
    Changed[Before + NewTouched] = 1;
  // Statements the parser made afresh that parsed alike need no lowering.
  if (size_t(llvm::count(Changed, 1)) > NewTouched) {
    std::vector<TSNode> OldNodes = topLevelNodes(ts_tree_root_node(OldTree));
    llvm::ArrayRef<TSNode> NewNodes = T.topLevel();
    TouchedStatements Touched{Before, OldTouched, NewTouched};
    bool Aligned =
        OldNodes.size() == Old.size() && NewNodes.size() == New.size();
    for (size_t K = 0; Aligned && K < New.size(); ++K) {
      bool Documented = CommentTouched && After && K == Before + NewTouched;
      if (!Touched.touchesNew(K) && !Documented && Changed[K] &&
          sameStructure(OldNodes[Touched.oldOf(K)], NewNodes[K], C))
        Changed[K] = 0;
    }
  }
  return StatementChanges{std::move(Changed), {Before, OldTouched, NewTouched}};
}

/// Whether the module's top-level code reads nothing the change touched:
/// the change is inside the body of the function Top declares (`function
/// f() {...}`, maybe exported). Of such a statement the top-level code only
/// makes the function; it reads its id and, through the shared facts, what
/// its lowering tells; never its body.
bool changeInsideDeclaredBody(TSNode Top, const ir::TextChange &C) {
  TSNode D = is(Top, "export_statement") ? field(Top, "declaration") : Top;
  if (!is(D, "function_declaration") &&
      !is(D, "generator_function_declaration"))
    return false;
  TSNode Body = field(D, "body");
  // Strictly between its braces.
  return !isNull(Body) && ts_node_start_byte(Body) < C.Start &&
         C.NewEnd < ts_node_end_byte(Body);
}

/// Per function of Fns, the index of the statement it is in (the module's
/// top-level code: none, Statements.size()). Both follow the source order.
std::vector<size_t> statementOf(llvm::ArrayRef<StatementSpan> Statements,
                                llvm::ArrayRef<FunctionShape> Fns) {
  std::vector<size_t> Out(Fns.size(), Statements.size());
  size_t K = 0;
  for (ir::FunctionId Id = 1; Id < Fns.size(); ++Id) {
    while (K < Statements.size() && Statements[K].End < Fns[Id].Start)
      ++K;
    Out[Id] = K;
  }
  return Out;
}

/// Adds the names code elsewhere may call F by.
void addNames(const FunctionShape &F, llvm::StringSet<> &Names) {
  if (!F.Name.empty() && F.Name[0] != '<')
    Names.insert(F.Name);
  if (!F.AssignedToText.empty())
    Names.insert(F.AssignedToText);
}

/// Whether Now classifies as Was did, Was's function ids renumbered.
bool sameClassification(const ir::Function &Now, const ir::Function &Was,
                        const FunctionCorrespondence &Corr) {
  if (Corr.Identity)
    return Now == Was;
  ir::Function Renumbered = Was;
  bool Changed = false;
  return ir::renumberFunctions(Renumbered, ir::Renumbering{Corr.NewOf},
                               Changed) &&
         Now == Renumbered;
}

/// What the steps of lowerFromRecord share: the lowering L, the record Rec
/// of the last one, the change C since, and which function each was.
struct Relowering {
  FileLowering &L;
  LoweringRecord &Rec;
  const ir::TextChange &C;
  /// L's top-level statements and the shapes of its functions.
  const std::vector<StatementSpan> &Statements;
  const std::vector<FunctionShape> &Shapes;
  const FunctionCorrespondence &Corr;
  const ir::Renumbering &Renumber;
  /// L's number of functions.
  size_t N;
  /// Per function of L: lowered again.
  std::vector<char> Live = {};
  /// The names, by which code elsewhere may call a function, that the
  /// change declared, renamed or removed.
  llvm::StringSet<> Names = {};
  /// The text of the statements the change touched (none: 0, 0).
  uint32_t From = 0, To = 0;
};

/// The functions of the changed statements and the module's top-level code
/// are lowered again; the top-level code not when one function
/// declaration's body changed (and the statement is one before and after:
/// error recovery can merge statements around a change).
std::vector<char> changedFunctions(const Relowering &R,
                                   const StatementChanges &Changes,
                                   llvm::ArrayRef<size_t> NewStatementOf) {
  const std::vector<char> &Changed = Changes.Changed;
  const TouchedStatements &Touched = Changes.Touched;
  std::vector<char> Live(R.N);
  Live[0] = 1;
  if (llvm::count(Changed, 1) == 1 && Touched.OldTouched == 1 &&
      Touched.NewTouched == 1 && Changed[Touched.Before]) {
    size_t U = llvm::find(Changed, 1) - Changed.begin();
    TSNode Top =
        ts_node_first_child_for_byte(R.L.T.root(), R.Statements[U].Start);
    Live[0] = isNull(Top) || ts_node_start_byte(Top) != R.Statements[U].Start ||
              !changeInsideDeclaredBody(Top, R.C);
  }
  for (ir::FunctionId Id = 1; Id < R.N; ++Id)
    Live[Id] =
        NewStatementOf[Id] < Changed.size() && Changed[NewStatementOf[Id]];
  return Live;
}

/// A function lowered again may change in any way but in the names other
/// code calls it by (collected in R.Names); every other one must be the
/// same function, moved, and classified the same. The reason if not, else
/// "". The top-level code makes the functions of a statement: when the
/// change made other functions of it (added, removed, nested otherwise),
/// it is lowered again too.
std::string matchFunctions(Relowering &R) {
  bool OtherFunctions = !R.Corr.Identity;
  for (ir::FunctionId Id = 0; Id < R.N; ++Id) {
    ir::FunctionId Was = R.Corr.OldOf[Id];
    const FunctionShape &Now = R.Shapes[Id];
    if (R.Live[Id]) {
      bool New = Was == ir::NoFunction;
      if (New || R.Rec.Functions[Was].Name != Now.Name ||
          R.Rec.Functions[Was].AssignedToText != Now.AssignedToText) {
        addNames(Now, R.Names);
        if (!New)
          addNames(R.Rec.Functions[Was], R.Names);
      }
      // Code elsewhere finds a method by its class's name (`new A().run()`).
      if (!New && R.Rec.Functions[Was].ClassName != Now.ClassName)
        for (llvm::StringRef Class :
             {llvm::StringRef(R.Rec.Functions[Was].ClassName),
              llvm::StringRef(Now.ClassName)})
          if (!Class.empty())
            R.Names.insert(Class);
      OtherFunctions |= New || withoutPositions(R.Rec.Functions[Was]) !=
                                   withoutPositions(Now);
      continue;
    }
    if (Was == ir::NoFunction)
      return "a function away from the change is new";
    FunctionShape Old = R.Rec.Functions[Was];
    std::optional<ir::FunctionId> Parent = R.Renumber(Old.Parent);
    if (!Parent)
      return "the function index changed";
    Old.Parent = *Parent;
    if (!moveShape(R.C, Old) || !sameMoved(Old, Now))
      return "the function index changed";
    if (!sameClassification(R.L.Classified[Id], R.Rec.Classified[Was], R.Corr))
      return "how often a function runs changed";
  }
  if (OtherFunctions)
    R.Live[0] = 1;
  return "";
}

/// Whether code outside the statements the change touched spells one of
/// Spellings.
bool spelledOutside(const Relowering &R, const llvm::StringSet<> &Spellings) {
  return llvm::any_of(Spellings, [&](const auto &E) {
    return mentionedOutside(R.L.T.source(), E.getKey(), R.From, R.To);
  });
}

/// The own scopes of the functions lowered again, now and before (with
/// those of the functions gone): what their lowering writes of the
/// declarations there only they read.
void addOwnScopes(const Relowering &R, UnseenWrites &Now,
                  UnseenWrites &Before) {
  for (ir::FunctionId Id = 1; Id < R.N; ++Id)
    if (R.Live[Id])
      Now.LocalScopes.push_back({R.Shapes[Id].Inner, R.Shapes[Id].End});
  for (ir::FunctionId Was = 1; Was < R.Rec.Functions.size(); ++Was)
    if (ir::FunctionId Id = R.Corr.NewOf[Was];
        Id == ir::NoFunction || R.Live[Id])
      Before.LocalScopes.push_back(
          {R.Rec.Functions[Was].Inner, R.Rec.Functions[Was].End});
}

/// The record's writes, per pass, made ready to replay (replayWrites).
struct PreviousWrites {
  /// Per function of L, what it wrote, by the functions' ids now.
  FactLog Replayed;
  /// Per function of L: its writes moved with the text.
  std::vector<std::vector<char>> Movable;
  /// Per function of L, the parameter hints the last call sites made.
  std::vector<std::vector<std::vector<bool>>> OldHints;
};

/// The previous writes, by the functions' ids now, moved with the text. A
/// function whose writes do not move (they name a declaration in the
/// change) is lowered again; a re-lowered function's write that does not
/// move counts as changed, unless only it reads it. What a gone function
/// wrote must have been read by no code that is not lowered again (the
/// reason if not, else ""). And per pass, the parameter hints the previous
/// call sites made.
std::string replayWrites(Relowering &R, const UnseenWrites &UnseenBefore,
                         PreviousWrites &Out) {
  FactLog Old = std::move(R.Rec.Log);
  FactLog &Replayed = Out.Replayed;
  std::vector<std::vector<char>> &Movable = Out.Movable;
  std::vector<std::vector<std::vector<bool>>> &OldHints = Out.OldHints;
  Replayed = FactLog(Old.size());
  Movable.resize(Old.size());
  OldHints.resize(Old.size());
  auto Retarget = [&](FactWrite &W) {
    if (W.Target != ir::NoFunction) {
      std::optional<ir::FunctionId> New = R.Renumber(W.Target);
      W.Target = New ? *New : GoneFunction;
    }
  };
  for (size_t P = 0; P < Old.size(); ++P) {
    Replayed[P].resize(R.N);
    Movable[P].assign(R.N, 1);
    std::vector<std::vector<std::vector<bool>>> Sites(R.N);
    for (ir::FunctionId Was = 0; Was < Old[P].size(); ++Was) {
      ir::FunctionId Id =
          Was < R.Corr.NewOf.size() ? R.Corr.NewOf[Was] : ir::NoFunction;
      std::vector<FactWrite> &Writes = Old[P][Was].Writes;
      for (FactWrite &W : Writes) {
        Retarget(W);
        if (W.K == FactWrite::CallSite && W.Target < R.N)
          Sites[W.Target].push_back(W.Site);
      }
      if (Id == ir::NoFunction) {
        for (const FactWrite &W : Writes)
          if (!UnseenBefore(W))
            return "what a removed function told other functions is gone";
        continue;
      }
      // A function lowered again is compared with what it wrote that
      // others read.
      if (R.Live[Id])
        llvm::erase_if(Writes, [&](const FactWrite &W) {
          return W.K != FactWrite::CallSite && UnseenBefore(W);
        });
      for (FactWrite &W : Writes)
        if (!moveWrite(R.C, W))
          Movable[P][Id] = 0;
      Replayed[P][Id] = std::move(Old[P][Was]);
    }
    OldHints[P].reserve(R.N);
    for (const auto &S : Sites)
      OldHints[P].push_back(paramHints(S));
  }
  for (size_t P = 0; P < Replayed.size(); ++P)
    for (ir::FunctionId Id = 0; Id < R.N; ++Id)
      if (!Movable[P][Id])
        R.Live[Id] = 1;
  return "";
}

/// The IR of every function not lowered again: the previous one, moved
/// (not visited when it ends before the change), its references to other
/// functions renumbered, with where its positions end (Extents, as those of
/// the functions Plan lowered again). The reason if it cannot be, else "".
std::string reuseUnchangedIR(Relowering &R, const ReplayPlan &Plan,
                             std::vector<ir::Extent> &Extents) {
  const ir::TextChange &C = R.C;
  for (ir::FunctionId Id = 0; Id < R.N; ++Id) {
    if (Plan.isLive(Id)) {
      Extents[Id] = ir::Extent::of(R.L.M.Functions[Id]);
      continue;
    }
    ir::FunctionId Was = R.Corr.OldOf[Id];
    // The record's module is the one the last check read; nothing reads it
    // now but the record, unless a caller kept it.
    ir::Function F = R.Rec.Module.use_count() == 1
                         ? std::move(R.Rec.Module->Functions[Was])
                         : R.Rec.Module->Functions[Was];
    if (!R.Corr.Identity) {
      bool Renumbered = false;
      if (!ir::renumberFunctions(F, R.Renumber, Renumbered))
        return "unchanged code refers to a function the change removed";
      // Its IR is not what it was: nothing computed from it is reused.
      if (Renumbered)
        F.Rev = ir::Revision::next();
    }
    const ir::Extent &Extent = R.Rec.Extents[Was];
    if (Extent.before(C))
      ; // nothing moves
    else if (Extent.keepsLinesBy(C))
      ir::shiftOffsets(F, C.delta()); // the common keystroke
    else if (!ir::move(F, C, Extent.Spells))
      return "a position of unchanged code cannot be moved";
    if (!movePlaceKeys(C, F))
      return "a class of unchanged code cannot be moved";
    Extents[Id] = Extent.movedBy(C);
    R.L.M.Functions[Id] = std::move(F);
  }
  return "";
}

/// Re-lowers L's file from Rec when the change allows it; the reason why
/// not otherwise (L's passes may then have run and must run again).
std::string lowerFromRecord(FileLowering &L,
                            std::unique_ptr<LoweringRecord> &Record,
                            const ir::TextChange &C, SyntaxSnapshot &Syntax,
                            IncrementalStats &Stats) {
  LoweringRecord &Rec = *Record;
  const SyntaxTree &T = L.T;
  const std::vector<StatementSpan> &Statements = Syntax.Statements;
  if (ts_node_symbol(T.root()) != ts_node_symbol(ts_tree_root_node(Rec.Tree)))
    return "the file parses as a whole no more, or again";
  std::optional<StatementChanges> Changes =
      changedStatements(Rec.Statements, Statements, C, Rec.Tree, T);
  if (!Changes)
    return "the statements away from the change did not just move";
  size_t N = L.Index.Functions.size();
  const std::vector<FunctionShape> &Shapes = Syntax.Functions;
  // Which function each was: the functions of the statements the change
  // touched may be new, or gone.
  std::vector<size_t> NewStatementOf = statementOf(Statements, Shapes);
  std::vector<size_t> OldStatementOf =
      statementOf(Rec.Statements, Rec.Functions);
  const TouchedStatements &Touched = Changes->Touched;
  FunctionCorrespondence Corr =
      correspond(Shapes, NewStatementOf, Rec.Functions, OldStatementOf,
                 Rec.Statements.size(), Touched);
  ir::Renumbering Renumber{Corr.NewOf};
  Relowering R{L, Rec, C, Statements, Shapes, Corr, Renumber, N};
  R.Live = changedFunctions(R, *Changes, NewStatementOf);
  if (std::string Why = matchFunctions(R); !Why.empty())
    return Why;
  for (ir::FunctionId Was = 0; Was < Rec.Functions.size(); ++Was)
    if (Corr.NewOf[Was] == ir::NoFunction)
      addNames(Rec.Functions[Was], R.Names);
  changedNames(L.Index, Rec.Names, Corr, R.Names);
  // Code outside the statements the change touched that spells such a
  // name may call another function now (or none).
  if (Touched.NewTouched) {
    R.From = Statements[Touched.Before].Start;
    R.To = Statements[Touched.Before + Touched.NewTouched - 1].End;
  }
  if (spelledOutside(R, R.Names))
    return "a name the change declared, renamed or removed is used "
           "elsewhere";
  // A function lowered again that nothing outside the change names (an
  // anonymous one; one whose names were just checked) is called by no
  // code that is not lowered again: what it returns is unseen there.
  std::vector<int8_t> HiddenMemo(N, -1);
  HiddenTest Hidden = [&](ir::FunctionId Id) {
    if (Id >= N || !R.Live[Id])
      return false;
    if (HiddenMemo[Id] < 0) {
      llvm::StringSet<> Own;
      addNames(Shapes[Id], Own);
      HiddenMemo[Id] = !spelledOutside(R, Own);
    }
    return HiddenMemo[Id] == 1;
  };
  if (!L.B.sameAs(Rec.B))
    return "the imports changed";
  if (L.MentionsTslibHelpers != Rec.MentionsTslibHelpers)
    return "tslib helpers appeared or went";

  UnseenWrites UnseenNow{R.Live, Hidden, {}, &R.Names},
      UnseenBefore{R.Live, Hidden, {}, &R.Names};
  addOwnScopes(R, UnseenNow, UnseenBefore);
  PreviousWrites Previous;
  if (std::string Why = replayWrites(R, UnseenBefore, Previous); !Why.empty())
    return Why;
  unsigned Lowered = unsigned(llvm::count(R.Live, 1));
  ReplayPlan Plan(std::move(Previous.Replayed), std::move(Previous.Movable),
                  R.Live, std::move(UnseenNow), std::move(Previous.OldHints));
  FactLog Log;
  switch (L.runPasses(Plan, &Log)) {
  case FileLowering::Outcome::TimedOut:
    return "";
  case FileLowering::Outcome::Abandoned:
    return Plan.Why;
  case FileLowering::Outcome::Done:
    break;
  }
  if (Log.size() != Plan.passes())
    return "the file needs fewer lowering passes than before";
  if (!complete(L))
    return "code nested too deep";
  std::vector<ir::Extent> Extents(N);
  if (std::string Why = reuseUnchangedIR(R, Plan, Extents); !Why.empty())
    return Why;
  Stats.Incremental = true;
  Stats.Lowered = Lowered;
  Stats.Reused = unsigned(N) - Stats.Lowered;
  Stats.Added = unsigned(llvm::count(Corr.OldOf, ir::NoFunction));
  Stats.Removed = unsigned(llvm::count(Corr.NewOf, ir::NoFunction));
  // Done: the record takes the snapshot (the caller reads it only when
  // the incremental lowering fails).
  fillRecord(Record, L, std::move(Log), std::move(Syntax), std::move(Extents));
  return "";
}

bool sameNode(TSNode A, TSNode B) {
  return std::memcmp(&A, &B, sizeof(TSNode)) == 0;
}

/// What differs between an index built from a previous one (Reused) and
/// one built afresh on the same tree, or "".
std::string indexDifference(const FunctionIndex &Reused,
                            const FunctionIndex &Fresh) {
  if (Reused.Functions.size() != Fresh.Functions.size())
    return "the number of functions";
  for (size_t I = 0; I < Fresh.Functions.size(); ++I) {
    const FunctionInfo &A = Reused.Functions[I], &B = Fresh.Functions[I];
    if (!sameNode(A.Node, B.Node) || A.Parent != B.Parent || A.Name != B.Name ||
        A.IsAsync != B.IsAsync || A.HasJsx != B.HasJsx ||
        !sameNode(A.CallArgOf, B.CallArgOf) || A.ArgIndex != B.ArgIndex ||
        !sameNode(A.AssignedTo, B.AssignedTo) || !sameNode(A.Class, B.Class) ||
        A.InObjectLiteral != B.InObjectLiteral || !sameNode(A.Doc, B.Doc) ||
        A.ExportName != B.ExportName || A.ClassExportName != B.ClassExportName)
      return "function " + std::to_string(I);
  }
  if (!sameNames(Reused, Fresh))
    return "the name tables";
  if (Reused.NamedArguments.size() != Fresh.NamedArguments.size())
    return "the number of named arguments";
  for (size_t I = 0; I < Fresh.NamedArguments.size(); ++I) {
    const NamedArgument &A = Reused.NamedArguments[I],
                        &B = Fresh.NamedArguments[I];
    if (!sameNode(A.Call, B.Call) || !sameNode(A.Name, B.Name) ||
        A.Index != B.Index || A.Enclosing != B.Enclosing)
      return "named argument " + std::to_string(I);
  }
  if (Reused.NamedFiles != Fresh.NamedFiles)
    return "the files strings name";
  if (Reused.DocBefore.size() != Fresh.DocBefore.size())
    return "the number of doc comments";
  for (const auto &E : Fresh.DocBefore) {
    auto It = Reused.DocBefore.find(E.first);
    if (It == Reused.DocBefore.end() || !sameNode(It->second, E.second))
      return "a doc comment";
  }
  if (Reused.ByNode != Fresh.ByNode ||
      Reused.DepthExceeded != Fresh.DepthExceeded)
    return "the node table";
  return "";
}

} // namespace

LoweringRecord::~LoweringRecord() {
  if (Tree)
    ts_tree_delete(Tree);
}

std::shared_ptr<const ir::Module>
lowerKeepingRecord(const SyntaxTree &T, llvm::StringRef Path, ir::Language Lang,
                   const apis::ApiDatabase &Apis, const JsOptions &Opts,
                   std::unique_ptr<LoweringRecord> &Rec,
                   IncrementalStats &Stats, bool Verify) {
  Stats = {};
  auto Unshared = [](ir::Module &&M) {
    return std::make_shared<const ir::Module>(std::move(M));
  };
  if (Rec && (!incrementalFile(T, Lang) || Rec->Module->Path != Path))
    Rec.reset();
  // (A document checked again with its text unchanged, after a
  // configuration change, goes through the incremental path with an empty
  // change, which starts afresh if the API models differ.)
  // Freed after the editor has its diagnostics (Reclaim.h), once the
  // module has been taken out of it.
  auto Lowering = std::make_unique<FileLowering>(T, Path, Lang, Apis, Opts);
  auto RetireLowering =
      llvm::make_scope_exit([&] { retire(std::move(Lowering)); });
  FileLowering &L = *Lowering;
  std::optional<ir::TextChange> Change;
  if (Rec)
    Stats.Change = Change = ir::TextChange::between(Rec->Text, T.source());
  std::optional<IndexReuse> Reuse;
  if (Change)
    Reuse.emplace(IndexReuse{Rec->Fragments, *Change});
  std::optional<FileLowering::EarlierClasses> Earlier;
  if (Reuse)
    Earlier.emplace(FileLowering::EarlierClasses{Rec->B, Rec->Own});
  bool Prepared = L.prepare(Reuse ? &*Reuse : nullptr,
                            /*KeepFragments=*/incrementalFile(T, Lang),
                            Earlier ? &*Earlier : nullptr);
  Stats.Walked = L.Index.Walked;
  Stats.TopLevel = unsigned(L.Index.Fragments.size());
  if (Verify && Reuse && Prepared) {
    FunctionIndex Fresh;
    Fresh.Conventions = L.Index.Conventions;
    Fresh.build(T, Opts.MaxDepth);
    Stats.IndexDiffers = indexDifference(L.Index, Fresh);
  }
  if (!Prepared) {
    Rec.reset();
    Stats.Fresh = "nothing to lower";
    return Unshared(std::move(L.M));
  }
  // Taken once: the incremental gate reads it, the record keeps it.
  SyntaxSnapshot Syntax;
  if (incrementalFile(T, Lang))
    Syntax =
        snapshotOf(L, Reuse ? Rec.get() : nullptr, Change ? &*Change : nullptr);
  if (Rec) {
    std::string Why = lowerFromRecord(L, Rec, *Change, Syntax, Stats);
    if (Stats.Incremental)
      return Rec->Module;
    if (L.M.TimedOut) {
      Rec.reset();
      return Unshared(std::move(L.M));
    }
    Stats.Fresh = Why;
  } else {
    Stats.Fresh = incrementalFile(T, Lang)
                      ? "first lowering"
                      : "the file cannot be lowered incrementally";
  }
  PassPlan LowerAll;
  FactLog Log;
  L.runPasses(LowerAll, &Log);
  Stats.Lowered = unsigned(L.Index.Functions.size());
  if (incrementalFile(T, Lang) && complete(L)) {
    fillRecord(Rec, L, std::move(Log), std::move(Syntax));
    return Rec->Module;
  }
  Rec.reset();
  return Unshared(std::move(L.M));
}

} // namespace tensorlint::frontend::js
