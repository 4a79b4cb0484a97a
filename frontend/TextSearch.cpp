//===- TextSearch.cpp - Finding a word in a whole file --------------------===//

#include "frontend/TextSearch.h"

#include <array>
#include <cstdint>

namespace tensorlint::frontend {

namespace {
/// Printable ASCII and white space, most frequent first: the byte counts of
/// the JS, TS, Python and C++ sources of bench/'s corpora and test/cpp
/// (17.8 MB). Bytes not listed (other controls, UTF-8) are rarer than all.
constexpr char ByFrequency[] =
    " etoanirslcdpum.h=,fg)(\n\"0by:_x;'w/*v{}kSTCI-1ALD2P[R]FNE>M\\OzBU`34<5"
    "#G68WjVqH9@7|K+?&$!YX%JZQ~^\t\r";

struct RankTable {
  std::array<uint8_t, 256> Rank{}; ///< 0: most frequent; 255: not listed.
  constexpr RankTable() {
    for (auto &R : Rank)
      R = 255;
    for (size_t I = 0; I + 1 < sizeof(ByFrequency); ++I)
      Rank[static_cast<unsigned char>(ByFrequency[I])] = uint8_t(I);
  }
};
constexpr RankTable Ranks;
} // namespace

size_t rarestByteIndex(llvm::StringRef Needle) {
  size_t Best = 0;
  for (size_t I = 1; I < Needle.size(); ++I)
    if (Ranks.Rank[static_cast<unsigned char>(Needle[I])] >
        Ranks.Rank[static_cast<unsigned char>(Needle[Best])])
      Best = I;
  return Best;
}

} // namespace tensorlint::frontend
