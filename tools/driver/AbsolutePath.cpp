//===- AbsolutePath.cpp - Paths made absolute against one directory -------===//

#include "tools/driver/AbsolutePath.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace tensorlint::driver {

AbsolutePaths::AbsolutePaths() {
  llvm::SmallString<256> Dir;
  if (!llvm::sys::fs::current_path(Dir))
    Cwd = std::string(Dir);
}

std::optional<std::string> AbsolutePaths::absolute(llvm::StringRef Path) const {
  if (llvm::sys::path::is_absolute(Path))
    return Path.str();
  if (!Cwd)
    return std::nullopt;
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(*Cwd, P);
  return std::string(P);
}

} // namespace tensorlint::driver
