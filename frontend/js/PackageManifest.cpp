//===- PackageManifest.cpp - Who may import a package's modules -------===//

#include "frontend/js/PackageManifest.h"

#include "frontend/BoundedJson.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <mutex>

namespace tensorlint::frontend::js {

namespace {

/// A manifest bigger than this is no hand-written package.json: nothing is
/// concluded from it.
constexpr uint64_t MaxManifestBytes = 1 << 20;

/// One answer per manifest, until the file changes (the language server
/// lives across edits of package.json). The main file is read with it: an
/// edit that gives the main its first export is seen once package.json
/// changes, or in the next process.
struct CachedAnswer {
  llvm::sys::TimePoint<> Modified;
  uint64_t Size = 0;
  bool Application = false;
  bool Library = false;
  std::shared_ptr<const std::vector<std::string>> Dependencies;
};

std::mutex CacheMutex;
llvm::StringMap<CachedAnswer> &cache() {
  static llvm::StringMap<CachedAnswer> Cache;
  return Cache;
}

/// A main file bigger than this is not read: it may export.
constexpr uint64_t MaxMainBytes = 4 << 20;

/// What the file at Path offers to import. A text that never spells
/// `export` has no ES export and no CommonJS `exports`/`module.exports`:
/// the word's absence is proof, its presence (in a comment, a string)
/// only leaves the question open.
MainFile inspectMain(llvm::StringRef Path) {
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Path, St))
    return MainFile::Missing;
  if (St.type() != llvm::sys::fs::file_type::regular_file ||
      St.getSize() > MaxMainBytes)
    return MainFile::MayExport;
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return MainFile::MayExport;
  return (*Buf)->getBuffer().contains("export") ? MainFile::MayExport
                                                : MainFile::ExportsNothing;
}

CachedAnswer readManifest(llvm::StringRef Path,
                          const llvm::sys::fs::file_status &St) {
  {
    std::lock_guard<std::mutex> Lock(CacheMutex);
    auto It = cache().find(Path);
    if (It != cache().end() &&
        It->second.Modified == St.getLastModificationTime() &&
        It->second.Size == St.getSize())
      return It->second;
  }
  CachedAnswer A{St.getLastModificationTime(), St.getSize(), false, false,
                 nullptr};
  std::vector<std::string> Dependencies;
  if (St.getSize() <= MaxManifestBytes)
    if (auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true)) {
      A.Application =
          manifestIsApplication((*Buf)->getBuffer(), [&](llvm::StringRef File) {
            llvm::SmallString<256> P(llvm::sys::path::parent_path(Path));
            llvm::sys::path::append(P, File);
            return inspectMain(P);
          });
      A.Library = !A.Application && manifestIsLibrary((*Buf)->getBuffer());
      Dependencies = manifestDependencies((*Buf)->getBuffer());
    }
  A.Dependencies =
      std::make_shared<const std::vector<std::string>>(std::move(Dependencies));
  std::lock_guard<std::mutex> Lock(CacheMutex);
  cache()[Path] = A;
  return A;
}

} // namespace

/// The manifest's JSON, if it is an object.
static std::optional<llvm::json::Value> manifestObject(llvm::StringRef Json) {
  llvm::Expected<llvm::json::Value> V = parseBoundedJson(Json);
  if (!V) {
    llvm::consumeError(V.takeError());
    return std::nullopt;
  }
  if (!V->getAsObject())
    return std::nullopt;
  return std::move(*V);
}

