//===- Uri.cpp - file:// URIs <-> paths -----------------------------------===//

#include "tools/lsp/Uri.h"

#include "llvm/ADT/StringExtras.h"

namespace tensorlint::lsp {

std::optional<std::string> uriToPath(llvm::StringRef Uri) {
  if (!Uri.consume_front_insensitive("file://"))
    return std::nullopt;
  // file://host/path: only a local (empty or localhost) authority.
  if (!Uri.starts_with("/")) {
    auto [Host, Rest] = Uri.split('/');
    if (!Host.equals_insensitive("localhost"))
      return std::nullopt;
    Uri = Uri.drop_front(Host.size());
  }
  std::string Path;
  Path.reserve(Uri.size());
  for (size_t I = 0; I < Uri.size(); ++I) {
    if (Uri[I] == '%' && I + 2 < Uri.size() && llvm::isHexDigit(Uri[I + 1]) &&
        llvm::isHexDigit(Uri[I + 2])) {
      Path.push_back(
          static_cast<char>(llvm::hexFromNibbles(Uri[I + 1], Uri[I + 2])));
      I += 2;
      continue;
    }
    if (Uri[I] == '?' || Uri[I] == '#')
      break;
    Path.push_back(Uri[I]);
  }
  return Path;
}

std::string pathToUri(llvm::StringRef Path) {
  std::string Uri = "file://";
  for (char C : Path) {
    if (llvm::isAlnum(C) || llvm::StringRef("-._~/!$&'()*+,;=:@").contains(C)) {
      Uri.push_back(C);
    } else {
      Uri.push_back('%');
      Uri += llvm::hexdigit((static_cast<unsigned char>(C) >> 4) & 0xF);
      Uri += llvm::hexdigit(static_cast<unsigned char>(C) & 0xF);
    }
  }
  return Uri;
}

} // namespace tensorlint::lsp
