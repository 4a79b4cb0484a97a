//===- Uri.h - file:// URIs <-> paths ---------------------------*- C++ -*-===//

#ifndef TENSORLINT_TOOLS_LSP_URI_H
#define TENSORLINT_TOOLS_LSP_URI_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace tensorlint::lsp {

/// The local path of a file:// URI (percent-decoded; an authority of
/// "localhost" or none), or nullopt for other schemes.
std::optional<std::string> uriToPath(llvm::StringRef Uri);

/// A file:// URI for an absolute path, percent-encoding what RFC 3986 does
/// not allow in a path.
std::string pathToUri(llvm::StringRef Path);

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_URI_H
