//===- Loading.h - Modules nothing of the run loads -------------*- C++ -*-===//
//
// A module of an application runs only when something loads it, if its top
// level does nothing by itself (ir::Module::RunsOnlyWhenLoaded: it only
// declares, or it is a worker's script), or if only a page can run it (it
// reads a page's globals: ir::Module::NeedsPage), when the run holds the
// pages of its package. Whatever loads it names its file:
// an import or require, a worker's or a page's script, a bundler's glob of
// its folder. So a module that no other file of the run names never runs:
// a backup copy nothing imports, a module whose import was commented out, a
// worker nothing starts (ir::Module::LoadedByNone).
//
// Absence is evidence only when the run holds every file that could name
// the module: it was found by walking a directory that holds its whole
// package (the package.json above it, or the repository's root, is at or
// below the walked directory), and the JSON files at the top of that
// package (package.json's `main`, a plugin host's entries, an extension's
// manifest.json) do not name it either. A run of named files (a pre-commit
// hook's), the editor's and a run that reuses cached findings conclude
// nothing.
// Names come from the lowered modules' strings (ir::Module::NamedFiles:
// comments aside, so an import that was commented out names nothing) and
// from the whole text of every file the run did not lower (any word of
// path characters that spells the file's name counts there; in a bundle
// and in another language's code, only its whole name with its extension).
// A page's script tag that names a file its folder does not have (renamed
// or deleted since) names no other file of that name.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_LOADING_H
#define TENSORLINT_TOOLS_DRIVER_LOADING_H

#include "apis/Repeater.h"
#include "ir/IR.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace tensorlint::driver {

/// One file of the run, as the loading step sees it.
struct LoadingFile {
  /// Absolute, with no `.` or `..` parts.
  std::string Path;
  /// Its module, if it was lowered.
  ir::Module *Module = nullptr;
  /// Its text, if it was read, when it was not lowered or its strings
  /// are not all it names (a page's markup, code of another language).
  /// With neither, it may name anything.
  std::optional<llvm::StringRef> Text;
  /// Found by walking a directory (not named on the command line).
  bool Walked = false;
  /// A bundle or minified file (Generated.h): libraries' code, not the
  /// application's.
  bool Generated = false;
  /// Code of a language that names a script only by its whole file name
  /// (`"static/main.js"`), never by a bare module name as an import does:
  /// Python, C, C++.
  bool OtherLanguage = false;
};

/// Sets ir::Module::LoadedByNone on each module of Files that nothing of
/// the run loads (see the file comment). WalkedDirs: the directories the
/// run walked, absolute, with no `.` or `..` parts.
void markLoadedByNone(llvm::MutableArrayRef<LoadingFile> Files,
                      llvm::ArrayRef<std::string> WalkedDirs);

/// Sets ir::Module::RoutesMountOncePerPage on each application module of a
/// package the run walked whole whose lowered modules spell no in-place
/// navigation (ir::Module::NavigatesInPlace) and whose other files' texts
/// (the files the run skipped, pages' and templates' markup; bundles aside,
/// which hold the router's own code) spell none of Navigation's names as a
/// word: its routes change only by loading a new page, and the components
/// they show mount once per page.
void markRoutesMountOncePerPage(llvm::MutableArrayRef<LoadingFile> Files,
                                llvm::ArrayRef<std::string> WalkedDirs,
                                llvm::ArrayRef<apis::OwnedGlob> Navigation);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_LOADING_H
