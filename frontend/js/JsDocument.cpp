//===- JsDocument.cpp - An open JavaScript/TypeScript document ------------===//

#include "frontend/js/JsDocument.h"

#include "frontend/js/JsFrontend.h"
#include "frontend/js/Syntax.h"

namespace tensorlint::frontend::js {

std::unique_ptr<treesitter::SyntaxTree>
JsDocument::parse(llvm::StringRef Text, const TSTree *Old) const {
  return std::make_unique<SyntaxTree>(Text, language(), Old);
}

Lowered JsDocument::lowerTree(const treesitter::SyntaxTree &Tree,
                              const LowerRequest &R,
                              const apis::ApiDatabase &Apis) const {
  JsOptions Opts;
  Opts.Deadline = R.Deadline;
  Lowered Out;
  // The tree is the one parse() made.
  Out.Module = lowerSyntaxTree(static_cast<const SyntaxTree &>(Tree), R.Path,
                               R.Lang, Apis, Opts);
  return Out;
}

} // namespace tensorlint::frontend::js
