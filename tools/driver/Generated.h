//===- Generated.h - Is a source file a bundle or minified? -----*- C++ -*-===//
//
// Bundlers (webpack, rollup, esbuild, parcel) and minifiers write files that
// hold whole libraries: a `dist/` build of the application with TF.js inside
// it. Their findings are the library's code, not the user's, and a 19 MB
// bundle costs a minute. As ESLint's and oxlint's users expect, such files
// are not analysed by default (the driver says so once; --no-ignore-bundles
// analyses them), wherever the walk finds them and when named explicitly.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_GENERATED_H
#define TENSORLINT_TOOLS_DRIVER_GENERATED_H

#include "llvm/ADT/StringRef.h"

namespace tensorlint::driver {

/// Why the file at Path with text Text looks generated ("minified",
/// "webpack bundle", ...), or empty when it looks written by hand:
///  - its name says so (`*.min.js`, `*.bundle.js`, `*-bundle.js`);
///  - it is minified: in its first 64 KiB, a line of 2,000 bytes or more,
///    and lines of 300 bytes on average;
///  - it is a bundle: 128 KiB or more, with a bundler's runtime in its text
///    (`__webpack_require__`, `parcelRequire`, esbuild's `__commonJS(`,
///    SystemJS's `System.register(`, or rollup's UMD wrapper
///    `(function (global, factory)`).
llvm::StringRef generatedReason(llvm::StringRef Path, llvm::StringRef Text);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_GENERATED_H
