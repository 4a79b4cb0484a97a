//===- Relevance.cpp - Which files of a run can matter --------------------===//

#include "tools/driver/Relevance.h"

#include "frontend/Frontend.h"
#include "frontend/TextSearch.h"
#include "rules/Rules.h"
#include "support/ParallelEach.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <array>
#include <map>

namespace tensorlint::driver {

namespace path = llvm::sys::path;

namespace {

/// A byte of a word: what identifiers are made of (any byte of a multi-byte
/// UTF-8 character too, so a word never splits inside one), and '-', which
/// file names contain (a word is then split at '-' for names).
bool isWordByte(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '$' || C == '-' ||
         static_cast<unsigned char>(C) >= 0x80;
}

/// Calls Each for every word of Text (maximal runs of word bytes), in
/// order, until it returns false.
template <typename Fn> void forEachWord(llvm::StringRef Text, Fn Each) {
  const char *P = Text.begin(), *E = Text.end();
  while (P != E) {
    while (P != E && !isWordByte(*P))
      ++P;
    const char *B = P;
    while (P != E && isWordByte(*P))
      ++P;
    if (B != P && !Each(llvm::StringRef(B, P - B)))
      return;
  }
}

/// Calls Each for every part of Word between '-'.
template <typename Fn> void forEachPart(llvm::StringRef Word, Fn Each) {
  size_t Start = 0;
  for (size_t I = 0, E = Word.size(); I <= E; ++I)
    if (I == E || Word[I] == '-') {
      if (I > Start)
        Each(Word.slice(Start, I));
      Start = I + 1;
    }
}

/// The longest part of Name, between characters that are not word bytes (or
/// are '-'), that no glob character touches: a text that spells Name
/// contains it as a part of a word. Empty when there is none ("*").
llvm::StringRef longestFixedPart(llvm::StringRef Name) {
  llvm::StringRef Best;
  size_t I = 0;
  while (I < Name.size()) {
    if (!isWordByte(Name[I]) || Name[I] == '-') {
      ++I;
      continue;
    }
    size_t B = I;
    while (I < Name.size() && isWordByte(Name[I]) && Name[I] != '-')
      ++I;
    auto IsGlob = [](char C) {
      return C == '*' || C == '?' || C == '[' || C == ']' || C == '{' ||
             C == '}';
    };
    bool Touched =
        (B > 0 && IsGlob(Name[B - 1])) || (I < Name.size() && IsGlob(Name[I]));
    if (!Touched && I - B > Best.size())
      Best = Name.slice(B, I);
  }
  return Best;
}

/// A set of words with a cheap first test: most words of a file are not
/// in it, and their first byte and length (two array reads) say so before
/// any hashing.
class WordSet {
public:
  void insert(llvm::StringRef W) {
    if (W.empty())
      return;
    Shapes[static_cast<unsigned char>(W[0])] |= lengthBit(W.size());
    Words.insert(W);
  }
  bool contains(llvm::StringRef W) const {
    return !W.empty() &&
           (Shapes[static_cast<unsigned char>(W[0])] & lengthBit(W.size())) &&
           Words.contains(W);
  }

private:
  static uint64_t lengthBit(size_t Size) {
    return uint64_t(1) << std::min<size_t>(Size, 63);
  }
  /// Per first byte, the lengths (63 for any longer) of the words with it.
  std::array<uint64_t, 256> Shapes{};
  llvm::StringSet<> Words;
};

/// The words whose presence makes a file of one language a seed.
struct SeedWords {
  /// Matched against the parts of words between '-'.
  WordSet Parts;
  /// Matched against whole words (a rule's id: `# noqa: tensor-undisposed`).
  WordSet Whole;
  /// A name with no fixed part: any file may use it, none is skipped.
  bool Everything = false;

