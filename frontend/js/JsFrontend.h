//===- JsFrontend.h - JavaScript/TypeScript to IR ---------------*- C++ -*-===//

#ifndef TENSORLINT_FRONTEND_JS_JSFRONTEND_H
#define TENSORLINT_FRONTEND_JS_JSFRONTEND_H

#include "frontend/Frontend.h"

#include "apis/ApiModel.h"
#include "ir/IR.h"

#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <optional>

namespace tensorlint::frontend::js {

/// The language of a path by its extension (.js .mjs .cjs .jsx -> JavaScript,
/// .ts .mts .cts -> TypeScript, .tsx -> TSX), or nullopt.
std::optional<ir::Language> languageForPath(llvm::StringRef Path);

struct JsOptions {
  /// Stop walking deeper than this many nested syntax nodes; deeper code is
  /// reported once and skipped (no stack overflow on hostile input).
  unsigned MaxDepth = 1000;
  /// When parsing and lowering must stop (--max-file-time). Past it the
  /// parse is cancelled or lowering stops between functions, and the module
  /// comes back with TimedOut set.
  std::chrono::steady_clock::time_point Deadline =
      std::chrono::steady_clock::time_point::max();
};

using frontend::canonicalModulePath;

/// Parses Source with the tree-sitter grammar for Lang and lowers every
/// function (and the module's top-level code) into the IR. Never throws or
/// aborts on bad input: syntax errors become Module::Diags and what parsed is
/// still lowered.
ir::Module lowerJavaScript(llvm::StringRef Path, llvm::StringRef Source,
                           ir::Language Lang, const apis::ApiDatabase &Apis,
                           const JsOptions &Opts = {});

class SyntaxTree;

/// Lowers an already parsed tree (see frontend/js/Syntax.h). The LSP server
/// keeps one tree per open document and re-parses it incrementally after
/// each edit, then lowers the new tree with this.
ir::Module lowerSyntaxTree(const SyntaxTree &Tree, llvm::StringRef Path,
                           ir::Language Lang, const apis::ApiDatabase &Apis,
                           const JsOptions &Opts = {});

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_JSFRONTEND_H
