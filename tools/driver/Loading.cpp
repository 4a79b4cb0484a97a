//===- Loading.cpp - Modules nothing of the run loads ---------------------===//

#include "tools/driver/Loading.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <bitset>
#include <cstdint>

namespace tensorlint::driver {

namespace path = llvm::sys::path;

namespace {

/// What another file may call the file at Path by: its name, without its
/// last extension, and up to its first dot; an index file, its folder's
/// name. With Folder, the folder's name in any case: a string names the
/// folder a glob or a computed path loads from (as
/// frontend/js/ModuleLoading.h's addNamedFiles reads strings). Text is
/// searched for the names without Folder: any text spells a folder's name.
llvm::SmallVector<llvm::StringRef, 4> namesOf(llvm::StringRef Path,
                                              bool Folder) {
  llvm::StringRef Name = path::filename(Path);
  llvm::StringRef UpToDot = Name.take_until([](char C) { return C == '.'; });
  llvm::SmallVector<llvm::StringRef, 4> Out{Name, path::stem(Name), UpToDot};
  if (Folder || UpToDot == "index")
    if (llvm::StringRef Dir = path::filename(path::parent_path(Path));
        !Dir.empty())
      Out.push_back(Dir);
  return Out;
}

/// Whether Dir is Root or a folder below it.
bool within(llvm::StringRef Dir, llvm::StringRef Root) {
  Root = Root.rtrim('/');
  return Dir == Root || (Dir.starts_with(Root) && Dir.size() > Root.size() &&
                         Dir[Root.size()] == '/');
}

/// The folder of the package of the file at Path, if a walked directory
/// holds it whole: on the way up from the file to the walked directory, the
/// first folder that holds a package.json or is a repository's root.
/// Empty if there is none.
std::string walkedPackage(llvm::StringRef Path,
                          llvm::ArrayRef<std::string> WalkedDirs) {
  for (const std::string &Root : WalkedDirs) {
    llvm::SmallString<256> Dir(path::parent_path(Path));
    if (!within(Dir, Root))
      continue;
    while (within(Dir, Root)) {
      llvm::SmallString<256> Manifest(Dir), Git(Dir);
      path::append(Manifest, "package.json");
      path::append(Git, ".git");
      if (llvm::sys::fs::exists(Manifest) || llvm::sys::fs::exists(Git))
        return std::string(Dir);
      llvm::StringRef Parent = path::parent_path(Dir);
      if (Parent == Dir)
        break;
      Dir.resize(Parent.size());
    }
  }
  return "";
}

/// walkedPackage of each file, found once per folder.
class WalkedPackages {
public:
  explicit WalkedPackages(llvm::ArrayRef<std::string> WalkedDirs)
      : WalkedDirs(WalkedDirs) {}
  llvm::StringRef operator()(llvm::StringRef Path) {
    auto [It, New] = OfDir.try_emplace(path::parent_path(Path));
    if (New)
      It->second = walkedPackage(Path, WalkedDirs);
    return It->second;
  }

private:
  llvm::ArrayRef<std::string> WalkedDirs;
  llvm::StringMap<std::string> OfDir;
};

/// The names looked for, with what any word spelling one must have: one of
/// their first bytes, and at least the shortest one's length (a name's
/// spellings below all start with the word's first byte and are no longer
/// than the word). Most words of a large text fail that, and are not hashed.
class WantedNames {
public:
  explicit WantedNames(llvm::StringSet<> Names) : Names(std::move(Names)) {
    for (const auto &N : this->Names) {
      llvm::StringRef Key = N.getKey();
      if (Key.empty())
        continue;
      First[static_cast<unsigned char>(Key[0])] = true;
      MinLength = std::min(MinLength, Key.size());
    }
  }
  bool mayBe(llvm::StringRef Word) const {
    return Word.size() >= MinLength &&
           First[static_cast<unsigned char>(Word[0])];
  }
  bool contains(llvm::StringRef Name) const { return Names.contains(Name); }

private:
  llvm::StringSet<> Names;
  std::bitset<256> First;
  size_t MinLength = SIZE_MAX;
};

/// Adds to Out the names Text spells that may call a file: the parts of
/// each word of path characters (split at slashes), each with and without
/// its last extension and up to its first dot; with Wanted, only those it
/// holds. One pass over the text, whatever the number of files to look for.
/// With WholeNamesOnly, only words that spell a file's whole name with its
/// extension (`main.js`, not `main`).
void addSpelledNames(llvm::StringRef Text, llvm::StringSet<> &Out,
                     const WantedNames *Wanted = nullptr,
                     bool WholeNamesOnly = false) {
  // A table: this runs on every byte of large texts.
  static const std::bitset<256> PathChars = [] {
    std::bitset<256> T;
    for (unsigned C = 0; C < 256; ++C)
      T[C] = llvm::isAlnum(char(C)) || llvm::StringRef("_$.-@+~").contains(C);
    return T;
  }();
  auto PathChar = [](char C) {
    return PathChars[static_cast<unsigned char>(C)];
  };
  for (size_t I = 0, E = Text.size(); I < E;) {
    if (!PathChar(Text[I])) {
      ++I;
      continue;
    }
    size_t B = I;
    while (I < E && PathChar(Text[I]))
      ++I;
    llvm::StringRef Word = Text.slice(B, I);
    if (Wanted && !Wanted->mayBe(Word))
      continue;
    if (WholeNamesOnly) {
      if (path::has_extension(Word) && (!Wanted || Wanted->contains(Word)))
        Out.insert(Word);
      continue;
    }
    for (llvm::StringRef Spelling :
         {Word, path::stem(Word),
          Word.take_until([](char C) { return C == '.'; })})
      if (!Wanted || Wanted->contains(Spelling))
        Out.insert(Spelling);
  }
}

/// Which folders hold a server's page templates (`index.php`,
/// `views/home.ejs`): pages the run does not read, which may load any
/// script near them. Each folder is listed once.
class ServerPageFolders {
public:
  /// Whether the folder of File, or one above it up to Package, holds one.
  bool near(llvm::StringRef File, llvm::StringRef Package) {
    llvm::SmallString<256> Dir(path::parent_path(File));
    while (within(Dir, Package)) {
      if (holds(Dir))
        return true;
      if (Dir.size() <= Package.size())
        break;
      Dir.resize(path::parent_path(Dir).size());
    }
    return false;
  }

private:
  bool holds(llvm::StringRef Dir) {
    auto [It, New] = Known.try_emplace(Dir, false);
    if (!New)
      return It->second;
    static constexpr llvm::StringLiteral Templates[] = {
        ".php",    ".phtml", ".erb",    ".ejs",      ".hbs", ".handlebars",
        ".twig",   ".jinja", ".j2",     ".jsp",      ".asp", ".aspx",
        ".cshtml", ".njk",   ".liquid", ".mustache", ".pug", ".jade"};
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator I(Dir, EC), E; I != E && !EC;
         I.increment(EC))
      if (llvm::is_contained(Templates, path::extension(I->path()))) {
        It->second = true;
        break;
      }
    return It->second;
  }
  llvm::StringMap<bool> Known;
};

/// Whether the file is a page, whose `<!-- ... -->` comments load nothing
/// (a script tag commented out).
bool isMarkupPage(llvm::StringRef Path) {
  llvm::StringRef Ext = path::extension(Path);
  return Ext.equals_insensitive(".html") || Ext.equals_insensitive(".htm");
}

/// A page's text without its `<!-- ... -->` comments.
std::string withoutMarkupComments(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  while (!Text.empty()) {
    size_t Open = Text.find("<!--");
    Out += Text.take_front(Open);
    if (Open == llvm::StringRef::npos)
      break;
    size_t Close = Text.find("-->", Open + 4);
    if (Close == llvm::StringRef::npos)
      break;
    Out += ' ';
    Text = Text.drop_front(Close + 3);
  }
  return Out;
}

/// The names the JSON files at the top of a package's folder spell
/// (addSpelledNames): its package.json (`main`, `bin`, a plugin host's
/// entries such as Node-RED's `"node-red": {"nodes": ...}`), an
/// extension's manifest.json, a deployment's configuration. They load
/// files the run does not read.
llvm::StringSet<> manifestNamesOf(llvm::StringRef Folder) {
  constexpr uint64_t MaxManifestBytes = 1 << 20;
  llvm::StringSet<> Out;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Folder, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (path::extension(It->path()) != ".json")
      continue;
    llvm::sys::fs::file_status St;
    if (llvm::sys::fs::status(It->path(), St) ||
        St.type() != llvm::sys::fs::file_type::regular_file ||
        St.getSize() > MaxManifestBytes)
      continue;
    if (auto Buf = llvm::MemoryBuffer::getFile(It->path(), /*IsText=*/true))
      addSpelledNames((*Buf)->getBuffer(), Out);
  }
  return Out;
}

} // namespace

