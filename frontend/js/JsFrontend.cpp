//===- JsFrontend.cpp - JavaScript/TypeScript to IR -----------------------===//
//
// Parse (Syntax), then lower the tree (FileLowering).
//
//===----------------------------------------------------------------------===//

#include "frontend/js/JsFrontend.h"
#include "frontend/js/FileLowering.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace tensorlint::frontend::js {

std::optional<ir::Language> languageForPath(llvm::StringRef Path) {
  std::string Ext = llvm::sys::path::extension(Path).lower();
  return llvm::StringSwitch<std::optional<ir::Language>>(Ext)
      .Cases(".js", ".mjs", ".cjs", ".jsx", ir::Language::JavaScript)
      .Cases(".ts", ".mts", ".cts", ir::Language::TypeScript)
      .Case(".tsx", ir::Language::TSX)
      .Case(".vue", ir::Language::Vue)
      .Cases(".html", ".htm", ir::Language::Html)
      .Default(std::nullopt);
}

ir::Module lowerJavaScript(llvm::StringRef Path, llvm::StringRef Source,
                           ir::Language Lang, const apis::ApiDatabase &Apis,
                           const JsOptions &Opts) {
  SyntaxTree T(Source, Lang, nullptr, Opts.Deadline);
  return lowerSyntaxTree(T, Path, Lang, Apis, Opts);
}

ir::Module lowerSyntaxTree(const SyntaxTree &T, llvm::StringRef Path,
                           ir::Language Lang, const apis::ApiDatabase &Apis,
                           const JsOptions &Opts) {
  // The index's walk records every node's named children, which the
  // lowering then reads from memory (ChildTable.h). The editor's incremental
  // lowering does not: its index walks only what an edit changed.
  treesitter::ChildTable Children(T.tree());
  treesitter::ChildTable::Use UseChildren(Children);
  FileLowering L(T, Path, Lang, Apis, Opts);
  if (L.prepare(nullptr, false, nullptr, &Children)) {
    PassPlan LowerAll;
    L.runPasses(LowerAll, nullptr);
  }
  return std::move(L.M);
}

} // namespace tensorlint::frontend::js
