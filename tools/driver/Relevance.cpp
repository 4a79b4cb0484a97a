//===- Relevance.cpp - Which files of a run can matter --------------------===//

#include "tools/driver/Relevance.h"

#include "rules/Rules.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

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

/// Calls Each for every word of Text (maximal runs of word bytes) with its
/// offset.
template <typename Fn> void forEachWord(llvm::StringRef Text, Fn Each) {
  const char *P = Text.begin(), *E = Text.end();
  while (P != E) {
    while (P != E && !isWordByte(*P))
      ++P;
    const char *B = P;
    while (P != E && isWordByte(*P))
      ++P;
    if (B != P)
      Each(llvm::StringRef(B, P - B), size_t(B - Text.begin()));
  }
}

/// Whether the word at offset At is a component of a quoted relative path
/// ('./x', "../a/x"): after a '/', and the nearest quote before it on its
/// line opens a string that starts with '.'.
bool inRelativePath(llvm::StringRef Text, size_t At) {
  if (At == 0 || Text[At - 1] != '/')
    return false;
  for (size_t I = At - 1; I-- > 0;) {
    char C = Text[I];
    if (C == '\n')
      return false;
    if (C == '\'' || C == '"' || C == '`')
      return Text[I + 1] == '.';
  }
  return false;
}

/// Calls Each for every part of Word between '-'.
template <typename Fn> void forEachPart(llvm::StringRef Word, Fn Each) {
  while (!Word.empty()) {
    auto [Part, Rest] = Word.split('-');
    if (!Part.empty())
      Each(Part);
    Word = Rest;
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

/// The words whose presence makes a file of one language a seed.
struct SeedWords {
  /// Matched against the parts of words between '-'.
  llvm::StringSet<> Parts;
  /// Matched against whole words (a rule's id: `# noqa: tensor-undisposed`).
  llvm::StringSet<> Whole;
  /// A name with no fixed part: any file may use it, none is skipped.
  bool Everything = false;
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

/// A relative import that names no file: the directory's index
/// (`require('./')`, `import x from '..'`, Python's `from . import x`).
bool hasBareRelativeImport(llvm::StringRef Text) {
  for (size_t I = Text.find_first_of("'\"`"); I != llvm::StringRef::npos;
       I = Text.find_first_of("'\"`", I + 1)) {
    llvm::StringRef Quote = Text.substr(I, 1), Rest = Text.drop_front(I + 1);
    for (llvm::StringRef Dir : {".", "..", "./", "../"})
      if (Rest.starts_with(Dir) &&
          Rest.drop_front(Dir.size()).starts_with(Quote))
        return true;
  }
  return Text.contains("from . ") || Text.contains("from .. ");
}

/// What the scan of one file found.
struct Scan {
  bool Seed = false;
  bool BareRelativeImport = false;
  /// Its words that are some file's import stem.
  std::vector<llvm::StringRef> StemWords;
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

std::vector<bool> relevantBeforeParsing(llvm::ArrayRef<RelevanceInput> Files,
                                        llvm::ThreadPoolInterface &Pool) {
  size_t N = Files.size();
  std::vector<bool> Relevant(N, false);
  std::vector<std::string> Stems(N);
  llvm::StringSet<> AllStems;
  // The seed words of each (API models, language) the run has.
  std::map<std::pair<const apis::ApiDatabase *, std::string>, SeedWords> Seeds;
  for (size_t I = 0; I < N; ++I) {
    Stems[I] = importStem(Files[I].Path);
    if (!Stems[I].empty())
      AllStems.insert(Stems[I]);
    if (!Files[I].Text || !Files[I].Apis) {
      Relevant[I] = true;
      continue;
    }
    auto Key = std::make_pair(Files[I].Apis, Files[I].Language.str());
    if (!Seeds.count(Key))
      Seeds[Key] = seedWords(*Files[I].Apis, Files[I].Language);
  }

  std::vector<Scan> Scans(N);
  for (size_t I = 0; I < N; ++I) {
    if (Relevant[I])
      continue;
    const SeedWords *Words =
        &Seeds.at(std::make_pair(Files[I].Apis, Files[I].Language.str()));
    if (Words->Everything) {
      Relevant[I] = true;
      continue;
    }
    Pool.async([&, I, Words] {
      Scan &S = Scans[I];
      llvm::StringRef Text = *Files[I].Text;
      llvm::StringSet<> Seen;
      bool OnlyPaths = Files[I].ImportsByRelativePath;
      forEachWord(Text, [&](llvm::StringRef W, size_t At) {
        if (!S.Seed) {
          S.Seed = Words->Whole.contains(W);
          forEachPart(W, [&](llvm::StringRef P) {
            S.Seed = S.Seed || Words->Parts.contains(P);
          });
        }
        if (AllStems.contains(W) && (!OnlyPaths || inRelativePath(Text, At)) &&
            Seen.insert(W).second)
          S.StemWords.push_back(W);
      });
      S.BareRelativeImport = hasBareRelativeImport(Text);
    });
  }
  Pool.wait();

  // The closure over "may import": per language, the stems relevant files
  // are imported by, and whether an index file is relevant.
  llvm::StringMap<llvm::StringSet<>> RelevantStems;
  llvm::StringSet<> IndexRelevant;
  auto Add = [&](size_t I) {
    Relevant[I] = true;
    if (!Files[I].Text)
      return; // a language whose files are never skipped
    if (!Stems[I].empty())
      RelevantStems[Files[I].Language].insert(Stems[I]);
    if (isDirectoryModule(fileStem(Files[I].Path)))
      IndexRelevant.insert(Files[I].Language);
  };
  for (size_t I = 0; I < N; ++I)
    if (Relevant[I] || Scans[I].Seed)
      Add(I);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t I = 0; I < N; ++I) {
      if (Relevant[I])
        continue;
      const Scan &S = Scans[I];
      const llvm::StringSet<> &Imported = RelevantStems[Files[I].Language];
      if ((S.BareRelativeImport && IndexRelevant.contains(Files[I].Language)) ||
          llvm::any_of(S.StemWords, [&](llvm::StringRef W) {
            return Imported.contains(W);
          })) {
        Add(I);
        Changed = true;
      }
    }
  }
  return Relevant;
}

} // namespace tensorlint::driver