void markLoadedByNone(llvm::MutableArrayRef<LoadingFile> Files,
                      llvm::ArrayRef<std::string> WalkedDirs) {
  std::vector<size_t> Candidates;
  for (size_t I = 0; I < Files.size(); ++I) {
    const LoadingFile &F = Files[I];
    if (!F.Module && !F.Text)
      return; // a file that may name anything: nothing is concluded
    if (F.Module && F.Walked &&
        ((F.Module->ExportsStayInRun && F.Module->RunsOnlyWhenLoaded) ||
         F.Module->NeedsPage) &&
        !F.Module->IsTest)
      Candidates.push_back(I);
  }
  if (Candidates.empty())
    return;
  // A page's script is loaded by a page, or by code that names it. Only
  // where the run holds the package's pages does no page loading it tell:
  // a page of the run that loads scripts, in the same package (pages in
  // other languages, server templates, are not read).
  // Each file's package (walkedPackage), once per folder.
  WalkedPackages PackageOf(WalkedDirs);
  std::optional<llvm::StringSet<>> PagePackages;
  auto HasPages = [&](llvm::StringRef Package) {
    if (!PagePackages) {
      PagePackages.emplace();
      for (const LoadingFile &F : Files)
        if (F.Module && F.Walked &&
            (!F.Module->PageScripts.empty() || !F.Module->PageModules.empty()))
          PagePackages->insert(PackageOf(F.Path));
    }
    return PagePackages->contains(Package);
  };
  // A page's `<script src>` that resolves to a file of the run loads that
  // file, not every file of its name (each page of a site may have its own
  // main.js): the names it gives its page (those of the file) count only
  // through the file itself (PageLoaded).
  // A `<script src>` into a folder of the run that holds no file of that
  // name, nor one it is built from (`main.ts` for `main.js`), loads nothing
  // the run has: the page asks for a file its folder does not have (renamed
  // or deleted since), and its name says nothing of other folders' files of
  // that name. Only a folder the run does not hold (a build's `dist/`) may
  // still be filled by a build from a file of that name.
  llvm::StringSet<> RunPaths, PageLoaded, RunFolders, RunStems;
  // A path without its last extension: "src/main" for "src/main.ts".
  auto StemOf = [](llvm::StringRef Path) {
    llvm::SmallString<256> Stem(path::parent_path(Path));
    path::append(Stem, path::stem(Path));
    return Stem;
  };
  for (const LoadingFile &F : Files) {
    if (F.Module)
      RunPaths.insert(F.Module->SymbolPath);
    RunFolders.insert(path::parent_path(F.Path));
    RunStems.insert(StemOf(F.Path));
  }
  auto LoadsNothingOfTheRun = [&](llvm::StringRef Script) {
    return RunFolders.contains(path::parent_path(Script)) &&
           !RunStems.contains(StemOf(Script)) && !llvm::sys::fs::exists(Script);
  };
  std::vector<llvm::StringSet<>> ExactNames(Files.size());
  for (size_t I = 0; I < Files.size(); ++I) {
    const ir::Module *M = Files[I].Module;
    if (!M)
      continue;
    llvm::StringSet<> Loose;
    for (const auto *Scripts : {&M->PageScripts, &M->PageModules})
      for (const std::string &S : *Scripts) {
        bool Found = RunPaths.contains(S);
        if (Found)
          PageLoaded.insert(S);
        bool Exact = Found || LoadsNothingOfTheRun(S);
        for (llvm::StringRef N : namesOf(S, false))
          (Exact ? ExactNames[I] : Loose).insert(N);
      }
    for (const auto &N : Loose)
      ExactNames[I].erase(N.getKey());
  }
  // How many modules name each name (NamedFiles lists each once).
  llvm::StringMap<unsigned> Naming;
  for (size_t I = 0; I < Files.size(); ++I)
    if (Files[I].Module)
      for (const std::string &N : Files[I].Module->NamedFiles)
        if (!ExactNames[I].contains(N))
          ++Naming[N];
  ServerPageFolders ServerPages;
  // Per package folder: the names its manifests spell, read once.
  llvm::StringMap<llvm::StringSet<>> Manifests;
  // The candidates' names the texts spell (addSpelledNames), read once. (A
  // module has a text only when its strings are not all it names: no
  // candidate has.)
  std::optional<llvm::StringSet<>> Spelled;
  // The modules that name each candidate's folder, and their packages.
  llvm::StringMap<llvm::SmallVector<size_t, 2>> FolderNamers;
  for (size_t C : Candidates)
    FolderNamers.try_emplace(path::filename(path::parent_path(Files[C].Path)));
  for (size_t I = 0; I < Files.size(); ++I)
    if (Files[I].Module)
      for (const std::string &N : Files[I].Module->NamedFiles)
        if (auto It = FolderNamers.find(N); It != FolderNamers.end())
          It->second.push_back(I);
  for (size_t C : Candidates) {
    ir::Module &M = *Files[C].Module;
    if (PageLoaded.contains(M.SymbolPath))
      continue;
    // (its own strings may name it: that loads nothing)
    auto NamedElsewhere = [&](llvm::StringRef N) {
      auto It = Naming.find(N);
      return It != Naming.end() &&
             It->second > unsigned(llvm::binary_search(M.NamedFiles, N));
    };
    if (llvm::any_of(namesOf(Files[C].Path, false), NamedElsewhere))
      continue;
    llvm::StringRef Package = PackageOf(Files[C].Path);
    // Its folder's name, which a glob or a computed path loads from, is a
    // common word ("src", "js"): only a module of its own package that
    // spells it may load the folder.
    llvm::StringRef Folder = path::filename(path::parent_path(Files[C].Path));
    if (!Folder.empty() &&
        llvm::any_of(FolderNamers[Folder], [&](size_t Other) {
          return Other != C && PackageOf(Files[Other].Path) == Package;
        }))
      continue;
    // Where the run does not hold its package whole, or a page's script
    // where it holds none of the package's pages, nothing is concluded.
    if (Package.empty() || (!M.RunsOnlyWhenLoaded && !HasPages(Package)))
      continue;
    // A server's templates next to it or above it (`index.php`) are pages
    // the run does not read: they may load it.
    if (ServerPages.near(Files[C].Path, Package))
      continue;
    // The texts' names, once, when a module is left to look for.
    if (!Spelled) {
      llvm::StringSet<> Names;
      for (size_t Other : Candidates)
        for (llvm::StringRef N : namesOf(Files[Other].Path, false))
          Names.insert(N);
      WantedNames Wanted(std::move(Names));
      Spelled.emplace();
      for (size_t I = 0; I < Files.size(); ++I) {
        if (!Files[I].Text)
          continue;
        llvm::StringRef Scan = *Files[I].Text;
        std::string Uncommented;
        if (isMarkupPage(Files[I].Path)) {
          Uncommented = withoutMarkupComments(Scan);
          Scan = Uncommented;
        }
        // A bundle holds a library's code, whose strings and words
        // ("main", "index") name none of the application's files; a bundle
        // built from the application names its modules' files whole
        // (`"./src/main.js"`). Code of another language (a Python server's
        // `def main()`) loads a script only by its file's whole name too.
        if (Files[I].Generated || Files[I].OtherLanguage) {
          addSpelledNames(Scan, *Spelled, &Wanted, /*WholeNamesOnly=*/true);
          continue;
        }
        if (ExactNames[I].empty()) {
          addSpelledNames(Scan, *Spelled, &Wanted);
          continue;
        }
        // A page's script tags that resolved load their own files only.
        llvm::StringSet<> Words;
        addSpelledNames(Scan, Words, &Wanted);
        for (const auto &W : Words)
          if (!ExactNames[I].contains(W.getKey()))
            Spelled->insert(W.getKey());
      }
    }
    llvm::SmallVector<llvm::StringRef, 4> Names = namesOf(Files[C].Path, false);
    auto Spells = [&](const llvm::StringSet<> &Words) {
      return llvm::any_of(Names,
                          [&](llvm::StringRef N) { return Words.contains(N); });
    };
    if (Spells(*Spelled))
      continue;
    auto [It, New] = Manifests.try_emplace(Package);
    if (New)
      It->second = manifestNamesOf(Package);
    M.LoadedByNone = !Spells(It->second);
  }
}

