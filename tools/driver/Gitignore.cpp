//===- Gitignore.cpp - .gitignore pattern matching ------------------------===//

#include "tools/driver/Gitignore.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/StringSaver.h"

namespace tensorlint::driver {

Gitignore::Gitignore() : Storage(std::make_unique<llvm::BumpPtrAllocator>()) {}
Gitignore::~Gitignore() = default;
Gitignore::Gitignore(Gitignore &&) noexcept = default;
Gitignore &Gitignore::operator=(Gitignore &&) noexcept = default;

/// Drops trailing spaces unless escaped with a backslash.
static llvm::StringRef trimTrailingSpaces(llvm::StringRef Line) {
  while (Line.ends_with(" ")) {
    size_t Backslashes = 0;
    for (size_t I = Line.size() - 1; I > 0 && Line[I - 1] == '\\'; --I)
      ++Backslashes;
    if (Backslashes % 2 == 1)
      break; // "\ " is a literal space.
    Line = Line.drop_back();
  }
  return Line;
}

static std::vector<llvm::StringRef> splitPath(llvm::StringRef Path) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Path.split(Parts, '/', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  return std::vector<llvm::StringRef>(Parts.begin(), Parts.end());
}

Gitignore Gitignore::parse(llvm::StringRef Text) {
  Gitignore G;
  llvm::StringSaver Saver(*G.Storage);
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Text.split(Lines, '\n');
  unsigned LineNo = 0;
  for (llvm::StringRef Line : Lines) {
    ++LineNo;
    if (LineNo == 1 && Line.starts_with("\xEF\xBB\xBF"))
      Line = Line.drop_front(3); // byte-order mark
    Line.consume_back("\r");
    if (Line.empty() || Line.starts_with("#"))
      continue;
    Line = trimTrailingSpaces(Line);
    Pattern P;
    if (Line.consume_front("!"))
      P.Negated = true;
    if (Line.ends_with("/")) {
      P.DirOnly = true;
      Line = Line.rtrim('/');
    }
    if (Line.empty())
      continue;
    // A separator at the start or in the middle anchors the pattern.
    bool Anchored = Line.contains('/');
    Line.consume_front("/");
    if (!Anchored)
      P.Segs.push_back(Segment{/*DoubleStar=*/true, std::nullopt});
    bool Ok = true;
    for (llvm::StringRef Part : splitPath(Line)) {
      if (Part == "**") {
        if (P.Segs.empty() || !P.Segs.back().DoubleStar)
          P.Segs.push_back(Segment{/*DoubleStar=*/true, std::nullopt});
        continue;
      }
      llvm::Expected<llvm::GlobPattern> Glob =
          llvm::GlobPattern::create(Saver.save(Part));
      if (!Glob) {
        G.Bad.push_back({LineNo, llvm::toString(Glob.takeError())});
        Ok = false;
        break;
      }
      P.Segs.push_back(Segment{/*DoubleStar=*/false, std::move(*Glob)});
    }
    if (Ok && !P.Segs.empty())
      G.Patterns.push_back(std::move(P));
  }
  return G;
}

bool Gitignore::matchSegments(const Pattern &P,
                              const std::vector<llvm::StringRef> &Path) {
  // M[I][J]: pattern segments [I, end) match path segments [J, end).
  // Dynamic programming keeps hostile patterns ("**/a/**/a/**/...")
  // polynomial.
  size_t NP = P.Segs.size(), NS = Path.size();
  std::vector<char> M((NP + 1) * (NS + 1), 0);
  auto At = [&](size_t I, size_t J) -> char & { return M[I * (NS + 1) + J]; };
  At(NP, NS) = 1;
  for (size_t I = NP; I-- > 0;) {
    const Segment &S = P.Segs[I];
    for (size_t J = NS + 1; J-- > 0;) {
      if (S.DoubleStar) {
        if (I + 1 == NP && I != 0) {
          // Trailing "/**": everything inside, not the directory itself.
          At(I, J) = J < NS;
          continue;
        }
        // Zero segments, or one more segment and stay on "**".
        At(I, J) = At(I + 1, J) || (J < NS && At(I, J + 1));
        continue;
      }
      At(I, J) = J < NS && At(I + 1, J + 1) && S.Glob->match(Path[J]);
    }
  }
  return At(0, 0);
}

Gitignore::Match Gitignore::match(llvm::StringRef RelPath, bool IsDir) const {
  std::vector<llvm::StringRef> Path = splitPath(RelPath);
  if (Path.empty())
    return Match::None;
  for (auto It = Patterns.rbegin(), E = Patterns.rend(); It != E; ++It) {
    if (It->DirOnly && !IsDir)
      continue;
    if (matchSegments(*It, Path))
      return It->Negated ? Match::Included : Match::Ignored;
  }
  return Match::None;
}

bool Gitignore::isIgnored(llvm::StringRef RelPath, bool IsDir) const {
  std::vector<llvm::StringRef> Path = splitPath(RelPath);
  std::string Prefix;
  for (size_t I = 0; I < Path.size(); ++I) {
    if (I)
      Prefix += '/';
    Prefix += Path[I];
    bool Last = I + 1 == Path.size();
    if (match(Prefix, Last ? IsDir : true) == Match::Ignored)
      return true;
  }
  return false;
}

} // namespace tensorlint::driver
