//===- TextChange.cpp - Moving IR positions with an edit ------------------===//

#include "ir/TextChange.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cstring>

namespace tensorlint::ir {

namespace {

/// The line and column of byte Offset of Text, counting from the line and
/// column of byte From (From <= Offset).
SourceLoc advance(llvm::StringRef Text, uint32_t From, SourceLoc At,
                  uint32_t Offset) {
  llvm::StringRef Span = Text.slice(From, Offset);
  size_t Newlines = Span.count('\n');
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

std::optional<uint32_t> TextChange::offset(uint32_t O) const {
  if (O < Start)
    return O;
  if (O <= OldEnd)
    return std::nullopt;
  return uint32_t(int64_t(O) + delta());
}

std::optional<SourceLoc> TextChange::loc(SourceLoc L) const {
  if (L < StartLoc)
    return L;
  if (L <= OldEndLoc)
    return std::nullopt;
  SourceLoc Out = L;
  if (L.Line == OldEndLoc.Line)
    Out.Col = L.Col - OldEndLoc.Col + NewEndLoc.Col;
  Out.Line = L.Line - OldEndLoc.Line + NewEndLoc.Line;
  return Out;
}

bool TextChange::move(SourceRange &R) const {
  if (!R.isValid())
    return true;
  std::optional<SourceLoc> B = loc(R.Begin), E = loc(R.End);
  std::optional<uint32_t> BO = offset(R.BeginOffset), EO = offset(R.EndOffset);
  if (!B || !E || !BO || !EO)
    return false;
  R.Begin = *B;
  R.End = *E;
  R.BeginOffset = *BO;
  R.EndOffset = *EO;
  return true;
}

bool TextChange::moveSpelled(std::string &S) const {
  size_t At = S.find('@');
  if (At == std::string::npos)
    return true;
  std::string Out;
  size_t Done = 0;
  for (; At != std::string::npos; At = S.find('@', At + 1)) {
    size_t Colon = S.find(':', At);
    size_t Close = Colon == std::string::npos ? Colon : S.find('>', Colon);
    unsigned Line = 0, Col = 0;
    if (Close == std::string::npos ||
        llvm::StringRef(S).slice(At + 1, Colon).getAsInteger(10, Line) ||
        llvm::StringRef(S).slice(Colon + 1, Close).getAsInteger(10, Col))
      continue;
    std::optional<SourceLoc> L = loc({Line, Col});
    if (!L)
      return false;
    Out += S.substr(Done, At + 1 - Done);
    Out += llvm::utostr(L->Line) + ":" + llvm::utostr(L->Col);
    Done = Close;
  }
  if (Done == 0)
    return true;
  Out += S.substr(Done);
  S = std::move(Out);
  return true;
}

bool move(Function &F, const TextChange &C) {
  bool Ok = C.move(F.Range) && C.moveSpelled(F.Name) &&
            C.moveSpelled(F.Attrs.FreqReason);
  for (Value &V : F.Values)
    Ok = Ok && C.move(V.Decl) && C.moveSpelled(V.Name);
  for (Block &B : F.Blocks) {
    Ok = Ok && C.move(B.TermRange);
    for (Op &O : B.Ops)
      Ok = Ok && C.move(O.Range) && C.moveSpelled(O.Api);
  }
  return Ok;
}

} // namespace tensorlint::ir
