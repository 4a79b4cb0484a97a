//===- LineHash.cpp - Source lines for output, stable line hashes ---------===//

#include "tools/driver/LineHash.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

namespace tensorlint::driver {

LineTable::LineTable(llvm::StringRef Text) : Text(Text) {
  Starts.push_back(0);
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      Starts.push_back(I + 1);
}

llvm::StringRef LineTable::line(unsigned N) const {
  if (N == 0 || N > Starts.size())
    return {};
  size_t Begin = Starts[N - 1];
  size_t End = N < Starts.size() ? Starts[N] - 1 : Text.size();
  llvm::StringRef L = Text.slice(Begin, End);
  L.consume_back("\r");
  if (N == 1)
    L.consume_front("\xEF\xBB\xBF");
  return L;
}

std::string normalizeLine(llvm::StringRef Line) {
  std::string Out;
  Out.reserve(Line.size());
  for (char C : Line)
    if (!llvm::isSpace(C))
      Out += C;
  return Out;
}

std::string lineHash(llvm::StringRef RuleId, llvm::StringRef Path,
                     llvm::StringRef LineText) {
  std::string Key = RuleId.str();
  Key += '\0';
  Key += Path;
  Key += '\0';
  Key += normalizeLine(LineText);
  uint64_t H = llvm::xxh3_64bits(llvm::arrayRefFromStringRef(Key));
  std::string Hex = llvm::utohexstr(H, /*LowerCase=*/true);
  return std::string(16 - Hex.size(), '0') + Hex;
}

std::string FingerprintCounter::next(llvm::StringRef RuleId,
                                     llvm::StringRef Path,
                                     llvm::StringRef LineText) {
  std::string H = lineHash(RuleId, Path, LineText);
  unsigned N = ++Seen[H];
  return H + ":" + std::to_string(N);
}

unsigned utf16Column(llvm::StringRef Line, unsigned ByteCol) {
  if (ByteCol == 0)
    return 0;
  size_t Bytes = ByteCol - 1;
  unsigned Units = 0;
  size_t I = 0;
  while (I < Bytes && I < Line.size()) {
    unsigned char C = Line[I];
    size_t Len = C < 0x80           ? 1
                 : (C >> 5) == 0x6  ? 2
                 : (C >> 4) == 0xE  ? 3
                 : (C >> 3) == 0x1E ? 4
                                    : 1;
    bool Valid = I + Len <= Line.size();
    for (size_t K = 1; Valid && K < Len; ++K)
      Valid = (static_cast<unsigned char>(Line[I + K]) & 0xC0) == 0x80;
    if (!Valid)
      Len = 1;
    Units += Len == 4 ? 2 : 1; // Astral characters are surrogate pairs.
    I += Len;
  }
  if (Bytes > I)
    Units += Bytes - I;
  return Units + 1;
}

} // namespace tensorlint::driver
