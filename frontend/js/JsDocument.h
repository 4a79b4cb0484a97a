//===- JsDocument.h - An open JavaScript/TypeScript document ----*- C++ -*-===//
//
// The shared tree-sitter document (frontend/treesitter/Document.h) with this
// frontend's grammar (and Vue masking) and lowering.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_JSDOCUMENT_H
#define TENSORLINT_FRONTEND_JS_JSDOCUMENT_H

#include "frontend/treesitter/Document.h"

namespace tensorlint::frontend::js {

class JsDocument final : public treesitter::Document {
public:
  using Document::Document;

private:
  std::unique_ptr<treesitter::SyntaxTree>
  parse(llvm::StringRef Text, const TSTree *Old) const override;
  Lowered lowerTree(const treesitter::SyntaxTree &Tree, const LowerRequest &R,
                    const apis::ApiDatabase &Apis) const override;
};

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_JSDOCUMENT_H
