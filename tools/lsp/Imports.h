//===- Imports.h - The modules an open document imports ---------*- C++ -*-===//
//
// Cross-file summaries in the editor, as the CLI has them: a helper in
// another file that returns a tensor, disposes its argument or loads a model
// is known at the call. The files a document imports (transitively, up to a
// bound) are lowered from the editor's text when they are open, else from
// disk, and kept until their text changes.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_IMPORTS_H
#define TENSORLINT_TOOLS_LSP_IMPORTS_H

#include "apis/ApiModel.h"
#include "ir/IR.h"

#include "llvm/ADT/FunctionExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Chrono.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::lsp {

class ImportedModules {
public:
  /// The text of an open document with this path, if one is open.
  using OpenText =
      llvm::unique_function<std::optional<std::string>(llvm::StringRef Path)>;

  /// The API models a file is checked with (its configuration's), or null
  /// to leave it out (its configuration ignores it, or it or its models do
  /// not load).
  using ModelsFor =
      llvm::unique_function<const apis::ApiDatabase *(llvm::StringRef Path)>;

  ImportedModules(ModelsFor Models, OpenText Open)
      : Models(std::move(Models)), Open(std::move(Open)) {}

  /// The modules Root imports, directly or not, each lowered once per text
  /// (at most MaxFiles; files that cannot be read are left out). Paths are
  /// the ones the frontend resolved the imports to.
  std::vector<const ir::Module *> of(const ir::Module &Root);

  static constexpr size_t MaxFiles = 200;
  /// Larger files (bundles) are left out: lowering them would stall typing.
  static constexpr uint64_t MaxFileBytes = 4 << 20;

private:
  struct Entry {
    std::string Text; ///< What it was lowered from.
    std::unique_ptr<ir::Module> M;
    /// Read from disk (not an open document) with this size and time.
    bool OnDisk = false;
    uint64_t Size = 0;
    llvm::sys::TimePoint<> Modified;
    /// The API models it was lowered with (ApiDatabase::fingerprint).
    uint64_t ApisFingerprint = 0;
  };
  /// The lowered module of Path (cached while its text is unchanged), or
  /// null if it cannot be read or is not JavaScript/TypeScript.
  const ir::Module *lowered(const std::string &Path);

  ModelsFor Models;
  OpenText Open;
  llvm::StringMap<Entry> Cache;
};

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_IMPORTS_H
