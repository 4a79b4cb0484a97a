//===- PathGlob.cpp - Globs over relative paths ---------------------------===//

#include "tools/driver/PathGlob.h"

#include <string>

namespace tensorlint::driver {

/// Matches P against all of S; '*' stops at '/' when Segments is set.
static bool matchFrom(llvm::StringRef P, llvm::StringRef S, bool Segments) {
  while (!P.empty()) {
    if (Segments && P.starts_with("**")) {
      llvm::StringRef Rest = P.drop_front(2);
      if (Rest.empty())
        return true;
      if (Rest.front() == '/') {
        // "**/" matches zero or more whole segments.
        Rest = Rest.drop_front();
        for (;;) {
          if (matchFrom(Rest, S, Segments))
            return true;
          size_t Slash = S.find('/');
          if (Slash == llvm::StringRef::npos)
            return false;
          S = S.drop_front(Slash + 1);
        }
      }
      P = P.drop_front(); // "**x" inside a segment acts as '*'
      continue;
    }
    char C = P.front();
    if (C == '*') {
      llvm::StringRef Rest = P.drop_front();
      for (size_t I = 0; I <= S.size(); ++I) {
        if (matchFrom(Rest, S.drop_front(I), Segments))
          return true;
        if (I < S.size() && Segments && S[I] == '/')
          return false;
      }
      return false;
    }
    if (S.empty())
      return false;
    if (C == '?' ? (Segments && S.front() == '/') : C != S.front())
      return false;
    P = P.drop_front();
    S = S.drop_front();
  }
  return S.empty();
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
