//===- PathGlob.h - Globs over relative paths -------------------*- C++ -*-===//
//
// The globs of `.tensorlint.yaml` (`ignore:`, `overrides: files:`), matched
// against a path relative to the config file's directory, '/'-separated:
//   *   any characters within one path segment
//   ?   one character other than '/'
//   **  any number of whole segments (`**/x`, `a/**`, `a/**/b`)
// A pattern without '/' matches at any depth (`*.min.js` is `**/*.min.js`);
// a pattern that matches a directory matches everything below it (`dist`,
// `dist/` and `dist/**` all ignore `dist/a/b.js`); a leading `./` or `/` is
// dropped (patterns are always relative to the config file).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_PATHGLOB_H
#define TENSORLINT_TOOLS_DRIVER_PATHGLOB_H

#include "llvm/ADT/StringRef.h"

namespace tensorlint::driver {

/// True if Pattern (as described above) matches RelPath.
bool matchPathGlob(llvm::StringRef Pattern, llvm::StringRef RelPath);

/// Plain glob match of a whole string where '*' matches anything (rule ids
/// in suppression lists: `tensor-*`).
bool matchNameGlob(llvm::StringRef Pattern, llvm::StringRef Name);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_PATHGLOB_H
