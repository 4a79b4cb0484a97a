//===- PathGlob.cpp - Globs over relative paths ---------------------------===//

#include "tools/driver/PathGlob.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace tensorlint::driver {

namespace {

/// One element of a compiled pattern.
enum class Tok : uint8_t {
  Char,         ///< One literal character.
  AnyChar,      ///< '?'.
  Star,         ///< '*': a run of characters ('/' excluded for paths).
  SegmentsThen, ///< "**/": zero or more whole segments.
  AllRest,      ///< "**" at the end: everything that is left.
};

} // namespace

/// Matches P against all of S; '*' stops at '/' when Segments is set.
///
/// The positions of S reachable after each pattern element are computed in
/// one pass per element, so the time is O(|P| * |S|) whatever the pattern.
/// (A backtracking matcher takes exponential time on `*a*a*a...*b` against a
/// long name: a hostile .tensorlint.yaml hung the run; found while writing
/// fuzz/fuzz_config.cpp, test/robustness/glob-backtracking.test.)
static bool matchFrom(llvm::StringRef P, llvm::StringRef S, bool Segments) {
  const size_t N = S.size();
  std::vector<char> Reach(N + 1, 0), Next(N + 1, 0);
  Reach[0] = 1;
  size_t I = 0;
  while (I < P.size()) {
    Tok T = Tok::Char;
    char C = P[I];
    if (Segments && P.substr(I).starts_with("**")) {
      llvm::StringRef Rest = P.substr(I + 2);
      if (Rest.empty()) {
        T = Tok::AllRest;
        I += 2;
      } else if (Rest.front() == '/') {
        T = Tok::SegmentsThen;
        I += 3;
      } else {
        ++I; // "**x" inside a segment acts as '*'
        continue;
      }
    } else {
      T = C == '*' ? Tok::Star : C == '?' ? Tok::AnyChar : Tok::Char;
      ++I;
    }

    std::fill(Next.begin(), Next.end(), 0);
    bool Any = false; // some position at or before the current one reached
    for (size_t J = 0; J <= N; ++J) {
      switch (T) {
      case Tok::Char:
      case Tok::AnyChar:
        if (J < N && Reach[J] &&
            (T == Tok::Char ? S[J] == C : !(Segments && S[J] == '/')))
          Next[J + 1] = 1;
        break;
      case Tok::Star:
        // Reach[J], or Next[J] through a character that is not a separator.
        if (Reach[J] ||
            (J > 0 && Next[J - 1] && !(Segments && S[J - 1] == '/')))
          Next[J] = 1;
        break;
      case Tok::SegmentsThen:
        // Stay, or skip to just after any later '/'.
        if (Reach[J] || (Any && J > 0 && S[J - 1] == '/'))
          Next[J] = 1;
        Any |= Reach[J] != 0;
        break;
      case Tok::AllRest:
        if (Reach[J])
          return true;
        break;
      }
    }
    if (T == Tok::AllRest)
      return false;
    std::swap(Reach, Next);
    if (llvm::none_of(Reach, [](char R) { return R != 0; }))
      return false;
  }
  return Reach[N] != 0;
}

bool matchPathGlob(llvm::StringRef Pattern, llvm::StringRef RelPath) {
  llvm::StringRef P = Pattern.trim();
  while (P.consume_front("./"))
    ;
  P.consume_front("/");
  while (P.size() > 1 && P.ends_with("/"))
    P = P.drop_back();
  if (P.empty())
    return false;
  std::string Anchored = P.contains('/') ? P.str() : "**/" + P.str();
  // The path itself, then each directory above it.
  llvm::StringRef S = RelPath;
  while (!S.empty()) {
    if (matchFrom(Anchored, S, /*Segments=*/true))
      return true;
    size_t Slash = S.rfind('/');
    if (Slash == llvm::StringRef::npos)
      break;
    S = S.take_front(Slash);
  }
  return false;
}

bool matchNameGlob(llvm::StringRef Pattern, llvm::StringRef Name) {
  return matchFrom(Pattern, Name, /*Segments=*/false);
}

} // namespace tensorlint::driver
