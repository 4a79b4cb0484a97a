//===- TestFiles.h - Which JavaScript files are tests -----------*- C++ -*-===//
//
// The test runners' own conventions (Jest, Vitest, Mocha, Jasmine, Karma):
// a file named `*.test.*`, `*.spec.*`, `*_test.*` or `*-spec.*`, or one inside
// a `__tests__`, `test`, `tests`, `spec` or `specs` folder. A runner runs such
// a file; the product never imports it (ir::Module::IsTest).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_TESTFILES_H
#define TENSORLINT_FRONTEND_JS_TESTFILES_H

#include "llvm/ADT/StringRef.h"

namespace tensorlint::frontend::js {

/// Whether the file at Path is a test. Path is the file's path within its
/// project (PackageFacts::InPackage): a project's `test` folder counts, a
/// folder it sits in does not.
bool isTestPath(llvm::StringRef Path);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_TESTFILES_H
