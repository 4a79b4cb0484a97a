//===- PackageManifest.h - Who may import a package's modules -*- C++ -*-===//
//
// A module's exports may be called by code the run does not see only if
// some other project can import the module: that is, if its package is
// published. An application's package.json says it is not: `"private":
// true`, or no entry point at all (no main, module, exports, types,
// typings, bin, browser; no files or publishConfig; no scoped name; a main
// that names an HTML page is a bundler's entry, not a module's; `npm
// init`'s `"main": "index.js"` with no index.js names nothing). Then
// the run's own code is every caller of its exports (ir::Module::
// ExportsStayInRun), and an exported function called only from code that
// runs once (a script's main) runs once too.
//
// The nearest package.json above the file decides; the walk stops at the
// repository's root (a directory holding `.git`), since a manifest above it
// belongs to another project. No manifest, or one that cannot be read:
// the exports may be imported by anyone (nothing is concluded). A manifest
// that publishes a library proves more: its exports are the library's API,
// which its users call again and again (ir::Module::PublishedLibrary).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_PACKAGEMANIFEST_H
#define TENSORLINT_FRONTEND_JS_PACKAGEMANIFEST_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <vector>

namespace tensorlint::frontend::js {

/// What the project a file belongs to says of it.
struct PackageFacts {
  /// The package publishes nothing: its modules' exports are called only
  /// by code of the repository.
  bool Application = false;
  /// The package is published as a library (manifestIsLibrary): its
  /// modules' exports are an API that code outside the run calls, as often
  /// as it likes.
  bool Library = false;
  /// The file's path from the package's folder (the nearest holding a
  /// package.json), else from the repository's root, else as given: the
  /// folders a project names (`test/`), not those it happens to sit in.
  std::string InPackage;
  /// The packages its manifest depends on (dependencies, devDependencies,
  /// peerDependencies, optionalDependencies), sorted; null without one. A
  /// framework's conventions that hold only in its projects ask it.
  std::shared_ptr<const std::vector<std::string>> Dependencies;
};

/// The facts of the file at FilePath (absolute or relative to the working
/// directory).
PackageFacts packageFacts(llvm::StringRef FilePath);

/// The package names a package.json text depends on, sorted, each once
/// (empty for text that is no JSON object).
std::vector<std::string> manifestDependencies(llvm::StringRef Json);

/// What a manifest's `"main"` file offers to import.
enum class MainFile {
  Unknown,        ///< Not looked at.
  Missing,        ///< No such file.
  ExportsNothing, ///< Its text never spells `export` (nor `exports`).
  MayExport,
};

/// The decision for one package.json text: true for an application's
/// manifest; false for a published package's, and for text that is no JSON
/// object. Inspect, if given, says what a path relative to the manifest's
/// folder offers: `npm init`'s default `"main": "index.js"` naming no
/// file is no entry point, nor is a main that exports nothing (a page's
/// script, a program run by itself): nobody can import anything of it.
bool manifestIsApplication(
    llvm::StringRef Json,
    llvm::function_ref<MainFile(llvm::StringRef)> Inspect = nullptr);

/// Whether a package.json text publishes a library: a package that is no
/// application (manifestIsApplication) and says so beyond a `"main"`, which
/// an application's server or script names too: type declarations
/// (`types`, `typings`), an `exports` map, an ES module entry (`module`),
/// the files it packs (`files`, `publishConfig`), or the runtimes it expects
/// its users to bring (`peerDependencies`).
bool manifestIsLibrary(llvm::StringRef Json);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_PACKAGEMANIFEST_H
