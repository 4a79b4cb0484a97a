//===- FunctionCorrespondence.cpp - A function's id before an edit --------===//

#include "frontend/js/FunctionCorrespondence.h"

#include "llvm/ADT/StringExtras.h"

namespace tensorlint::frontend::js {

namespace {

/// What pairs a touched function with one of before: what it is, not where
/// (an anonymous function's name, "<arrow@12:5>", by its kind).
bool pairable(const FunctionShape &A, const FunctionShape &B) {
  auto Kind = [](llvm::StringRef Name) {
    return Name.starts_with("<") ? Name.split('@').first : Name;
  };
  return Kind(A.Name) == Kind(B.Name) && A.IsAsync == B.IsAsync &&
         A.HasJsx == B.HasJsx && A.InObjectLiteral == B.InObjectLiteral &&
         A.ArgIndex == B.ArgIndex && A.ExportName == B.ExportName &&
         (A.CallArgOf != 0) == (B.CallArgOf != 0) &&
         (A.AssignedTo != 0) == (B.AssignedTo != 0) &&
         (A.Class != 0) == (B.Class != 0) && A.ClassName == B.ClassName &&
         A.AssignedToText == B.AssignedToText;
}

/// A contiguous range of function ids.
struct IdRange {
  ir::FunctionId First = 0, End = 0;
};

/// Pairs the touched functions by the longest common subsequence of their
/// shapes. A statement holds a few functions; a long one (a class of many
/// methods) that gained or lost one is not worth the table: nothing pairs.

void pairTouched(llvm::ArrayRef<FunctionShape> New,
                 llvm::ArrayRef<FunctionShape> Old, IdRange NewTouched,
                 IdRange OldTouched, FunctionCorrespondence &Out) {
  size_t A = NewTouched.End - NewTouched.First;
  size_t B = OldTouched.End - OldTouched.First;
  constexpr size_t MaxCells = 1 << 14;
  if (A == 0 || B == 0 || (A + 1) * (B + 1) > MaxCells)
    return;
  // Len[I][J]: the longest common subsequence of the functions from I and J.
  std::vector<uint16_t> Len((A + 1) * (B + 1));
  auto At = [&](size_t I, size_t J) -> uint16_t & {
    return Len[I * (B + 1) + J];
  };
  auto Match = [&](size_t I, size_t J) {
    return pairable(New[NewTouched.First + I], Old[OldTouched.First + J]);
  };
  for (size_t I = A; I-- > 0;)
    for (size_t J = B; J-- > 0;)
      At(I, J) = Match(I, J) ? At(I + 1, J + 1) + 1
                             : std::max(At(I + 1, J), At(I, J + 1));
  for (size_t I = 0, J = 0; I < A && J < B;) {
    if (Match(I, J) && At(I, J) == At(I + 1, J + 1) + 1) {
      Out.OldOf[NewTouched.First + I] = OldTouched.First + J;
      ++I, ++J;
    } else if (At(I + 1, J) >= At(I, J + 1)) {
      ++I;
    } else {
      ++J;
    }
  }
}

bool identifierChar(char C) { return llvm::isAlnum(C) || C == '_' || C == '$'; }

/// JavaScript's reserved words: no code can call a function by one but as
/// a property (`api.delete()`). Error recovery names functions by them
/// while a declaration is typed (`export` on a line of its own names the
/// next function `export`).
bool reservedWord(llvm::StringRef Name) {
  static const llvm::StringSet<> Words = {
      "break",    "case",    "catch",  "class",      "const", "continue",
      "debugger", "default", "delete", "do",         "else",  "enum",
      "export",   "extends", "false",  "finally",    "for",   "function",
      "if",       "import",  "in",     "instanceof", "new",   "null",
      "return",   "super",   "switch", "this",       "throw", "true",
      "try",      "typeof",  "var",    "void",       "while", "with"};
  return Words.contains(Name);
}

/// Per statement, the range of the functions in it (functions follow the
/// source order).
std::vector<IdRange> functionsByStatement(llvm::ArrayRef<size_t> StatementOf,
                                          size_t Statements) {
  std::vector<IdRange> Out(Statements);
  for (ir::FunctionId Id = 1; Id < StatementOf.size(); ++Id) {
    size_t S = StatementOf[Id];
    if (S >= Statements)
      continue;
    if (Out[S].End == 0)
      Out[S].First = Id;
    Out[S].End = Id + 1;
  }
  return Out;
}

} // namespace

FunctionCorrespondence correspond(llvm::ArrayRef<FunctionShape> New,
                                  llvm::ArrayRef<size_t> NewStatementOf,
                                  llvm::ArrayRef<FunctionShape> Old,
                                  llvm::ArrayRef<size_t> OldStatementOf,
                                  size_t OldStatements,
                                  const TouchedStatements &Touched) {
  FunctionCorrespondence Out;
  Out.OldOf.assign(New.size(), ir::NoFunction);
  Out.NewOf.assign(Old.size(), ir::NoFunction);
  if (New.size() == Old.size()) {
    for (ir::FunctionId Id = 0; Id < New.size(); ++Id)
      Out.OldOf[Id] = Out.NewOf[Id] = Id;
    return Out;
  }
  Out.Identity = false;
  if (New.empty() || Old.empty())
    return Out;
  Out.OldOf[0] = 0; // the module
  size_t NewStatements =
      OldStatements + Touched.NewTouched - Touched.OldTouched;
  std::vector<IdRange> NewFns =
      functionsByStatement(NewStatementOf, NewStatements);
  std::vector<IdRange> OldFns =
      functionsByStatement(OldStatementOf, OldStatements);
  for (size_t J = 0; J < NewFns.size(); ++J) {
    if (Touched.touchesNew(J) || NewFns[J].End == 0)
      continue;
    size_t I = Touched.oldOf(J);
    IdRange A = NewFns[J], B = I < OldFns.size() ? OldFns[I] : IdRange();
    if (A.End - A.First != B.End - B.First)
      continue; // parsed differently: its functions are new
    for (ir::FunctionId K = 0; K < A.End - A.First; ++K)
      Out.OldOf[A.First + K] = B.First + K;
  }
  // The touched statements' functions.
  auto Span = [](const std::vector<IdRange> &Fns, size_t From, size_t To) {
    IdRange R{~0u, 0};
    for (size_t S = From; S < To && S < Fns.size(); ++S)
      if (Fns[S].End) {
        R.First = std::min(R.First, Fns[S].First);
        R.End = std::max(R.End, Fns[S].End);
      }
    return R.End ? R : IdRange();
  };
  pairTouched(New, Old,
              Span(NewFns, Touched.Before, Touched.Before + Touched.NewTouched),
              Span(OldFns, Touched.Before, Touched.Before + Touched.OldTouched),
              Out);
  // A function of before that two claim is neither's.
  std::vector<uint8_t> Claims(Old.size());
  for (ir::FunctionId Was : Out.OldOf)
    if (Was != ir::NoFunction && Claims[Was] < 2)
      ++Claims[Was];
  for (ir::FunctionId Id = 0; Id < New.size(); ++Id) {
    ir::FunctionId &Was = Out.OldOf[Id];
    if (Was == ir::NoFunction)
      continue;
    if (Claims[Was] == 1)
      Out.NewOf[Was] = Id;
    else
      Was = ir::NoFunction;
  }
  return Out;
}

void changedNames(NameTablesRef Now, NameTablesRef Old,
                  const FunctionCorrespondence &Corr, llvm::StringSet<> &Out) {
  auto Renumbered = [&](llvm::ArrayRef<ir::FunctionId> Ids) {
    llvm::SmallVector<ir::FunctionId, 1> R;
    for (ir::FunctionId Id : Ids)
      R.push_back(Id < Corr.NewOf.size() ? Corr.NewOf[Id] : ir::NoFunction);
    return R;
  };
  for (const auto &E : Now.Declared) {
    auto It = Old.Declared.find(E.getKey());
    if (It == Old.Declared.end() || Renumbered(It->second) != E.getValue())
      Out.insert(E.getKey());
  }
  for (const auto &E : Old.Declared)
    if (!Now.Declared.count(E.getKey()))
      Out.insert(E.getKey());
  auto Diff = [&](const llvm::StringSet<> &A, const llvm::StringSet<> &B) {
    for (const auto &E : A)
      if (!B.count(E.getKey()))
        Out.insert(E.getKey());
  };
  Diff(Now.ModuleNames, Old.ModuleNames);
  Diff(Old.ModuleNames, Now.ModuleNames);
  Diff(Now.StateSetters, Old.StateSetters);
  Diff(Old.StateSetters, Now.StateSetters);
}

bool mentionedOutside(llvm::StringRef Text, llvm::StringRef Name, uint32_t From,
                      uint32_t To) {
  Name = Name.rsplit('.').second.empty() ? Name : Name.rsplit('.').second;
  if (Name.empty())
    return false;
  bool Reserved = reservedWord(Name);
  for (size_t P = Text.find(Name); P != llvm::StringRef::npos;
       P = Text.find(Name, P + 1)) {
    if (P >= From && P < To)
      continue;
    size_t E = P + Name.size();
    if ((P == 0 || !identifierChar(Text[P - 1])) &&
        (E == Text.size() || !identifierChar(Text[E])) &&
        (!Reserved || llvm::StringRef(Text.data(), P).rtrim().ends_with(".")))
      return true;
  }
  return false;
}

} // namespace tensorlint::frontend::js
