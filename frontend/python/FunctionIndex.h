//===- FunctionIndex.h - The functions of a Python file ---------*- C++ -*-===//
//
// Every function of the file gets an IR function id, in source order: the
// module's top-level code is function 0, then each `def` and `lambda`. The
// index keeps what lowering needs before it reaches a function: its node,
// where it is defined (the enclosing function, the class whose method it
// is), and its decorators.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_PYTHON_FUNCTIONINDEX_H
#define TENSORLINT_FRONTEND_PYTHON_FUNCTIONINDEX_H

#include "frontend/python/PySyntax.h"
#include "ir/IR.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>
#include <vector>

namespace tensorlint::frontend::python {

struct FunctionInfo {
  TSNode Node{}; ///< module, function_definition or lambda.
  ir::FunctionId Parent = ir::NoFunction;
  std::string Name;  ///< "predict", "<lambda@12:5>", "<module>".
  std::string Class; ///< For a method: its class's name.
  llvm::SmallVector<TSNode, 2> Decorators; ///< Their expressions.
  bool IsAsync = false;
  bool IsLambda = false;
};

struct FunctionIndex {
  std::vector<FunctionInfo> Functions;
  /// Function node (start byte) -> id.
  llvm::DenseMap<uint32_t, ir::FunctionId> ByNode;
  /// Where nesting went deeper than the limit, if it did.
  std::optional<ir::SourceLoc> DepthExceeded;

  void build(const SyntaxTree &T, unsigned MaxDepth);
  ir::FunctionId idOf(TSNode N) const {
    auto It = ByNode.find(ts_node_start_byte(N));
    return It == ByNode.end() ? ir::NoFunction : It->second;
  }
};

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_FUNCTIONINDEX_H