void markRoutesMountOncePerPage(llvm::MutableArrayRef<LoadingFile> Files,
                                llvm::ArrayRef<std::string> WalkedDirs,
                                llvm::ArrayRef<apis::OwnedGlob> Navigation) {
  // Only a module that declares routes, or a page a file-system router
  // shows with a mount hook, has anything that mounts again and again.
  if (llvm::none_of(Files, [](const LoadingFile &F) {
        return F.Module &&
               (llvm::any_of(F.Module->Registrations,
                             [](const ir::CallbackRegistration &R) {
                               return R.Mount;
                             }) ||
                (F.Module->LoadedByPlace &&
                 llvm::any_of(F.Module->Functions, [](const ir::Function &Fn) {
                   return Fn.Attrs.MountHook;
                 })));
      }))
    return;
  WalkedPackages PackageOf(WalkedDirs);
  // A text spells a navigation name as a word (the names are plain words:
  // `Link`, `$router`, `router-link`).
  llvm::StringSet<> Names;
  for (const apis::OwnedGlob &G : Navigation)
    Names.insert(G.pattern());
  auto Spells = [&](llvm::StringRef Text) {
    auto WordByte = [](char C) {
      return llvm::isAlnum(C) || C == '_' || C == '$' || C == '-';
    };
    for (size_t I = 0; I < Text.size();) {
      while (I < Text.size() && !WordByte(Text[I]))
        ++I;
      size_t B = I;
      while (I < Text.size() && WordByte(Text[I]))
        ++I;
      if (I > B && Names.contains(Text.slice(B, I)))
        return true;
    }
    return false;
  };
  // Packages some file of which may navigate in place: a module that says
  // so, a file named on the command line (the run may not hold the rest), a
  // file whose text the step does not have, or a text (a skipped file, a
  // page's or a template's markup) that spells a navigation name. Not a
  // module nothing loads (markLoadedByNone): its links are never shown.
  llvm::StringSet<> Navigating;
  for (const LoadingFile &F : Files) {
    llvm::StringRef Package = PackageOf(F.Path);
    if (Package.empty() || Navigating.contains(Package) || F.Generated ||
        (F.Module && F.Module->LoadedByNone))
      continue;
    if (!F.Walked || (F.Module && F.Module->NavigatesInPlace) ||
        (!F.Module && !F.Text) || (F.Text && Spells(*F.Text)))
      Navigating.insert(Package);
  }
  for (LoadingFile &F : Files) {
    if (!F.Module || !F.Walked || !F.Module->ExportsStayInRun ||
        F.Module->IsTest)
      continue;
    llvm::StringRef Package = PackageOf(F.Path);
    F.Module->RoutesMountOncePerPage =
        !Package.empty() && !Navigating.contains(Package);
  }
}

} // namespace tensorlint::driver
