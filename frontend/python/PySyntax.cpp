//===- PySyntax.cpp - The Python side of tree-sitter ----------------------===//

#include "frontend/python/PySyntax.h"

extern "C" const TSLanguage *tree_sitter_python(void);

namespace tensorlint::frontend::python {

const TSLanguage *grammar() { return tree_sitter_python(); }

SyntaxTree::SyntaxTree(llvm::StringRef Source, const TSTree *Old,
                       std::chrono::steady_clock::time_point Deadline)
    : treesitter::SyntaxTree(Source, tree_sitter_python(), Old, Deadline) {}

TSNode stripParens(TSNode N) {
  while (is(N, "parenthesized_expression") && ts_node_named_child_count(N) == 1)
    N = ts_node_named_child(N, 0);
  return N;
}

bool dottedParts(TSNode N, const SyntaxTree &T,
                 llvm::SmallVectorImpl<llvm::StringRef> &Parts) {
  llvm::SmallVector<llvm::StringRef, 4> Rev;
  for (unsigned Step = 0; Step < 64; ++Step) {
    N = stripParens(N);
    if (is(N, "identifier")) {
      Rev.push_back(T.text(N));
      Parts.assign(Rev.rbegin(), Rev.rend());
      return true;
    }
    if (!is(N, "attribute"))
      return false;
    Rev.push_back(T.text(field(N, "attribute")));
    N = field(N, "object");
  }
  return false;
}

bool isNone(TSNode N) { return is(stripParens(N), "none"); }

bool alwaysLeaves(TSNode Block) {
  TSNode Last{};
  for (TSNode C : namedChildren(Block))
    if (!is(C, "comment"))
      Last = C;
  llvm::StringRef Ty = type(Last);
  return Ty == "return_statement" || Ty == "raise_statement" ||
         Ty == "continue_statement" || Ty == "break_statement";
}

} // namespace tensorlint::frontend::python
