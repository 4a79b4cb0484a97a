//===- InputCollector.cpp - Files to analyse from command-line paths ------===//

#include "tools/driver/InputCollector.h"

#include "tools/driver/AbsolutePath.h"
#include "tools/driver/Gitignore.h"

#include "frontend/Frontend.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileSystem/UniqueID.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <set>
#include <utility>

namespace tensorlint::driver {
namespace fs = llvm::sys::fs;

namespace {

/// .gitignore files larger than this are not read (reported).
constexpr uint64_t MaxGitignoreBytes = 4 * 1024 * 1024;

struct IgnoreLevel {
  std::string RelDir; ///< Directory of the .gitignore, relative to the root.
  Gitignore Rules;
};

class Collector {
public:
  explicit Collector(const CollectOptions &Opts) : Opts(Opts) {}

  void addPath(const std::string &Path);
  CollectedInputs take() {
    if (NotBuiltCount)
      note("", "skipped " + llvm::Twine(NotBuiltCount) + " " + NotBuiltLang +
                   " file(s) found in directories, such as '" + NotBuiltFirst +
                   "': this build of tensorlint has no " + NotBuiltLang +
                   " support (the native build has; see docs/user-guide.md)");
    return std::move(Out);
  }

private:
  void error(llvm::StringRef Path, const llvm::Twine &Msg) {
    Out.Diags.push_back(
        {Path.str(), {}, Diagnostic::Error, Diagnostic::Input, Msg.str(), ""});
  }
  void note(llvm::StringRef Path, const llvm::Twine &Msg) {
    Out.Diags.push_back(
        {Path.str(), {}, Diagnostic::Note, Diagnostic::Input, Msg.str(), ""});
  }
  void addFile(const std::string &Path, const fs::file_status &St,
               ir::Language Lang, bool Explicit);
  void addStdin();
  /// The language of an explicitly named Path; reports an unknown one.
  std::optional<ir::Language> languageOf(const std::string &Path);
  void walk(const std::string &Dir, const std::string &RelDir, unsigned Depth,
            std::vector<IgnoreLevel> &Ignores);
  bool ignored(const std::vector<IgnoreLevel> &Ignores,
               const std::string &RelPath, bool IsDir) const;
  void loadGitignore(const std::string &Dir, const std::string &RelDir,
                     std::vector<IgnoreLevel> &Ignores);

