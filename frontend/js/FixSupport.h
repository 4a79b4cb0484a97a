//===- FixSupport.h - Fix requests to text edits for JS/TS ------*- C++ -*-===//
//
// The JavaScript/TypeScript resolver of the language-neutral fix requests
// (ir/Fix.h): it re-parses the source with tree-sitter, finds the statement
// an op belongs to, its end, its indentation and the file's line endings,
// and spells the fix. Whether a spelled fix is provably safe, or only a
// suggestion, is FixSafety.h's question. It refuses (returns no edits)
// whenever the syntax does not make the fix obviously right:
//   - release after last use: both the creation and the last use must be
//     plain statements (expression, const/let/var declaration) of the same
//     statement list, the last use not before the creation;
//   - wrap in scope: the module must bind the TF.js namespace
//     (import * as tf from '@tensorflow/tfjs...', const tf = require(...)),
//     the statement must be an expression statement or a single
//     `const x = <expr>` (the rule checked the result is not a tensor), and
//     contain no await/yield;
//   - remove async: the function must not contain await (outside nested
//     functions) or for-await.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FIXSUPPORT_H
#define TENSORLINT_FRONTEND_JS_FIXSUPPORT_H

#include "frontend/Frontend.h"
#include "ir/Fix.h"
#include "ir/IR.h"

#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <vector>

namespace tensorlint::frontend::js {

class SyntaxTree;

/// Parses Source once (or borrows its tree) and resolves any number of
/// requests against it.
class FixResolver final : public frontend::FixResolver {
public:
  FixResolver(llvm::StringRef Source, ir::Language Lang);
  /// Resolves against Parsed, which must be the tree of exactly Source (the
  /// LSP server's document tree) and outlive the resolver.
  FixResolver(llvm::StringRef Source, const SyntaxTree &Parsed);
  ~FixResolver() override;
  FixResolver(const FixResolver &) = delete;
  FixResolver &operator=(const FixResolver &) = delete;

  /// The edits of Q, or none if the fix cannot be spelled. Edit ranges are
  /// byte offsets (and line/columns) of Source, BOM included. If NotSafe is
  /// given, it receives why the edits are not provably safe (FixSafety.h),
  /// or stays empty if they are.
  std::vector<ir::TextEdit>
  resolve(const ir::FixRequest &Q,
          std::string *NotSafe = nullptr) const override;

private:
  llvm::StringRef Source;
  std::unique_ptr<SyntaxTree> Owned; ///< The tree parsed here, if any.
  const SyntaxTree *Tree;
  std::unique_ptr<LineTable> Lines;
};

/// The number of ERROR and MISSING nodes tree-sitter finds in Source.
unsigned countSyntaxErrors(llvm::StringRef Source, ir::Language Lang);

/// "\r\n" if the line holding Offset (else the file's first line) ends with
/// CRLF, else "\n".
llvm::StringRef lineEndingAt(llvm::StringRef Source, size_t Offset);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_FIXSUPPORT_H
