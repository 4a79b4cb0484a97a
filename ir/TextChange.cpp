//===- TextChange.cpp - Moving IR positions with an edit ------------------===//

#include "ir/TextChange.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace tensorlint::ir {

namespace {

/// The newlines in S, counted in runs of at most 255 bytes into a byte-wide
/// counter: a loop the compiler vectorises, 16 bytes a step, where
/// StringRef::count's word-wide counter goes a byte a step. The text before
/// a keystroke is half the file, on average.
size_t countNewlines(llvm::StringRef S) {
  size_t Total = 0;
  const auto *P = reinterpret_cast<const unsigned char *>(S.data());
  for (size_t Left = S.size(); Left != 0;) {
    size_t Run = std::min<size_t>(Left, 255);
    uint8_t InRun = 0;
    for (size_t I = 0; I != Run; ++I)
      InRun += P[I] == '\n';
    Total += InRun;
    P += Run;
    Left -= Run;
  }
  return Total;
}

/// The line and column of byte Offset of Text, counting from the line and
/// column of byte From (From <= Offset).
SourceLoc advance(llvm::StringRef Text, uint32_t From, SourceLoc At,
                  uint32_t Offset) {
  llvm::StringRef Span = Text.slice(From, Offset);
  size_t Newlines = countNewlines(Span);
  if (Newlines == 0)
    return {At.Line, At.Col + uint32_t(Span.size())};
  size_t LastNewline = Span.rfind('\n');
  return {At.Line + uint32_t(Newlines), uint32_t(Span.size() - LastNewline)};
}

} // namespace

/// Bytes are compared a block at a time (memcmp is vectorised), then one at
/// a time inside the first block that differs: the texts are a whole file
/// each, compared on every keystroke.
constexpr size_t CompareBlock = 256;

TextChange TextChange::between(llvm::StringRef Old, llvm::StringRef New) {
  size_t Shorter = std::min(Old.size(), New.size());
  size_t Prefix = 0;
  while (Prefix + CompareBlock <= Shorter &&
         std::memcmp(Old.data() + Prefix, New.data() + Prefix, CompareBlock) ==
             0)
    Prefix += CompareBlock;
  while (Prefix < Shorter && Old[Prefix] == New[Prefix])
    ++Prefix;
  size_t Suffix = 0;
  size_t MaxSuffix = Shorter - Prefix;
  while (Suffix + CompareBlock <= MaxSuffix &&
         std::memcmp(Old.end() - Suffix - CompareBlock,
                     New.end() - Suffix - CompareBlock, CompareBlock) == 0)
    Suffix += CompareBlock;
  while (Suffix < MaxSuffix &&
         Old[Old.size() - 1 - Suffix] == New[New.size() - 1 - Suffix])
    ++Suffix;
  TextChange C;
  C.Start = uint32_t(Prefix);
  C.OldEnd = uint32_t(Old.size() - Suffix);
  C.NewEnd = uint32_t(New.size() - Suffix);
  C.StartLoc = advance(Old, 0, {1, 1}, C.Start);
  C.OldEndLoc = advance(Old, C.Start, C.StartLoc, C.OldEnd);
  C.NewEndLoc = advance(New, C.Start, C.StartLoc, C.NewEnd);
  return C;
}

namespace {

/// Calls Each(At, Close, Loc) for every "@line:col>" S spells (At: the
/// '@', Close: the '>'), in order, until Each returns false; false then.
template <typename Fn> bool forEachSpelled(llvm::StringRef S, Fn Each) {
  for (size_t At = S.find('@'); At != llvm::StringRef::npos;
       At = S.find('@', At + 1)) {
    size_t Colon = S.find(':', At);
    size_t Close = Colon == llvm::StringRef::npos ? Colon : S.find('>', Colon);
    unsigned Line = 0, Col = 0;
    if (Close == llvm::StringRef::npos ||
        S.slice(At + 1, Colon).getAsInteger(10, Line) ||
        S.slice(Colon + 1, Close).getAsInteger(10, Col))
      continue;
    if (!Each(At, Close, SourceLoc{Line, Col}))
      return false;
  }
  return true;
}

} // namespace