  bool matches(llvm::StringRef Word) const {
    if (Whole.contains(Word))
      return true;
    bool Found = false;
    forEachPart(Word,
                [&](llvm::StringRef P) { Found = Found || Parts.contains(P); });
    return Found;
  }
};

SeedWords seedWords(const apis::ApiDatabase &Apis, llvm::StringRef Language) {
  SeedWords S;
  for (const std::string &Name : Apis.namesToMention(Language)) {
    llvm::StringRef Part = longestFixedPart(Name);
    if (Part.empty())
      S.Everything = true;
    else
      S.Parts.insert(Part);
  }
  // Suppression comments name the tool or a rule.
  S.Parts.insert("tensorlint");
  for (const rules::RuleInfo &R : rules::allRules())
    S.Whole.insert(R.Id);
  return S;
}

bool isDirectoryModule(llvm::StringRef Stem) {
  return Stem == "index" || Stem == "__init__";
}

/// Python's relative import of its package (`from . import x`, where x
/// may be a name its __init__ defines, which no word names).
bool importsItsPackage(llvm::StringRef Text) {
  return frontend::containsText(Text, "from . ") ||
         frontend::containsText(Text, "from .. ");
}

/// A path without its extension, if it has one.
std::string withoutExtension(llvm::StringRef Path) {
  llvm::StringRef Ext = path::extension(Path);
  return Path.drop_back(Ext.size()).str();
}

/// Calls Each with the paths that the quoted relative specifiers of Text
/// ('./x', "../a/x.js", '.') name, resolved against the importer's
/// directory as the JS frontend resolves them (resolveModuleSpecifier): the
/// path, and without its extension ('./x.js' may name x.ts).
template <typename Fn>
void forEachRelativeImport(llvm::StringRef Text, llvm::StringRef ImporterDir,
                           Fn Each) {
  // Every specifier starts with a quote and a dot: find the dots (memchr)
  // and look back, rather than stopping at every quote of the file.
  for (size_t Dot = Text.find('.', 1); Dot != llvm::StringRef::npos;
       Dot = Text.find('.', Dot + 1)) {
    size_t I = Dot - 1;
    if (Text[I] != '\'' && Text[I] != '"' && Text[I] != '`')
      continue;
    size_t End = Text.find(Text[I], I + 1);
    if (End == llvm::StringRef::npos)
      continue;
    llvm::StringRef Spec = Text.slice(I + 1, End);
    if (Spec.contains('\n'))
      continue; // not a string of one line: no specifier
    if (!Spec.starts_with("./") && !Spec.starts_with("../") && Spec != "." &&
        Spec != "..")
      continue;
    llvm::SmallString<256> Base(ImporterDir);
    path::append(Base, Spec);
    path::remove_dots(Base, /*remove_dot_dot=*/true);
    llvm::StringRef Resolved = llvm::StringRef(Base).rtrim('/');
    Each(Resolved);
    if (path::has_extension(Resolved))
      Each(withoutExtension(Resolved));
  }
}

/// Calls Each with the paths that a page's `src` attributes name relative
/// to the page without a leading dot (`<script src="index.js">`, a
/// bundler's entry), resolved as forEachRelativeImport resolves them. URLs
/// (`https://...`, `//cdn...`), root paths and data are not the project's.
template <typename Fn>
void forEachPageSource(llvm::StringRef Text, llvm::StringRef PageDir, Fn Each) {
  for (size_t At = Text.find("src="); At != llvm::StringRef::npos;
       At = Text.find("src=", At + 4)) {
    llvm::StringRef Rest = Text.substr(At + 4);
    if (Rest.empty() || (Rest[0] != '"' && Rest[0] != '\''))
      continue;
    llvm::StringRef Value = Rest.drop_front().take_until(
        [&](char C) { return C == Rest[0] || C == '\n'; });
    if (Value.empty() || Value.starts_with(".") || Value.starts_with("/") ||
        Value.contains(':') || Value.contains('{'))
      continue; // relative with a dot: forEachRelativeImport's
    llvm::SmallString<256> Base(PageDir);
    path::append(Base, Value);
    path::remove_dots(Base, /*remove_dot_dot=*/true);
    Each(llvm::StringRef(Base));
    if (path::has_extension(Base))
      Each(withoutExtension(Base));
  }
}

/// What the scan of one file found.
struct Scan {
  bool Seed = false;
  bool ImportsItsPackage = false;
  /// The import keys it spells that are some file's (see ownKeys).
  std::vector<std::string> Imports;
};

} // namespace

/// A file's name up to its first dot (leading dots skipped).
static llvm::StringRef fileStem(llvm::StringRef Path) {
  return path::filename(Path).ltrim('.').take_until(
      [](char C) { return C == '.'; });
}

std::string importStem(llvm::StringRef Path) {
  llvm::StringRef Stem = fileStem(Path);
  if (isDirectoryModule(Stem))
    return path::filename(path::parent_path(Path)).str();
  return Stem.str();
}

/// The keys an import of file F spells: for a language that imports by
/// relative path, F's path without its extension and, for an index file,
/// its directory (as resolved relative specifiers name them); for any
/// other, F's import stem (a word).
static std::vector<std::string> ownKeys(const RelevanceInput &F) {
  if (!F.ImportsByRelativePath) {
    std::string Stem = importStem(F.Path);
    return Stem.empty() ? std::vector<std::string>()
                        : std::vector<std::string>{Stem};
  }
  std::string Canonical = frontend::canonicalModulePath(F.Path);
  std::vector<std::string> Keys{withoutExtension(Canonical)};
  if (isDirectoryModule(fileStem(Canonical)))
    Keys.push_back(path::parent_path(Canonical).str());
  return Keys;
}

std::vector<bool> relevantBeforeParsing(llvm::ArrayRef<RelevanceInput> Files,
                                        llvm::ThreadPoolInterface &Pool) {
  size_t N = Files.size();
  std::vector<bool> Relevant(N, false);
  std::vector<std::vector<std::string>> Keys(N);
  llvm::StringSet<> AllKeys;
  // The seed words of each (API models, language) the run has.
  std::map<std::pair<const apis::ApiDatabase *, std::string>, SeedWords> Seeds;
  for (size_t I = 0; I < N; ++I) {
    Keys[I] = ownKeys(Files[I]);
    for (const std::string &K : Keys[I])
      AllKeys.insert(K);
    if (!Files[I].Text || !Files[I].Apis) {
      Relevant[I] = true;
      continue;
    }
    auto Key = std::make_pair(Files[I].Apis, Files[I].Language.str());
    if (!Seeds.count(Key))
      Seeds[Key] = seedWords(*Files[I].Apis, Files[I].Language);
  }

  std::vector<Scan> Scans(N);
  std::vector<std::pair<size_t, const SeedWords *>> ToScan;
  for (size_t I = 0; I < N; ++I) {
    if (Relevant[I])
      continue;
    const SeedWords *Words =
        &Seeds.at(std::make_pair(Files[I].Apis, Files[I].Language.str()));
    if (Words->Everything)
      Relevant[I] = true;
    else
      ToScan.push_back({I, Words});
  }
  support::forEachIndex(&Pool, ToScan.size(), [&](size_t K) {
    size_t I = ToScan[K].first;
    const SeedWords *Words = ToScan[K].second;
    Scan &S = Scans[I];
    llvm::StringRef Text = *Files[I].Text;
    llvm::StringSet<> Seen;
    auto Note = [&](llvm::StringRef Key) {
      if (AllKeys.contains(Key) && Seen.insert(Key).second)
        S.Imports.push_back(Key.str());
    };
    bool ByPath = Files[I].ImportsByRelativePath;
    forEachWord(Text, [&](llvm::StringRef W) {
      if (!S.Seed)
        S.Seed = Words->matches(W);
      if (!ByPath)
        Note(W);
      // A language that imports by path reads its imports below: once
      // the file is a seed, the rest of its words tell nothing.
      return !(ByPath && S.Seed);
    });
    if (ByPath) {
      // What a file imports only ever makes it relevant: a seed's imports
      // tell nothing (most files of a library are seeds).
      if (S.Seed)
        return;
      std::string Importer = frontend::canonicalModulePath(Files[I].Path);
      forEachRelativeImport(Text, path::parent_path(Importer), Note);
      if (llvm::is_contained({".html", ".htm"}, path::extension(Importer)))
        forEachPageSource(Text, path::parent_path(Importer), Note);
    } else {
      S.ImportsItsPackage = importsItsPackage(Text);
    }
  });

  // The closure over "may import", from a worklist: who spells each key
  // (per language), and who imports its own package.
  using ByLanguage = std::pair<std::string, std::string>;
  std::map<ByLanguage, std::vector<size_t>> ImportersOf;
  llvm::StringMap<std::vector<size_t>> PackageImporters;
  for (size_t I = 0; I < N; ++I) {
    for (const std::string &K : Scans[I].Imports)
      ImportersOf[{Files[I].Language.str(), K}].push_back(I);
    if (Scans[I].ImportsItsPackage)
      PackageImporters[Files[I].Language].push_back(I);
  }
  std::vector<size_t> Work;
  for (size_t I = 0; I < N; ++I)
    if (Relevant[I] || Scans[I].Seed) {
      Relevant[I] = true;
      Work.push_back(I);
    }
  auto Visit = [&](const std::vector<size_t> &Importers) {
    for (size_t J : Importers)
      if (!Relevant[J]) {
        Relevant[J] = true;
        Work.push_back(J);
      }
  };
  llvm::StringSet<> IndexRelevant;
  while (!Work.empty()) {
    size_t I = Work.back();
    Work.pop_back();
    if (!Files[I].Text)
      continue; // a language whose files are never skipped
    std::string Lang = Files[I].Language.str();
    for (const std::string &K : Keys[I]) {
      auto It = ImportersOf.find({Lang, K});
      if (It != ImportersOf.end())
        Visit(It->second);
    }
    if (isDirectoryModule(fileStem(Files[I].Path)) &&
        IndexRelevant.insert(Lang).second)
      Visit(PackageImporters[Lang]);
  }
  return Relevant;
}

} // namespace tensorlint::driver
