//===- JsDocument.h - An open JavaScript/TypeScript document ----*- C++ -*-===//
//
// The shared tree-sitter document (frontend/treesitter/Document.h) with this
// frontend's grammar (and Vue masking) and lowering.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_JSDOCUMENT_H
#define TENSORLINT_FRONTEND_JS_JSDOCUMENT_H

#include "frontend/js/IncrementalLowering.h"
#include "frontend/treesitter/Document.h"

namespace tensorlint::frontend::js {

class JsDocument final : public treesitter::Document {
public:
  using Document::Document;
  ~JsDocument() override;

private:
  std::unique_ptr<treesitter::SyntaxTree>
  parse(llvm::StringRef Text, const TSTree *Old) const override;
  /// Lowers incrementally from the previous lowering when it can
  /// (IncrementalLowering.h).
  Lowered lowerTree(const treesitter::SyntaxTree &Tree, const LowerRequest &R,
                    const apis::ApiDatabase &Apis) override;

  std::unique_ptr<LoweringRecord> Record;
};

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_JSDOCUMENT_H