bool manifestIsApplication(
    llvm::StringRef Json,
    llvm::function_ref<MainFile(llvm::StringRef)> Inspect) {
  std::optional<llvm::json::Value> V = manifestObject(Json);
  if (!V)
    return false;
  const llvm::json::Object *O = V->getAsObject();
  if (std::optional<bool> Private = O->getBoolean("private"))
    if (*Private)
      return true;
  // What npm, bundlers and TypeScript resolve an import of the package to,
  // and what says the package is packed for a registry.
  for (llvm::StringRef Key : {"main", "module", "exports", "types", "typings",
                              "bin", "browser", "files", "publishConfig"})
    if (const llvm::json::Value *V = O->get(Key)) {
      // A page is no module to import: Parcel's `"main": "src/index.html"`
      // names the application's page.
      std::optional<llvm::StringRef> File = V->getAsString();
      if (Key == "main" && File &&
          (File->ends_with_insensitive(".html") ||
           File->ends_with_insensitive(".htm")))
        continue;
      // `npm init` writes `"main": "index.js"` whether or not the project
      // has one: with no such file, it names nothing to import. A main
      // that exports nothing (the script a page loads, a program) offers
      // nothing either. (Another main that names no file may be a build's
      // output: published.)
      if (Key == "main" && File && Inspect) {
        MainFile M = Inspect(*File);
        if ((M == MainFile::Missing && *File == "index.js") ||
            M == MainFile::ExportsNothing)
          continue;
      }
      return false;
    }
  // A scoped name is a registry's name: such packages are published, and
  // their build may write the entry point (a generated package.json).
  if (std::optional<llvm::StringRef> Name = O->getString("name"))
    if (Name->starts_with("@"))
      return false;
  return true;
}

bool manifestIsLibrary(llvm::StringRef Json) {
  std::optional<llvm::json::Value> V = manifestObject(Json);
  if (!V || manifestIsApplication(Json))
    return false;
  const llvm::json::Object *O = V->getAsObject();
  for (llvm::StringRef Key :
       {"types", "typings", "exports", "module", "files", "publishConfig"})
    if (O->get(Key))
      return true;
  const llvm::json::Object *Peers = O->getObject("peerDependencies");
  return Peers && !Peers->empty();
}

std::vector<std::string> manifestDependencies(llvm::StringRef Json) {
  std::vector<std::string> Out;
  std::optional<llvm::json::Value> V = manifestObject(Json);
  if (!V)
    return Out;
  const llvm::json::Object *O = V->getAsObject();
  for (llvm::StringRef Key : {"dependencies", "devDependencies",
                              "peerDependencies", "optionalDependencies"})
    if (const llvm::json::Object *Deps = O->getObject(Key))
      for (const auto &[Name, Version] : *Deps)
        Out.push_back(Name.str());
  llvm::sort(Out);
  Out.erase(llvm::unique(Out), Out.end());
  return Out;
}

PackageFacts packageFacts(llvm::StringRef FilePath) {
  PackageFacts Out;
  Out.InPackage = FilePath.str();
  llvm::SmallString<256> File(FilePath);
  if (llvm::sys::fs::make_absolute(File))
    return Out;
  llvm::sys::path::remove_dots(File, /*remove_dot_dot=*/true);
  llvm::SmallString<256> Dir(File);
  llvm::sys::path::remove_filename(Dir);
  auto From = [&](llvm::StringRef Root) {
    llvm::StringRef Rest = llvm::StringRef(File).drop_front(Root.size());
    return Rest.ltrim(llvm::sys::path::get_separator()).str();
  };
  while (!Dir.empty()) {
    llvm::SmallString<256> Manifest(Dir);
    llvm::sys::path::append(Manifest, "package.json");
    llvm::sys::fs::file_status St;
    if (!llvm::sys::fs::status(Manifest, St) &&
        St.type() == llvm::sys::fs::file_type::regular_file) {
      CachedAnswer A = readManifest(Manifest, St);
      Out.Application = A.Application;
      Out.Library = A.Library;
      Out.Dependencies = std::move(A.Dependencies);
      Out.InPackage = From(Dir);
      return Out;
    }
    llvm::SmallString<256> Git(Dir);
    llvm::sys::path::append(Git, ".git");
    if (llvm::sys::fs::exists(Git)) {
      Out.InPackage = From(Dir);
      return Out;
    }
    llvm::StringRef Parent = llvm::sys::path::parent_path(Dir);
    if (Parent == Dir)
      break;
    Dir.resize(Parent.size());
  }
  return Out;
}

} // namespace tensorlint::frontend::js