  const CollectOptions &Opts;
  /// Walked files of a language this build lacks: said once, at the end.
  unsigned NotBuiltCount = 0;
  std::string NotBuiltFirst, NotBuiltLang;
  const AbsolutePaths Paths;
  CollectedInputs Out;
  std::set<std::pair<uint64_t, uint64_t>> VisitedDirs;
  std::set<std::pair<uint64_t, uint64_t>> SeenFiles;
};

std::pair<uint64_t, uint64_t> key(const fs::file_status &St) {
  fs::UniqueID ID = St.getUniqueID();
  return {ID.getDevice(), ID.getFile()};
}

std::string joinPath(llvm::StringRef Dir, llvm::StringRef Name) {
  if (Dir.empty() || Dir == ".")
    return Dir.empty() ? Name.str() : ("./" + Name).str();
  if (Dir.ends_with("/"))
    return (Dir + Name).str();
  return (Dir + "/" + Name).str();
}

} // namespace

std::optional<ir::Language> Collector::languageOf(const std::string &Path) {
  std::optional<ir::Language> Lang = frontend::languageForPath(Path);
  if (!Lang)
    error(Path, llvm::Twine("unknown file type; tensorlint analyses ") +
                    frontend::knownExtensions());
  return Lang;
}

void Collector::addFile(const std::string &Path, const fs::file_status &St,
                        ir::Language Lang, bool Explicit) {
  if (!SeenFiles.insert(key(St)).second)
    return; // Already listed under another path.
  Out.Files.push_back(
      {Path, Paths.absolute(Path).value_or(Path), Lang, Explicit, nullptr});
}

void Collector::addStdin() {
  if (!Opts.Stdin) {
    error("-", "reading standard input needs --stdin-filename");
    return;
  }
  const std::string &Path = Opts.Stdin->Path;
  std::optional<ir::Language> Lang = languageOf(Path);
  if (!Lang)
    return;
  // The file need not exist: its path says what the text is (language,
  // configuration, suppressions by path), as an editor's unsaved buffer.
  Out.Files.push_back({Path, Paths.absolute(Path).value_or(Path), *Lang,
                       /*Explicit=*/true, Opts.Stdin->Text});
}

void Collector::addPath(const std::string &Path) {
  if (Path == "-") {
    addStdin();
    return;
  }
  fs::file_status St;
  if (std::error_code EC = fs::status(Path, St, /*Follow=*/true)) {
    fs::file_status LinkSt;
    if (!fs::status(Path, LinkSt, /*Follow=*/false) &&
        LinkSt.type() == fs::file_type::symlink_file)
      error(Path, "broken symbolic link");
    else
      error(Path, EC.message());
    return;
  }
  if (St.type() == fs::file_type::directory_file) {
    VisitedDirs.insert(key(St));
    std::vector<IgnoreLevel> Ignores;
    walk(Path, "", 0, Ignores);
    return;
  }
  if (St.type() != fs::file_type::regular_file) {
    error(Path, "not a regular file or directory");
    return;
  }
  std::optional<ir::Language> Lang = languageOf(Path);
  if (!Lang)
    return;
  addFile(Path, St, *Lang, /*Explicit=*/true);
}

bool Collector::ignored(const std::vector<IgnoreLevel> &Ignores,
                        const std::string &RelPath, bool IsDir) const {
  // The deepest .gitignore that has an opinion decides.
  for (const IgnoreLevel &L : llvm::reverse(Ignores)) {
    llvm::StringRef Rel = RelPath;
    if (!L.RelDir.empty()) {
      if (!Rel.consume_front(L.RelDir) || !Rel.consume_front("/"))
        continue;
    }
    switch (L.Rules.match(Rel, IsDir)) {
    case Gitignore::Match::Ignored:
      return true;
    case Gitignore::Match::Included:
      return false;
    case Gitignore::Match::None:
      break;
    }
  }
  return false;
}

void Collector::loadGitignore(const std::string &Dir, const std::string &RelDir,
                              std::vector<IgnoreLevel> &Ignores) {
  std::string File = joinPath(Dir, ".gitignore");
  fs::file_status St;
  if (fs::status(File, St) || St.type() != fs::file_type::regular_file)
    return;
  if (St.getSize() > MaxGitignoreBytes) {
    note(File, "file too large, its patterns are not applied");
    return;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
      llvm::MemoryBuffer::getFile(File, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!Buf) {
    error(File, "cannot read: " + Buf.getError().message());
    return;
  }
  Gitignore Rules = Gitignore::parse((*Buf)->getBuffer());
  for (const Gitignore::BadPattern &B : Rules.badPatterns())
    Out.Diags.push_back({File,
                         {B.Line, 1},
                         Diagnostic::Warning,
                         Diagnostic::Input,
                         "invalid pattern ignored: " + B.Message,
                         ""});
  if (!Rules.empty())
    Ignores.push_back({RelDir, std::move(Rules)});
}

void Collector::walk(const std::string &Dir, const std::string &RelDir,
                     unsigned Depth, std::vector<IgnoreLevel> &Ignores) {
  if (Depth > Opts.MaxDepth) {
    note(Dir, "directory nesting too deep, not entered");
    return;
  }
  std::vector<std::string> Names;
  std::error_code EC;
  for (fs::directory_iterator It(Dir, EC, /*follow_symlinks=*/false), End;
       It != End && !EC; It.increment(EC))
    Names.push_back(llvm::sys::path::filename(It->path()).str());
  if (EC) {
    error(Dir, "cannot read directory: " + EC.message());
    return;
  }
  llvm::sort(Names);

  size_t IgnoreDepth = Ignores.size();
  if (Opts.UseGitignore && llvm::is_contained(Names, ".gitignore"))
    loadGitignore(Dir, RelDir, Ignores);

  for (const std::string &Name : Names) {
    std::string Path = joinPath(Dir, Name);
    std::string Rel = RelDir.empty() ? Name : RelDir + "/" + Name;
    fs::file_status St;
    if (std::error_code SEC = fs::status(Path, St, /*Follow=*/true)) {
      fs::file_status LinkSt;
      bool Link = !fs::status(Path, LinkSt, /*Follow=*/false) &&
                  LinkSt.type() == fs::file_type::symlink_file;
      // Only complain about what would have been analysed.
      if (frontend::languageForPath(Name) && !ignored(Ignores, Rel, false))
        note(Path, Link ? llvm::Twine("broken symbolic link, not analysed")
                        : "cannot read: " + SEC.message() + ", not analysed");
      continue;
    }
    if (St.type() == fs::file_type::directory_file) {
      if (Name == "node_modules" || Name.starts_with("."))
        continue;
      if (ignored(Ignores, Rel, /*IsDir=*/true))
        continue;
      if (!VisitedDirs.insert(key(St)).second)
        continue; // A link loop, or a directory already walked.
      walk(Path, Rel, Depth + 1, Ignores);
      continue;
    }
    if (St.type() != fs::file_type::regular_file)
      continue; // FIFOs, sockets, devices: never opened.
    std::optional<ir::Language> Lang = frontend::languageForPath(Name);
    if (!Lang) {
      if (std::optional<llvm::StringRef> Missing =
              frontend::languageNotBuilt(Name);
          Missing && !ignored(Ignores, Rel, /*IsDir=*/false)) {
        if (!NotBuiltCount++)
          NotBuiltFirst = Path;
        NotBuiltLang = Missing->str();
      }
      continue;
    }
    if (ignored(Ignores, Rel, /*IsDir=*/false))
      continue;
    addFile(Path, St, *Lang, /*Explicit=*/false);
  }
  Ignores.erase(Ignores.begin() + IgnoreDepth, Ignores.end());
}

CollectedInputs collectInputs(llvm::ArrayRef<std::string> Paths,
                              const CollectOptions &Opts) {
  Collector C(Opts);
  for (const std::string &P : Paths)
    C.addPath(P);
  return C.take();
}

} // namespace tensorlint::driver