bool TextChange::moveSpelled(std::string &S) const {
  if (S.find('@') == std::string::npos)
    return true;
  std::string Out;
  size_t Done = 0;
  bool Ok = forEachSpelled(S, [&](size_t At, size_t Close, SourceLoc Was) {
    std::optional<SourceLoc> L = loc(Was);
    if (!L)
      return false;
    // An edit that adds no line leaves the positions of the lines after it
    // as they were: the name is rewritten only where one moves.
    if (*L == Was)
      return true;
    Out += S.substr(Done, At + 1 - Done);
    Out += llvm::utostr(L->Line) + ":" + llvm::utostr(L->Col);
    Done = Close;
    return true;
  });
  if (!Ok)
    return false;
  if (Done == 0)
    return true;
  Out += S.substr(Done);
  S = std::move(Out);
  return true;
}

Extent Extent::of(const Function &F) {
  Extent E;
  auto Range = [&](const SourceRange &R) {
    if (!R.isValid())
      return;
    E.LastOffset = std::max({E.LastOffset, R.BeginOffset, R.EndOffset});
    E.LastLoc = std::max({E.LastLoc, R.Begin, R.End});
    E.FirstLoc = std::min({E.FirstLoc, R.Begin, R.End});
  };
  auto Spelled = [&](llvm::StringRef S) {
    forEachSpelled(S, [&](size_t, size_t, SourceLoc L) {
      E.LastLoc = std::max(E.LastLoc, L);
      E.FirstLoc = std::min(E.FirstLoc, L);
      E.Spells = true;
      return true;
    });
  };
  Range(F.Range);
  Spelled(F.Name);
  Spelled(F.Attrs.FreqReason);
  for (const FunctionAttrs::ParamCall &P : F.Attrs.ParamCalls) {
    E.LastLoc = std::max(E.LastLoc, P.At);
    E.FirstLoc = std::min(E.FirstLoc, P.At);
  }
  for (const Value &V : F.Values) {
    Range(V.Decl);
    Spelled(V.Name);
  }
  for (const Block &B : F.Blocks) {
    Range(B.TermRange);
    for (const Op &O : B.Ops) {
      Range(O.Range);
      Spelled(O.Api);
    }
  }
  return E;
}

Extent Extent::movedBy(const TextChange &C) const {
  // Moving keeps the order of positions outside the change, so the last
  // position moves to the last one.
  Extent E = *this;
  E.LastOffset = C.offset(LastOffset).value_or(LastOffset);
  E.LastLoc = C.loc(LastLoc).value_or(LastLoc);
  E.FirstLoc = C.loc(FirstLoc).value_or(FirstLoc);
  return E;
}

void shiftOffsets(Function &F, int64_t Delta) {
  auto Shift = [&](SourceRange &R) {
    if (!R.isValid())
      return;
    R.BeginOffset = uint32_t(int64_t(R.BeginOffset) + Delta);
    R.EndOffset = uint32_t(int64_t(R.EndOffset) + Delta);
  };
  Shift(F.Range);
  for (Value &V : F.Values)
    Shift(V.Decl);
  for (Block &B : F.Blocks) {
    Shift(B.TermRange);
    for (Op &O : B.Ops)
      Shift(O.Range);
  }
}

bool move(Function &F, const TextChange &C, bool Spelled) {
  auto Name = [&](std::string &S) { return !Spelled || C.moveSpelled(S); };
  bool Ok = C.move(F.Range) && Name(F.Name) && Name(F.Attrs.FreqReason);
  for (Value &V : F.Values)
    Ok = Ok && C.move(V.Decl) && Name(V.Name);
  for (FunctionAttrs::ParamCall &P : F.Attrs.ParamCalls) {
    std::optional<SourceLoc> At = C.loc(P.At);
    Ok = Ok && At;
    if (At)
      P.At = *At;
  }
  for (Block &B : F.Blocks) {
    Ok = Ok && C.move(B.TermRange);
    for (Op &O : B.Ops)
      Ok = Ok && C.move(O.Range) && Name(O.Api);
  }
  return Ok;
}

} // namespace tensorlint::ir
