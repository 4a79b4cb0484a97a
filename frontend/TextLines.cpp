//===- TextLines.cpp - Byte offsets <-> editor positions ------------------===//

#include "frontend/TextLines.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace tensorlint::frontend {

namespace {

/// Bytes and UTF-16 code units of the UTF-8 sequence at Text[Off], cut at
/// End. Invalid bytes count as one byte and one unit.
std::pair<uint32_t, uint32_t> charAt(llvm::StringRef Text, uint32_t Off,
                                     uint32_t End) {
  auto C = static_cast<unsigned char>(Text[Off]);
  uint32_t Len = 1, Units = 1;
  if (C >= 0xF0 && C <= 0xF7) {
    Len = 4;
    Units = 2;
  } else if (C >= 0xE0) {
    Len = C <= 0xEF ? 3 : 1;
  } else if (C >= 0xC0) {
    Len = 2;
  }
  if (Off + Len > End)
    Len = End - Off;
  for (uint32_t I = 1; I < Len; ++I)
    if ((static_cast<unsigned char>(Text[Off + I]) & 0xC0) != 0x80) {
      // Truncated sequence: treat the lead byte alone as one unit.
      return {1, 1};
    }
  return {Len, Units};
}

} // namespace

LineTable::LineTable(llvm::StringRef T) : Text(T) {
  Starts.reserve(T.size() / 32 + 1);
  Starts.push_back(0);
  const char *B = T.data(), *E = T.data() + T.size();
  for (const char *P = B; P < E;) {
    const void *NL = std::memchr(P, '\n', E - P);
    if (!NL)
      break;
    P = static_cast<const char *>(NL) + 1;
    Starts.push_back(static_cast<uint32_t>(P - B));
  }
}

uint32_t LineTable::lineStart(uint32_t Line) const {
  return Starts[std::min<size_t>(Line, Starts.size() - 1)];
}

uint32_t LineTable::lineContentEnd(uint32_t Line) const {
  size_t L = std::min<size_t>(Line, Starts.size() - 1);
  uint32_t End = L + 1 < Starts.size() ? Starts[L + 1]
                                       : static_cast<uint32_t>(Text.size());
  if (End > Starts[L] && Text[End - 1] == '\n')
    --End;
  if (End > Starts[L] && Text[End - 1] == '\r')
    --End;
  return End;
}

uint32_t LineTable::lineOf(uint32_t Offset) const {
  auto It = std::upper_bound(Starts.begin(), Starts.end(), Offset);
  return static_cast<uint32_t>(It - Starts.begin()) - 1;
}

uint32_t LineTable::offsetOf(LspPosition P, bool *Clamped) const {
  if (P.Line >= Starts.size()) {
    if (Clamped)
      *Clamped = true;
    return static_cast<uint32_t>(Text.size());
  }
  uint32_t Off = Starts[P.Line], End = lineContentEnd(P.Line);
  uint32_t Units = 0;
  while (Off < End && Units < P.Character) {
    auto [Len, U] = charAt(Text, Off, End);
    if (Units + U > P.Character) // inside a surrogate pair
      break;
    Off += Len;
    Units += U;
  }
  if (Units != P.Character && Clamped)
    *Clamped = true;
  return Off;
}

std::pair<uint32_t, uint32_t>
LineTable::rangeOf(LspPosition Start, LspPosition End, bool *Clamped) const {
  bool Out = false;
  uint32_t B = offsetOf(Start, &Out);
  uint32_t E = offsetOf(End, &Out);
  if (E < B) {
    Out = true;
    E = B;
  }
  if (Clamped)
    *Clamped = Out;
  return {B, E};
}

LspPosition LineTable::positionOf(uint32_t Offset) const {
  Offset = std::min<uint32_t>(Offset, Text.size());
  uint32_t Line = lineOf(Offset);
  uint32_t Off = Starts[Line], Units = 0;
  while (Off < Offset) {
    auto [Len, U] = charAt(Text, Off, static_cast<uint32_t>(Text.size()));
    Off += Len;
    Units += U;
  }
  return {Line, Units};
}

void LineTable::replace(uint32_t B, uint32_t E, llvm::StringRef Inserted,
                        llvm::StringRef Now) {
  // A line starting in (B, E] starts after a replaced newline.
  auto First = std::upper_bound(Starts.begin(), Starts.end(), B);
  auto Last = std::upper_bound(First, Starts.end(), E);
  int64_t Delta = int64_t(Inserted.size()) - int64_t(E - B);
  for (auto It = Last; It != Starts.end(); ++It)
    *It = uint32_t(*It + Delta);
  std::vector<uint32_t> New;
  for (size_t I = Inserted.find('\n'); I != llvm::StringRef::npos;
       I = Inserted.find('\n', I + 1))
    New.push_back(B + uint32_t(I) + 1);
  size_t At = First - Starts.begin();
  Starts.erase(First, Last);
  Starts.insert(Starts.begin() + At, New.begin(), New.end());
  Text = Now;
}

void EditedText::replace(uint32_t B, uint32_t E, llvm::StringRef Inserted) {
  Text.replace(B, E - B, Inserted.data(), Inserted.size());
  Lines.replace(B, E, Inserted, Text);
}

void EditedText::edit(LspPosition Start, LspPosition End,
                      llvm::StringRef Inserted, bool *Clamped) {
  auto [B, E] = Lines.rangeOf(Start, End, Clamped);
  replace(B, E, Inserted);
}

void EditedText::set(std::string T) {
  Text = std::move(T);
  Lines = LineTable(Text);
}

} // namespace tensorlint::frontend
