//===- JsxRepair.h - JSX that Babel accepts and tree-sitter does not -----===//
//
// tree-sitter's JavaScript and TSX grammars reject some JSX that Babel,
// TypeScript and React take: a bare `&` in text or an attribute string
// (`<h2>Model & Data</h2>`, `title="R&D"`: the grammars read `&` only as
// the start of a character reference) and an HTML attribute named by a
// reserved word (`<label for="x" class="y">`, Preact's and Solid's
// spelling). The error left there can swallow the component around it, and
// with it every handler the analysis would have seen. Each repair replaces
// one byte (a space for the `&`, `_` for the word's first letter), so every
// other byte keeps its offset, line and column, and the caller re-parses.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_JSXREPAIR_H
#define TENSORLINT_FRONTEND_JS_JSXREPAIR_H

#include "frontend/treesitter/Syntax.h"

#include <vector>

namespace tensorlint::frontend::js {

struct ByteRepair {
  uint32_t Byte; ///< Offset in the parsed text (after a BOM).
  TSPoint Point; ///< Its row and byte column.
  char With;
};

/// The repairs of T's JSX errors, in offset order; empty when T has no
/// error of these kinds. Only subtrees holding an error are searched.
std::vector<ByteRepair> jsxRepairs(const treesitter::SyntaxTree &T);

} // namespace tensorlint::frontend::js

#endif
