//===- ApiModelParser.h - YAML API model files to staged data ---*- C++ -*-===//
//
// Internal to tl_apis. Parsing is separate from adding to the database so
// that a file is added all-or-nothing: a file with an error leaves the
// database unchanged, and loadShipped() can parse every file first and then
// add them in an order where each file's references to resources declared in
// other files are already satisfied.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_APIS_APIMODELPARSER_H
#define TENSORLINT_APIS_APIMODELPARSER_H

#include "apis/ApiModel.h"

#include "llvm/Support/SMLoc.h"
#include "llvm/Support/SourceMgr.h"

namespace tensorlint::apis {

/// Which lookup table an entry goes to.
enum class EntryTable : uint8_t { JsFunction, Method, CFunction, Member };

struct StagedEntry {
  ApiEntry E;
  EntryTable Table = EntryTable::JsFunction;
  llvm::SMLoc Loc;
};

struct StagedResource {
  Resource R;
  llvm::SMLoc Loc;
  std::vector<llvm::SMLoc> TypeLocs; ///< Parallel to R.Types.
  bool ExplicitScoped = false;       ///< The file says `scoped:`.
};

/// A name this file uses but does not declare (a resource declared by
/// another file); it must exist when the file is added.
struct ExternalRef {
  std::string Name;
  llvm::SMLoc Loc;
};

struct StagedString {
  std::string S;
  llvm::SMLoc Loc;
};

/// One parsed, self-consistent file, not yet added to a database. Copies
/// share the text (the shipped files are parsed once per process and
/// copied into each database, ApiModel.cpp).
struct StagedFile {
  /// Owns the text; every SMLoc below points into it.
  std::shared_ptr<llvm::SourceMgr> SM;
  Library Lib;
  llvm::SMLoc LibLoc;
  std::vector<StagedString> Modules;    ///< Parallel to Lib.Modules.
  std::vector<StagedString> Globals;    ///< Parallel to Lib.Globals.
  std::vector<StagedString> Submodules; ///< Parallel to Lib.Submodules.
  std::vector<StagedResource> Resources;
  std::vector<StagedEntry> Entries;
  std::vector<ExternalRef> External;
  uint64_t ContentHash = 0;

  /// "file:line:col: error: Msg" with the source line and a caret.
  llvm::Error error(llvm::SMLoc Loc, const llvm::Twine &Msg) const;
};

/// Parses one model file. Errors name the file, line and column.
llvm::Expected<StagedFile> parseApiModel(llvm::StringRef Text,
                                         llvm::StringRef Path);

llvm::StringRef kindName(ApiKind K);

/// Whether a name in a model file is a glob pattern (module specifiers,
/// Python entry names).
inline bool isGlob(llvm::StringRef S) {
  return S.find_first_of("*?[{\\") != llvm::StringRef::npos;
}

} // namespace tensorlint::apis

#endif // TENSORLINT_APIS_APIMODELPARSER_H
