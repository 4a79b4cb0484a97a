//===- AbsolutePath.h - Paths made absolute against one directory -*- C++ -*-//
//
// llvm::sys::fs::make_absolute reads the current directory for every path
// (two stat calls, to check $PWD): a run that makes each of its thousand
// files absolute, twice, spent most of its input listing on them. The
// driver never changes directory, so the directory is read once.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_ABSOLUTEPATH_H
#define TENSORLINT_TOOLS_DRIVER_ABSOLUTEPATH_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace tensorlint::driver {

class AbsolutePaths {
public:
  /// Reads the current directory.
  AbsolutePaths();
  /// Path made absolute against it (an absolute path as it is); none when
  /// Path is relative and the current directory could not be read.
  std::optional<std::string> absolute(llvm::StringRef Path) const;

private:
  std::optional<std::string> Cwd;
};

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_ABSOLUTEPATH_H
