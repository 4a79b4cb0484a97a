//===- Frontend.cpp - What a source language provides ---------------------===//

#include "frontend/Frontend.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend {

// Out of line, so each interface has one home for its vtable.
ParsedFile::~ParsedFile() = default;
FixResolver::~FixResolver() = default;
OpenDocument::~OpenDocument() = default;
Frontend::~Frontend() = default;

std::string canonicalModulePath(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

} // namespace tensorlint::frontend
