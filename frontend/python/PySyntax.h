//===- PySyntax.h - The Python side of tree-sitter --------------*- C++ -*-===//
//
// A parsed Python file on the shared tree-sitter layer
// (frontend/treesitter/Syntax.h) and the node questions only this grammar
// asks.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_PYTHON_PYSYNTAX_H
#define TENSORLINT_FRONTEND_PYTHON_PYSYNTAX_H

#include "frontend/treesitter/Syntax.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace tensorlint::frontend::python {

using treesitter::allChildren;
using treesitter::field;
using treesitter::is;
using treesitter::isNull;
using treesitter::namedChildren;
using treesitter::type;

/// One parsed Python file (.py or .pyi).
class SyntaxTree : public treesitter::SyntaxTree {
public:
  explicit SyntaxTree(llvm::StringRef Source, const TSTree *Old = nullptr,
                      std::chrono::steady_clock::time_point Deadline =
                          std::chrono::steady_clock::time_point::max());
};

/// The grammar, for a caller that parses by itself.
const TSLanguage *grammar();

/// Strips parentheses.
TSNode stripParens(TSNode N);

/// The names of a dotted expression made of identifiers and attributes
/// (`tf.keras.models.load_model`), outermost first; false if N is anything
/// else.
bool dottedParts(TSNode N, const SyntaxTree &T,
                 llvm::SmallVectorImpl<llvm::StringRef> &Parts);

/// `None`.
bool isNone(TSNode N);

/// A block whose last statement always leaves it (return, raise, continue,
/// break).
bool alwaysLeaves(TSNode Block);

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_PYSYNTAX_H
