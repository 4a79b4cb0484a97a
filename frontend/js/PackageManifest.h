//===- PackageManifest.h - Who may import a package's modules -*- C++ -*-===//
//
// A module's exports may be called by code the run does not see only if
// some other project can import the module: that is, if its package is
// published. An application's package.json says it is not: `"private":
// true`, or no entry point at all (no main, module, exports, types,
// typings, bin, browser; no files or publishConfig; no scoped name; a main
// that names an HTML page is a bundler's entry, not a module's). Then
// the run's own code is every caller of its exports (ir::Module::
// ExportsStayInRun), and an exported function called only from code that
// runs once (a script's main) runs once too.
//
// The nearest package.json above the file decides; the walk stops at the
// repository's root (a directory holding `.git`), since a manifest above it
// belongs to another project. No manifest, or one that cannot be read:
// the exports may be imported by anyone (nothing is concluded).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_PACKAGEMANIFEST_H
#define TENSORLINT_FRONTEND_JS_PACKAGEMANIFEST_H

#include "llvm/ADT/StringRef.h"

namespace tensorlint::frontend::js {

/// Whether the package of the file at FilePath (absolute or relative to
/// the working directory) publishes nothing: its modules' exports are
/// called only by code of the repository.
bool inApplicationPackage(llvm::StringRef FilePath);

/// The decision for one package.json text (for tests): true for an
/// application's manifest; false for a published package's, and for text
/// that is no JSON object.
bool manifestIsApplication(llvm::StringRef Json);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_PACKAGEMANIFEST_H
