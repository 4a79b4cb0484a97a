//===- InputCollector.h - Files to analyse from command-line paths -*- C++
//-*-=//
//
// Turns the paths on the command line into the list of source files to
// analyse. Files named explicitly are taken whatever the walk rules say (an
// unknown extension is an input error). Directories are walked recursively in
// a stable, sorted order: `node_modules` and hidden directories are skipped,
// `.gitignore` files found in walked directories are honoured, symbolic links
// are followed but every directory is entered at most once (so link loops
// end), and a file reachable by several paths is analysed once.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_INPUTCOLLECTOR_H
#define TENSORLINT_TOOLS_DRIVER_INPUTCOLLECTOR_H

#include "tools/driver/Diagnostic.h"

#include "ir/IR.h"

#include "llvm/ADT/ArrayRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::driver {

struct InputFile {
  std::string Path; ///< As given, or the walked directory joined with names.
  /// Path made absolute when collected; files are read through it, because
  /// the process's working directory can change while Clang parses C/C++
  /// files on other threads.
  std::string AbsPath;
  ir::Language Lang = ir::Language::JavaScript;
  bool Explicit = false; ///< Named on the command line.
  /// The text to analyse instead of the file's: standard input, named
  /// `-` on the command line and analysed as if it were Path.
  std::shared_ptr<const std::string> Contents;

  /// The path to open the file by (AbsPath when it was made absolute).
  const std::string &readPath() const {
    return AbsPath.empty() ? Path : AbsPath;
  }
};

struct CollectedInputs {
  std::vector<InputFile> Files;
  /// Problems met while collecting, in the order met.
  std::vector<Diagnostic> Diags;
};

/// Standard input, analysed as the file Path (`--stdin-filename`).
struct StdinInput {
  std::string Path;
  std::shared_ptr<const std::string> Text;
};

struct CollectOptions {
  /// Honour .gitignore files in walked directories.
  bool UseGitignore = true;
  /// What the input `-` is; without it, `-` is an error.
  std::optional<StdinInput> Stdin;
  /// Directories nested deeper than this below a named directory are not
  /// entered (reported once each).
  unsigned MaxDepth = 256;
};

CollectedInputs collectInputs(llvm::ArrayRef<std::string> Paths,
                              const CollectOptions &Opts = {});

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_INPUTCOLLECTOR_H
